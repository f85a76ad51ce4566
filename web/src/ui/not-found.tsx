import { ButtonLink } from './button-link';

/** The not-found screen; `embedded` renders it inside a shell instead of as a full page. */
export function NotFound({ homeTo = '/', embedded = false }: { homeTo?: string; embedded?: boolean }) {
  const body = (
    <div className="pm-screen__inner">
      <div className="pm-screen__code" aria-hidden="true">
        404
      </div>
      <h1>Page not found</h1>
      <p style={{ color: 'var(--pm-text-muted)' }}>
        The page you were looking for does not exist or has moved.
      </p>
      <ButtonLink to={homeTo}>
        Go home
      </ButtonLink>
    </div>
  );
  return embedded ? (
    <div className="pm-screen" style={{ minHeight: '50vh' }}>
      {body}
    </div>
  ) : (
    <main className="pm-screen">{body}</main>
  );
}
