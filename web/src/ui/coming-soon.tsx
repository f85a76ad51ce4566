import { ButtonLink } from './button-link';
import { SparkIcon } from './icon-svg';
import { StatePanel } from './state-panel';

/** A tidy placeholder for areas of the app that are not built yet. */
export function ComingSoon({ title = 'Coming soon', backTo }: { title?: string; backTo?: string }) {
  return (
    <StatePanel
      icon={<SparkIcon size={26} />}
      title={title}
      headingLevel={1}
      actions={
        backTo ? (
          <ButtonLink variant="secondary" to={backTo}>
            Back
          </ButtonLink>
        ) : undefined
      }
    >
      This part of Poolmates is on its way. Check back soon.
    </StatePanel>
  );
}
