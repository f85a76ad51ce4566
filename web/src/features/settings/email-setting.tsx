import { useApolloClient, useQuery } from '@apollo/client/react';
import { isValidEmail, MSG, normalizeEmail } from '@poolmates/schema';
import { useState, type FormEvent } from 'react';
import { MeQueryDocument } from '../../lib/session.graphql';
import { pendingEmailChange, useEmailVerification, type VerificationStart } from '../../lib/use-email-verification';
import { Alert } from '../../ui/alert';
import { Button } from '../../ui/button';
import { CheckIcon } from '../../ui/icons';
import { ModalDialog } from '../../ui/modal-dialog';
import { Pill } from '../../ui/pill';
import { TextField } from '../../ui/text-field';
import { VerifyEmailPanel } from '../../ui/verify-email-panel';
import { SettingsEmailAvailableQueryDocument } from './account.graphql';
import { SettingHeader } from './setting-header';
import { useValueCheck, type CheckTrigger } from './use-value-check';

/** Email Update: a valid, unused address, then 'Verify Now' opens the 'Verify Email Id' dialog. */
export function EmailSetting() {
  const client = useApolloClient();
  const { data } = useQuery(MeQueryDocument, { fetchPolicy: 'cache-first' });
  const me = data?.me;
  const [value, setValue] = useState('');
  const [password, setPassword] = useState('');
  const [dialog, setDialog] = useState<VerificationStart | null>(null);
  const [done, setDone] = useState(false);

  const { check, checking, checkNow, reset } = useValueCheck(value, async (v: string, trigger: CheckTrigger) => {
    if (!isValidEmail(v)) return trigger === 'blur' ? { ok: false, message: MSG.settingsEmailInvalid } : null;
    if (normalizeEmail(v) === me?.email) return { ok: false, message: 'That is your email already.' };
    try {
      const { data: answer } = await client.query({ query: SettingsEmailAvailableQueryDocument, variables: { email: v }, fetchPolicy: 'network-only' });
      return answer?.emailAvailable ? { ok: true } : { ok: false, message: MSG.settingsEmailTaken };
    } catch {
      return null;
    }
  });

  function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    if (!check?.ok || !password) return;
    setDone(false);
    setDialog({ kind: 'change', email: check.value, currentPassword: password });
  }

  if (!me) return null;
  // after a reload: the code already sent to the new address can still be entered
  const pending = dialog ? null : pendingEmailChange(me.id, me.email);
  return (
    <>
      <SettingHeader title="Email Update" />
      <section className="settings__panel pm-card pm-panel-enter" aria-label="Change email">
        {done && <Alert tone="success">Your email is verified.</Alert>}
        {pending && (
          <div className="settings__pending">
            <p>
              A code was sent to <strong>{pending}</strong>.
            </p>
            <Button variant="secondary" size="small" onClick={() => setDialog({ kind: 'change', email: pending, currentPassword: '' })}>
              Enter the code
            </Button>
          </div>
        )}
        <div className="settings__current">
          <span className="settings__current-label">Current email</span>
          <span className="settings__current-value">{me.email ?? 'Not set'}</span>
          {me.email &&
            (me.emailVerified ? (
              <Pill tone="success" className="settings__badge">
                <CheckIcon size={14} /> Verified
              </Pill>
            ) : (
              <>
                <Pill tone="warning" className="settings__badge">
                  Not verified
                </Pill>
                <Button variant="secondary" size="small" onClick={() => setDialog({ kind: 'send' })}>
                  Verify
                </Button>
              </>
            ))}
        </div>
        <form onSubmit={onSubmit} noValidate>
          <TextField
            id="setting-email"
            label="New email"
            type="email"
            inputMode="email"
            autoComplete="email"
            value={value}
            error={check && !check.ok ? check.message : null}
            hint={checking ? 'Checking…' : check?.ok ? 'This email is available.' : undefined}
            onChange={(e) => setValue(e.target.value)}
            onBlur={() => void checkNow('blur')}
          />
          <TextField
            id="setting-email-password"
            label="Current password"
            type="password"
            autoComplete="current-password"
            value={password}
            hint="Your current address stays until the new one is confirmed with its code."
            onChange={(e) => setPassword(e.target.value)}
          />
          <div className="settings__actions">
            <Button type="submit" disabled={!check?.ok || !password}>
              Verify Now
            </Button>
          </div>
        </form>
      </section>
      {dialog && (
        <VerifyEmailDialog
          userId={me.id}
          currentEmail={me.email}
          start={dialog}
          onClose={() => {
            setDialog(null);
            setPassword('');
          }}
          onVerified={() => {
            setDialog(null);
            setDone(true);
            setValue('');
            setPassword('');
            reset();
          }}
        />
      )}
    </>
  );
}

function VerifyEmailDialog(props: { userId: string; currentEmail: string | null; start: VerificationStart; onClose: () => void; onVerified: () => void }) {
  const verification = useEmailVerification(props);
  return (
    <ModalDialog title="Verify Email Id" onEscape={props.onClose} onClose={props.onClose} onOutsideClick={props.onClose}>
      <VerifyEmailPanel verification={verification} onVerified={props.onVerified} />
    </ModalDialog>
  );
}
