import { LIMITS } from '@poolmates/schema';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import type { EmailVerification } from '../lib/use-email-verification';
import { formatSeconds } from '../lib/use-countdown';
import { Button } from './button';
import { CloseIcon, EditIcon } from './icons';
import { OtpInput } from './otp-input';
import { Spinner } from './spinner';
import './verify-email-panel.css';

export interface VerifyEmailPanelProps {
  verification: EmailVerification;
  /** After a successful Confirm. */
  onVerified: () => void;
  /** 'Skip Now' (onboarding); shown only when given, active once the countdown ends. */
  onSkip?: () => void;
  skipping?: boolean;
}

/**
 * The body of the 'Verify Email Id' dialog: the address with Edit → Save / cancel, the OTP and
 * Confirm, the 30-second countdown before 'Resend code' and 'Skip Now', and the spam hint.
 */
export function VerifyEmailPanel({ verification: v, onVerified, onSkip, skipping }: VerifyEmailPanelProps) {
  const [editing, setEditing] = useState(!v.email);
  const [draft, setDraft] = useState(v.email ?? '');
  const [password, setPassword] = useState('');
  const [otp, setOtp] = useState('');
  const waiting = v.secondsLeft > 0;
  const editButton = useRef<HTMLButtonElement>(null);
  const wasEditing = useRef(editing);

  // Leaving edit mode (Save or cancel) puts focus back on Edit, not on the page behind the dialog.
  useEffect(() => {
    if (wasEditing.current && !editing) editButton.current?.focus();
    wasEditing.current = editing;
  }, [editing]);

  async function onSave(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    if (draft.trim().toLowerCase() === v.email) {
      setEditing(false);
      return;
    }
    if (await v.changeEmail(draft, password)) {
      setEditing(false);
      setOtp('');
      setPassword('');
    }
  }

  async function onConfirm(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    if (!otp) return;
    if (await v.verify(otp)) onVerified();
  }

  return (
    <div className="verify-email">
      <p className="verify-email__lead">
        {v.email ? 'Enter the code we sent to' : 'Add the email address to verify.'}
      </p>
      {editing ? (
        <form className="verify-email__edit" onSubmit={onSave} aria-label="Change email" noValidate>
          {/* no address yet (an account made with a mobile number): the labels show (issue 28) */}
          <label className={v.email ? 'pm-visually-hidden' : 'verify-email__label'} htmlFor="verify-email-address">
            Email
          </label>
          <input
            id="verify-email-address"
            className="pm-input"
            type="email"
            inputMode="email"
            autoComplete="email"
            value={draft}
            autoFocus
            onChange={(e) => setDraft(e.target.value)}
          />
          {/* a new address needs the current password (decision 020) */}
          <label className={v.email ? 'pm-visually-hidden' : 'verify-email__label'} htmlFor="verify-email-password">
            Current password
          </label>
          <input
            id="verify-email-password"
            className="pm-input"
            type="password"
            autoComplete="current-password"
            placeholder="Current password"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
          />
          <Button type="submit" size="small" loading={v.busy === 'change'}>
            Save
          </Button>
          {v.email && (
            <button
              type="button"
              className="pm-icon-button"
              aria-label="Cancel email change"
              onClick={() => {
                setDraft(v.email ?? '');
                setPassword('');
                setEditing(false);
              }}
            >
              <CloseIcon size={18} />
            </button>
          )}
        </form>
      ) : (
        <div className="verify-email__address">
          <strong>{v.email}</strong>
          <Button ref={editButton} variant="ghost" size="small" onClick={() => setEditing(true)} disabled={v.busy !== null}>
            <EditIcon size={16} /> Edit
          </Button>
        </div>
      )}
      <div aria-live="polite">
        {v.notice && (
          <p className={`verify-email__notice verify-email__notice--${v.notice.tone}`} role={v.notice.tone === 'error' ? 'alert' : undefined}>
            {v.notice.text}
          </p>
        )}
      </div>
      {v.starting ? (
        <p className="verify-email__sending">
          <Spinner /> Sending the code…
        </p>
      ) : (
        <form onSubmit={onConfirm} aria-label="Confirm code" noValidate>
          <OtpInput id="verify-email-otp" label="Enter OTP" value={otp} onChange={setOtp} length={LIMITS.otpLength} disabled={!v.canConfirm} />
          <Button type="submit" block disabled={!otp || !v.canConfirm} loading={v.busy === 'verify'}>
            Confirm
          </Button>
        </form>
      )}
      <div className="verify-email__links">
        {/* nothing to resend before there is an address (it answered "Add an email address first.") */}
        {v.email && (
          <button type="button" className="verify-email__link" disabled={waiting || v.busy !== null || v.starting} onClick={() => void v.resend()}>
            Resend code
          </button>
        )}
        {waiting && (
          <span className="verify-email__timer">
            <span aria-hidden="true">in {formatSeconds(v.secondsLeft)}</span>
            <span className="pm-visually-hidden">available in {LIMITS.otpResendSeconds} seconds or less</span>
          </span>
        )}
        {onSkip && (
          <button type="button" className="verify-email__link verify-email__skip" disabled={waiting || skipping} onClick={onSkip}>
            Skip Now
          </button>
        )}
      </div>
      <p className="verify-email__hint">OTP may sometimes end up in your SPAM FOLDER</p>
    </div>
  );
}
