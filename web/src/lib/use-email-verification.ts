import { useApolloClient } from '@apollo/client/react';
import { isValidEmail, LIMITS, MSG, normalizeEmail } from '@poolmates/schema';
import { useEffect, useRef, useState } from 'react';
import {
  ChangeEmailMutationDocument,
  SendVerificationEmailMutationDocument,
  VerifyEmailMutationDocument,
} from './email-verification.graphql';
import { errorMessage, retryAfterSeconds } from './graphql-errors';
import { useCountdown } from './use-countdown';

/**
 * What opening the dialog does: mail a code to the account email, ask for a new address first
 * (which needs the current password), or wait.
 */
export type VerificationStart =
  | { kind: 'send' }
  | { kind: 'change'; email: string; currentPassword: string }
  | { kind: 'none' }
  /** A code already went out (the onboarding's "Add an email" asked for it): enter it. */
  | { kind: 'sent'; sent: CodeSent };

export interface Notice {
  tone: 'success' | 'error' | 'info';
  text: string;
}

export interface EmailVerification {
  /** Where the codes go. */
  email: string | null;
  /** Seconds until 'Resend code' (and 'Skip Now') become active. */
  secondsLeft: number;
  /** A code is out and can be confirmed. */
  canConfirm: boolean;
  starting: boolean;
  busy: 'change' | 'resend' | 'verify' | null;
  notice: Notice | null;
  /** Asks for a new address; the account keeps its current one until the code is confirmed. */
  changeEmail: (email: string, currentPassword: string) => Promise<boolean>;
  resend: () => Promise<void>;
  verify: (code: string) => Promise<boolean>;
}

export interface CodeSent {
  verifyId: string;
  email: string;
  resendAvailableAt: string;
  message: string;
}

/** The code in flight is kept for the browser session (accounts.md: "the OTP state is stored"). */
const PENDING_KEY = 'poolmates.pendingEmailCode';
interface Pending {
  userId: string;
  verifyId: string;
  email: string;
  deadline: number;
  sentAt: number;
}

function readPending(userId: string, email: string | null): Pending | null {
  try {
    const p = JSON.parse(window.sessionStorage.getItem(PENDING_KEY) ?? 'null') as Pending | null;
    const fresh = p && Date.now() - p.sentAt < LIMITS.otpTtlSeconds * 1000;
    return fresh && p.userId === userId && p.email === email ? p : null;
  } catch {
    return null;
  }
}

/**
 * The new address a code is out for (an email change asked for in this browser session and not
 * confirmed yet), so a reload can go back to entering that code instead of asking again.
 */
export function pendingEmailChange(userId: string, currentEmail: string | null): string | null {
  try {
    const p = JSON.parse(window.sessionStorage.getItem(PENDING_KEY) ?? 'null') as Pending | null;
    const fresh = p && Date.now() - p.sentAt < LIMITS.otpTtlSeconds * 1000;
    return fresh && p.userId === userId && p.email !== currentEmail ? p.email : null;
  } catch {
    return null;
  }
}

function writePending(p: Pending | null): void {
  try {
    if (p) window.sessionStorage.setItem(PENDING_KEY, JSON.stringify(p));
    else window.sessionStorage.removeItem(PENDING_KEY);
  } catch {
    // Private mode without storage: the dialog still works, it just forgets on reload.
  }
}

/** The server's resend time, never further than the 30 s countdown (a clock behind the server's). */
function deadlineOf(resendAvailableAt: string): number {
  const max = Date.now() + LIMITS.otpResendSeconds * 1000;
  const at = Date.parse(resendAvailableAt);
  return Number.isFinite(at) ? Math.min(at, max) : max;
}

/**
 * The logic of the 'Verify Email Id' dialog: the first code on open, Edit → Save (changeEmail),
 * Resend after the countdown (a RATE_LIMITED answer restarts it from `retryAfterSeconds`), Confirm.
 */
