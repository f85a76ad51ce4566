import type { ReactNode } from 'react';

export interface FormFieldProps {
  id: string;
  label: string;
  hint?: ReactNode;
  error?: string | null;
  /** Extra right-aligned text under the control (e.g. a character count). */
  meta?: ReactNode;
  children: ReactNode;
}

/** Ids for aria-describedby: the error first (read first), then the hint. */
export function describedBy(id: string, hint: unknown, error: unknown): string | undefined {
  const ids = [error ? `${id}-error` : null, hint ? `${id}-hint` : null].filter(Boolean);
  return ids.length ? ids.join(' ') : undefined;
}

/** A labelled form control with its hint and error message underneath. */
export function FormField({ id, label, hint, error, meta, children }: FormFieldProps) {
  return (
    <div className="pm-field">
      <label className="pm-field__label" htmlFor={id} id={`${id}-label`}>
        {label}
      </label>
      <div className="pm-field__control">{children}</div>
      {(error || hint || meta) && (
        <div className="pm-field__meta">
          <div>
            {error && (
              <div id={`${id}-error`} className="pm-field__error">
                {error}
              </div>
            )}
            {hint && (
              <div id={`${id}-hint`} className="pm-field__hint">
                {hint}
              </div>
            )}
          </div>
          {meta && <div className="pm-field__count">{meta}</div>}
        </div>
      )}
    </div>
  );
}
