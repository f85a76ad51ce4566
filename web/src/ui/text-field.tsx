import type { InputHTMLAttributes, ReactNode } from 'react';
import { describedBy, FormField } from './form-field';

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  id: string;
  label: string;
  hint?: ReactNode;
  error?: string | null;
  meta?: ReactNode;
}

export function TextField({ id, label, hint, error, meta, className, ...input }: TextFieldProps) {
  return (
    <FormField id={id} label={label} hint={hint} error={error} meta={meta}>
      <input
        id={id}
        className={['pm-input', className].filter(Boolean).join(' ')}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, hint, error)}
        {...input}
      />
    </FormField>
  );
}
