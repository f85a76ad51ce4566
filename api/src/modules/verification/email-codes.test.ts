import { LIMITS, MSG } from '@poolmates/schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerUser } from '../../../test/factories.js';
import type { GqlResult, TestApp, TestClient } from '../../../test/harness.js';
import { startTestAppWithMailbox, verifyEmailOf, type Mailbox } from '../../../test/mailbox.js';

let t: TestApp;
let mailbox: Mailbox;
let stop: () => Promise<void>;
beforeAll(async () => {
  ({ t, mailbox, stop } = await startTestAppWithMailbox());
});
afterAll(() => stop?.());

const VERIFY = 'mutation($id: ID!, $c: String!) { verifyEmail(verifyId: $id, code: $c) { emailVerified } }';
const RESET_SEND = 'mutation($w: RecoveryIdentity!) { sendPasswordResetCode(who: $w) { verifyId } }';
const RESET_VERIFY = 'mutation($id: ID!, $c: String!) { verifyPasswordResetCode(verifyId: $id, code: $c) { resetToken } }';
const CHANGE = 'mutation($e: String!, $p: String!) { changeEmail(email: $e, currentPassword: $p) { verifyId } }';

const wrongFor = (code: string, i: number) => String((Number(code) + 1 + i) % 1_000_000).padStart(6, '0');
const messageOf = (r: GqlResult) => (r.errors ? r.errors[0].message : 'ok');

/** A fresh code of each kind: where it was sent, how to check it. */
type Kind = { name: string; issue(): Promise<{ code: string; check(code: string): Promise<GqlResult> }> };
const kinds: Kind[] = [
  {
    name: 'email verification',
    async issue() {
      const u = await registerUser(t);
      const sent = await u.client.gql('mutation { sendVerificationEmail { verifyId } }');
      const code = (await mailbox.next(u.email)).code!;
      return { code, check: (c) => u.client.gql(VERIFY, { id: sent.data.sendVerificationEmail.verifyId, c }) };
    },
  },
  {
    name: 'email change',
    async issue() {
      const u = await registerUser(t);
      const to = `new-${u.email}`;
      const sent = await u.client.gql(CHANGE, { e: to, p: u.password });
      const code = (await mailbox.next(to)).code!;
      return { code, check: (c) => u.client.gql(VERIFY, { id: sent.data.changeEmail.verifyId, c }) };
    },
  },
  {
    name: 'password reset',
    async issue() {
      const u = await registerUser(t);
      await verifyEmailOf(u, mailbox);
      const visitor: TestClient = t.client();
      const sent = await visitor.gql(RESET_SEND, { w: { email: u.email } });
      const code = (await mailbox.next(u.email)).code!;
      return { code, check: (c) => visitor.gql(RESET_VERIFY, { id: sent.data.sendPasswordResetCode.verifyId, c }) };
    },
  },
];

describe('the 5 tries of a code hold under parallel guesses', () => {
  for (const kind of kinds) {
    it(`${kind.name}: 9 wrong + the right code at once, 3 rounds: exactly 5 are checked`, async () => {
      for (let round = 0; round < 3; round++) {
        const { code, check } = await kind.issue();
        const answers = (await Promise.all([...Array.from({ length: 9 }, (_, i) => check(wrongFor(code, i))), check(code)])).map(messageOf);
        const count = (m: string) => answers.filter((a) => a === m).length;
        // once the right code is spent, later guesses hear "already used"
        expect(answers.filter((m) => ![MSG.otpMismatch, MSG.otpTooManyTries, MSG.otpUsed, 'ok'].includes(m))).toEqual([]);
        // five tries are reserved one at a time: at most 4 plain mismatches (the 5th wrong one
        // already says "too many"), and the right code counts only if it came within the five
        expect(count(MSG.otpMismatch)).toBeLessThanOrEqual(LIMITS.otpMaxAttempts - 1);
        expect(count(MSG.otpMismatch) + count('ok')).toBeLessThanOrEqual(LIMITS.otpMaxAttempts);
        expect(count(MSG.otpTooManyTries) + count(MSG.otpUsed)).toBeGreaterThanOrEqual(10 - LIMITS.otpMaxAttempts);
        expect([MSG.otpTooManyTries, 'ok']).toContain(answers[9]);
        // either way the code is finished now (or the per-code check limit answers first)
        expect([MSG.otpUsed, MSG.otpTooManyTries, MSG.attemptsRateLimited]).toContain(messageOf(await check(code)));
      }
    }, 60_000);

    it(`${kind.name}: once 5 wrong guesses sent at once are counted, the right code is refused`, async () => {
      const { code, check } = await kind.issue();
      const answers = (await Promise.all(Array.from({ length: LIMITS.otpMaxAttempts }, (_, i) => check(wrongFor(code, i))))).map(messageOf);
      expect(answers.filter((m) => m === MSG.otpTooManyTries)).toHaveLength(1);
      expect(messageOf(await check(code))).toBe(MSG.otpTooManyTries);
    });
  }

  it('the right code sent twice at once is spent once', async () => {
    const { code, check } = await kinds[2].issue();
    const answers = (await Promise.all([check(code), check(code), check(code)])).map(messageOf);
    expect(answers.filter((m) => m === 'ok')).toHaveLength(1);
    expect(answers.filter((m) => m === MSG.otpUsed)).toHaveLength(2);
  });
});
