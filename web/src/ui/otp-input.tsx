import { describedBy, FormField } from './form-field';
import './code-inputs.css';

export interface OtpInputProps {
  id: string;
  label: string;
  value: string;
  onChange: (digits: string) => void;
  length: number;
  hint?: string;
  error?: string | null;
  disabled?: boolean;
}

/** A one-time code field: digits only (anything else is dropped as it is typed or pasted). */
export function OtpInput({ id, label, value, onChange, length, hint, error, disabled }: OtpInputProps) {
  return (
    <FormField id={id} label={label} hint={hint} error={error}>
      <input
        id={id}
        className="pm-input pm-otp"
        type="text"
        inputMode="numeric"
        autoComplete="one-time-code"
        pattern="[0-9]*"
        maxLength={length}
        placeholder={'•'.repeat(length)}
        value={value}
        disabled={disabled}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, hint, error)}
        onChange={(e) => onChange(e.target.value.replace(/\D/g, '').slice(0, length))}
      />
    </FormField>
  );
}
