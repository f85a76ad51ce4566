import { useRef, type ClipboardEvent, type KeyboardEvent } from 'react';
import './code-inputs.css';

export interface PinBoxesProps {
  /** Names the group and each box ("Current PIN digit 1 of 4"). */
  label: string;
  /** One entry per box: a digit or ''. */
  value: readonly string[];
  onChange: (value: string[]) => void;
  masked: boolean;
  disabled?: boolean;
  error?: string | null;
  id: string;
}

/**
 * Single-digit boxes: typing moves on, Backspace in an empty box goes back, arrows move, and pasting
 * all the digits into any box fills them all.
 */
export function PinBoxes({ label, value, onChange, masked, disabled, error, id }: PinBoxesProps) {
  const refs = useRef<Array<HTMLInputElement | null>>([]);
  const length = value.length;
  const focus = (i: number) => refs.current[Math.max(0, Math.min(length - 1, i))]?.focus();

  function setAt(i: number, digit: string) {
    const next = [...value];
    next[i] = digit;
    onChange(next);
  }

  function onInput(i: number, raw: string) {
    const digits = raw.replace(/\D/g, '');
    if (digits.length >= length) {
      onChange(digits.slice(0, length).split(''));
      focus(length - 1);
      return;
    }
    if (!digits) {
      if (raw === '') setAt(i, '');
      return;
    }
    // Typing over a filled box keeps the newest digit.
    setAt(i, digits[digits.length - 1]);
    if (i < length - 1) focus(i + 1);
  }

  function onKeyDown(i: number, e: KeyboardEvent<HTMLInputElement>) {
    if (e.key === 'Backspace' && !value[i] && i > 0) {
      e.preventDefault();
      setAt(i - 1, '');
      focus(i - 1);
    } else if (e.key === 'ArrowLeft') {
      e.preventDefault();
      focus(i - 1);
    } else if (e.key === 'ArrowRight') {
      e.preventDefault();
      focus(i + 1);
    }
  }

  function onPaste(i: number, e: ClipboardEvent<HTMLInputElement>) {
    const digits = e.clipboardData.getData('text').replace(/\D/g, '');
    if (!digits) {
      e.preventDefault();
      return;
    }
    e.preventDefault();
    if (digits.length >= length) {
      onChange(digits.slice(0, length).split(''));
      focus(length - 1);
    } else {
      const next = [...value];
      digits.split('').forEach((d, k) => {
        if (i + k < length) next[i + k] = d;
      });
      onChange(next);
      focus(i + digits.length);
    }
  }

  return (
    <fieldset className="pm-pin" disabled={disabled} aria-describedby={error ? `${id}-error` : undefined}>
      <legend className="pm-pin__legend">{label}</legend>
      <div className="pm-pin__boxes">
        {value.map((digit, i) => (
          <input
            key={i}
            ref={(el) => {
              refs.current[i] = el;
            }}
            id={i === 0 ? id : undefined}
            className="pm-input pm-pin__box"
            type={masked ? 'password' : 'text'}
            inputMode="numeric"
            autoComplete="off"
            pattern="[0-9]*"
            aria-label={`${label} digit ${i + 1} of ${length}`}
            aria-invalid={error ? true : undefined}
            value={digit}
            onChange={(e) => onInput(i, e.target.value)}
            onKeyDown={(e) => onKeyDown(i, e)}
            onPaste={(e) => onPaste(i, e)}
            onFocus={(e) => e.target.select()}
          />
        ))}
      </div>
      {error && (
        <div id={`${id}-error`} className="pm-field__error">
          {error}
        </div>
      )}
    </fieldset>
  );
}