export function useEmailVerification({ userId, currentEmail, start }: { userId: string; currentEmail: string | null; start: VerificationStart }): EmailVerification {
  const client = useApolloClient();
  const [code, setCode] = useState<{ email: string | null; verifyId: string | null }>(start.kind === 'sent' ? { email: start.sent.email, verifyId: start.sent.verifyId } : { email: currentEmail, verifyId: null });
  const [deadline, setDeadline] = useState<number | null>(null);
  const [notice, setNotice] = useState<Notice | null>(null);
  const [busy, setBusy] = useState<EmailVerification['busy']>(null);
  const [starting, setStarting] = useState(start.kind !== 'none' && start.kind !== 'sent');
  const secondsLeft = useCountdown(deadline);
  const started = useRef(false);

  function accept(sent: CodeSent) {
    const next = deadlineOf(sent.resendAvailableAt);
    setCode({ email: sent.email, verifyId: sent.verifyId });
    setDeadline(next);
    writePending({ userId, verifyId: sent.verifyId, email: sent.email, deadline: next, sentAt: Date.now() });
  }

  function refused(error: unknown) {
    const wait = retryAfterSeconds(error);
    if (wait) setDeadline(Date.now() + wait * 1000);
    setNotice({ tone: 'error', text: errorMessage(error) });
  }

  async function send(): Promise<boolean> {
    try {
      const { data } = await client.mutate({ mutation: SendVerificationEmailMutationDocument });
      if (data) accept(data.sendVerificationEmail);
      return true;
    } catch (error) {
      refused(error);
      return false;
    }
  }

  async function changeEmail(raw: string, currentPassword: string): Promise<boolean> {
    const email = raw.trim();
    if (!isValidEmail(email)) {
      setNotice({ tone: 'error', text: MSG.emailInvalidDialog });
      return false;
    }
    if (!currentPassword) {
      setNotice({ tone: 'error', text: MSG.currentPasswordRequired });
      return false;
    }
    setBusy('change');
    setNotice(null);
    try {
      const { data } = await client.mutate({ mutation: ChangeEmailMutationDocument, variables: { email, currentPassword } });
      if (!data) return false;
      // The account keeps its address (me.email) until the code is confirmed; verifyEmail's answer updates it.
      accept(data.changeEmail);
      setNotice({ tone: 'success', text: data.changeEmail.message });
      return true;
    } catch (error) {
      refused(error);
      return false;
    } finally {
      setBusy(null);
    }
  }

  async function resend() {
    setBusy('resend');
    setNotice(null);
    if (await send()) setNotice({ tone: 'info', text: 'A new code is on its way.' });
    setBusy(null);
  }

  async function verify(otp: string): Promise<boolean> {
    if (!code.verifyId) {
      setNotice({ tone: 'error', text: 'Ask for a new code when the countdown ends.' });
      return false;
    }
    setBusy('verify');
    setNotice(null);
    try {
      await client.mutate({ mutation: VerifyEmailMutationDocument, variables: { verifyId: code.verifyId, code: otp.trim() } });
      writePending(null);
      setNotice({ tone: 'success', text: MSG.emailVerified });
      return true;
    } catch (error) {
      setNotice({ tone: 'error', text: errorMessage(error) });
      return false;
    } finally {
      setBusy(null);
    }
  }

  // The first code, once (StrictMode runs effects twice; the ref keeps it to one request).
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    if (start.kind === 'none') return;
    if (start.kind === 'sent') {
      accept(start.sent);
      setStarting(false);
      return;
    }
    // A code already out for this address (the page was reloaded after 'Verify Now'): enter it,
    // the resend countdown goes on where it was (issue 17: a reload disabled the code box).
    const pending = readPending(userId, start.kind === 'change' ? normalizeEmail(start.email) : currentEmail);
    if (start.kind === 'change' && !pending) {
      void changeEmail(start.email, start.currentPassword).finally(() => setStarting(false));
      return;
    }
    if (pending) {
      setCode({ email: pending.email, verifyId: pending.verifyId });
      setDeadline(pending.deadline);
      setStarting(false);
      return;
    }
    void send().finally(() => setStarting(false));
    // Only on open: later changes go through the dialog's own actions.
    // oxlint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return {
    email: code.email,
    secondsLeft,
    canConfirm: !!code.verifyId,
    starting,
    busy,
    notice,
    changeEmail,
    resend,
    verify,
  };
}
