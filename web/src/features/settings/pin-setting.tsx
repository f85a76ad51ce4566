import { useMutation } from '@apollo/client/react';
import { LIMITS, MSG } from '@poolmates/schema';
import { useState, type FormEvent } from 'react';
import { errorMessage, toFormErrors } from '../../lib/graphql-errors';
import { Alert } from '../../ui/alert';
import { Button } from '../../ui/button';
import { PinBoxes } from '../../ui/pin-boxes';
import { LoadingScreen } from '../../ui/spinner';
import { SetPinMutationDocument, VerifyPinMutationDocument } from './pin.graphql';
import { PinUnlock } from './pin-unlock';
import { SettingHeader } from './setting-header';
import { usePinStatus } from './use-pin-status';

const empty = () => Array.from({ length: LIMITS.pinLength }, () => '');
const complete = (digits: readonly string[]) => digits.every((d) => /^\d$/.test(d));

/**
 * PIN: with a PIN set, the current one is verified first, which enables the new and confirm boxes.
 * Five wrong PINs lock the checks until the password unlocks them.
 */
export function PinSetting() {
  const [status, setStatus] = usePinStatus();
  const [locked, setLocked] = useState(false);
  const [masked, setMasked] = useState(true);
  const [current, setCurrent] = useState(empty);
  const [verified, setVerified] = useState(false);
  const [pin, setPin] = useState(empty);
  const [confirm, setConfirm] = useState(empty);
  const [currentError, setCurrentError] = useState<string | null>(null);
  const [newError, setNewError] = useState<string | null>(null);
  const [notice, setNotice] = useState<{ tone: 'success' | 'info'; text: string } | null>(null);
  const [verify, verifying] = useMutation(VerifyPinMutationDocument);
  const [save, saving] = useMutation(SetPinMutationDocument);
  const hasPin = status === 'set';
  const canSetNew = status === 'none' || (hasPin && verified);

  function refused(error: unknown, field: 'current' | 'new') {
    const { fields, form } = toFormErrors(error, ['currentPin', 'pin', 'confirmPin']);
    const message = fields.currentPin ?? fields.pin ?? fields.confirmPin ?? form ?? errorMessage(error);
    if (message === MSG.pinLocked) {
      setLocked(true);
      setVerified(false);
      setCurrent(empty());
      return;
    }
    if (fields.currentPin || field === 'current') {
      setVerified(false);
      setCurrent(empty());
      setCurrentError(message);
    } else {
      setNewError(message);
    }
  }

  async function onVerify(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    setNotice(null);
    if (!complete(current)) return setCurrentError(MSG.pinRequired);
    setCurrentError(null);
    try {
      await verify({ variables: { pin: current.join('') } });
      setVerified(true);
    } catch (error) {
      refused(error, 'current');
    }
  }

  async function onSave(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    setNotice(null);
    if (!complete(pin) || !complete(confirm)) return setNewError(MSG.pinRequired);
    if (pin.join('') !== confirm.join('')) return setNewError(MSG.pinMismatch);
    setNewError(null);
    try {
      const { data } = await save({
        variables: { input: { pin: pin.join(''), confirmPin: confirm.join(''), currentPin: hasPin ? current.join('') : null } },
      });
      setNotice({ tone: 'success', text: data?.setPin.message ?? MSG.pinUpdated });
      setCurrent(empty());
      setPin(empty());
      setConfirm(empty());
      setVerified(false);
      setStatus('set');
    } catch (error) {
      refused(error, 'new');
    }
  }

  const header = <SettingHeader title="PIN" lead="Four digits for quick checks. Keep it to yourself." />;
  if (status === 'loading' || status === 'error') {
    return (
      <>
        {header}
        {status === 'loading' ? <LoadingScreen label="Loading…" /> : <Alert>{MSG.somethingBroke}</Alert>}
      </>
    );
  }

  return (
    <>
      {header}
      <section className="settings__panel pm-card pm-panel-enter" aria-label="Change PIN">
        {notice && <Alert tone={notice.tone}>{notice.text}</Alert>}
        <div className="settings__pin-toolbar">
          <Button variant="secondary" size="small" aria-pressed={!masked} onClick={() => setMasked((m) => !m)}>
            {masked ? 'Show' : 'Hide'}
          </Button>
        </div>
        {locked ? (
          <PinUnlock
            onUnlocked={() => {
              setLocked(false);
              setCurrentError(null);
              setNotice({ tone: 'info', text: 'PIN checks are unlocked. Enter your current PIN.' });
            }}
          />
        ) : (
          hasPin && (
            <form onSubmit={onVerify} noValidate className="settings__pin-step">
              <PinBoxes id="pin-current" label="Current PIN" value={current} onChange={setCurrent} masked={masked} disabled={verified} error={currentError} />
              {verified ? (
                <p className="settings__ok">Current PIN verified.</p>
              ) : (
                <Button type="submit" variant="secondary" loading={verifying.loading}>
                  Verify
                </Button>
              )}
            </form>
          )
        )}
        <form onSubmit={onSave} noValidate className="settings__pin-step">
          <PinBoxes id="pin-new" label="New PIN" value={pin} onChange={setPin} masked={masked} disabled={!canSetNew || locked} />
          <PinBoxes id="pin-confirm" label="Confirm PIN" value={confirm} onChange={setConfirm} masked={masked} disabled={!canSetNew || locked} error={newError} />
          <div className="settings__actions">
            <Button type="submit" disabled={!canSetNew || locked} loading={saving.loading}>
              Save PIN
            </Button>
          </div>
        </form>
      </section>
    </>
  );
}
