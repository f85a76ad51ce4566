import { useState } from 'react';
import { describedBy, FormField } from './form-field';
import { EyeIcon, EyeOffIcon } from './icons';
import type { TextFieldProps } from './text-field';

/** A password input with a show/hide toggle. */
export function PasswordField({ id, label, hint, error, meta, ...input }: Omit<TextFieldProps, 'type'>) {
  const [visible, setVisible] = useState(false);
  return (
    <FormField id={id} label={label} hint={hint} error={error} meta={meta}>
      <input
        id={id}
        type={visible ? 'text' : 'password'}
        className="pm-input pm-input--with-toggle"
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, hint, error)}
        autoCapitalize="off"
        spellCheck={false}
        {...input}
      />
      <button
        type="button"
        className="pm-icon-button pm-field__toggle"
        aria-label={visible ? 'Hide password' : 'Show password'}
        aria-pressed={visible}
        aria-controls={id}
        onClick={() => setVisible((v) => !v)}
      >
        {visible ? <EyeOffIcon /> : <EyeIcon />}
      </button>
    </FormField>
  );
}
