import { MSG, SPEC_TEXT } from '@poolmates/schema';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerUser, uniqueName } from '../../../test/factories.js';
import type { TestApp } from '../../../test/harness.js';
import { startTestAppWithMailbox, verifyEmailOf, type Mailbox } from '../../../test/mailbox.js';

let t: TestApp;
let mailbox: Mailbox;
let stop: () => Promise<void>;
beforeAll(async () => {
  ({ t, mailbox, stop } = await startTestAppWithMailbox());
});
afterAll(() => stop?.());

describe('email OTP paths', () => {
  it('/sendopt → mail → /verifyemailotp; userid in the payload is ignored', async () => {
    const u = await registerUser(t);
    const sent = await u.client.rest('POST', '/sendopt', { userObj: { userid: 1, email: 'someone-else@example.com' } });
    expect(sent).toMatchObject({ STATUSCODE: 0, PAYLOAD: { verifyid: expect.any(String), email: u.email } });
    const mail = await mailbox.next(u.email);
    const wrong = await u.client.rest('POST', '/verifyemailotp', { verifyobj: { verifyid: sent.PAYLOAD.verifyid, otp: mail.code === '999999' ? '111111' : '999999', userid: 1 } });
    expect(wrong).toMatchObject({ STATUSCODE: 1, MESSAGE: MSG.otpMismatch });
    const ok = await u.client.rest('POST', '/verifyemailotp', { verifyobj: { verifyid: sent.PAYLOAD.verifyid, otp: mail.code } });
    expect(ok).toMatchObject({ STATUSCODE: 0, MESSAGE: MSG.emailVerified, PAYLOAD: { isEmailVerified: true } });
    expect(await u.client.rest('POST', '/senduseremailotp', {})).toMatchObject({ STATUSCODE: 1, MESSAGE: expect.stringMatching(/^Please wait/) });
    expect(await u.client.rest('POST', '/verifyemailotp', {})).toMatchObject({ STATUSCODE: 1, MESSAGE: 'verifyobj must be a JSON object.' });
  });

  it('/updateuseremailaccount changes the address (PAYLOAD 1 when taken) and /verifyuserupdatemailopt confirms it', async () => {
    const u = await registerUser(t);
    const other = await registerUser(t);
    expect(await u.client.rest('POST', '/updateuseremailaccount', { userEmail: other.email })).toMatchObject({ STATUSCODE: 1, MESSAGE: SPEC_TEXT.emailTaken, PAYLOAD: 1 });
    const fresh = `${uniqueName()}@example.net`;
    const r = await u.client.rest('POST', '/updateuseremailaccount', { userEmail: fresh, userid: 1 });
    expect(r).toMatchObject({ STATUSCODE: 0, MESSAGE: SPEC_TEXT.emailUpdatedOtpSent });
    const mail = await mailbox.next(fresh);
    const ok = await u.client.rest('POST', '/verifyuserupdatemailopt', { verifyobj: { verifyid: r.PAYLOAD.verifyid, otp: mail.code } });
    expect(ok.PAYLOAD).toEqual({ isEmailVerified: true, useremail: fresh });
  });

  it('refuse a visitor with STATUSCODE 2 where a session is needed', async () => {
    const c = t.client();
    expect((await c.rest('POST', '/senduseremailotp', {})).STATUSCODE).toBe(2);
    expect((await c.rest('POST', '/updateuseremailaccount', { userEmail: 'a@b.co' })).STATUSCODE).toBe(2);
  });
});

describe("the client's own verifyid (accounts.md §7 payloads)", () => {
  /** "a generated id plus a timestamp", as the legacy client makes it */
  const clientId = () => `${Math.random().toString(36).slice(2, 12)}${Date.now()}`;

  it('/senduseremailotp → /verifyemailotp with the same verifyid; it stays bound to the session user', async () => {
    const u = await registerUser(t);
    const verifyid = clientId();
    const sent = await u.client.rest('POST', '/senduseremailotp', { userObj: { userid: Number(u.id), verifyid, email: u.email, userName: u.username } });
    expect(sent.STATUSCODE).toBe(0);
    const mail = await mailbox.next(u.email);
    const stranger = await registerUser(t);
    const theirs = await stranger.client.rest('POST', '/verifyemailotp', { verifyobj: { email: u.email, userid: Number(u.id), verifyid, otp: mail.code, currentemail: u.email } });
    expect(theirs).toMatchObject({ STATUSCODE: 1, MESSAGE: MSG.otpNotFound });
    const ok = await u.client.rest('POST', '/verifyemailotp', { verifyobj: { email: u.email, userid: Number(u.id), verifyid, otp: mail.code, currentemail: u.email } });
    expect(ok).toMatchObject({ STATUSCODE: 0, MESSAGE: MSG.emailVerified, PAYLOAD: { isEmailVerified: true } });
  });

  it('/updateuseremailaccount {verifyId} → /verifyuserupdatemailopt with it', async () => {
    const u = await registerUser(t);
    const fresh = `${uniqueName()}@example.net`;
    const verifyId = clientId();
    const r = await u.client.rest('POST', '/updateuseremailaccount', { userEmail: fresh, userid: Number(u.id), username: u.username, verifyId });
    expect(r.STATUSCODE).toBe(0);
    const mail = await mailbox.next(fresh);
    const ok = await u.client.rest('POST', '/verifyuserupdatemailopt', { verifyobj: { email: fresh, userid: Number(u.id), verifyid: verifyId, otp: mail.code, currentemail: u.email } });
    expect(ok).toMatchObject({ STATUSCODE: 0, PAYLOAD: { isEmailVerified: true, useremail: fresh } });
  });

  it("/getuserpassinfo's result.verifyid works at /confirmopt for the code /sendopt mails next; so does the client's own id", async () => {
    const u = await registerUser(t);
    await verifyEmailOf(u, mailbox);
    const c = t.client();
    const found = await c.rest('POST', '/getuserpassinfo', { passobj: { useremail: u.email } });
    const verifyid = found.PAYLOAD.result.verifyid as string;
    expect(verifyid).toMatch(/^rv\./);
    expect((await c.rest('POST', '/sendopt', { userObj: { email: u.email } })).STATUSCODE).toBe(0);
    const mail = await mailbox.next(u.email);
    const wrong = mail.code === '000000' ? '111111' : '000000';
    expect(await c.rest('POST', '/confirmopt', { obj: { verifyid, otpValue: wrong } })).toMatchObject({ STATUSCODE: 1, MESSAGE: MSG.otpMismatch });
    expect(await c.rest('POST', '/confirmopt', { obj: { verifyid: `${verifyid}0`, otpValue: mail.code } })).toMatchObject({ STATUSCODE: 1, MESSAGE: MSG.otpNotFound });
    expect((await c.rest('POST', '/confirmopt', { obj: { verifyid, otpValue: mail.code } })).STATUSCODE).toBe(0);

    const v = await registerUser(t);
    await verifyEmailOf(v, mailbox);
    const own = clientId();
    const visitor = t.client();
    expect((await visitor.rest('POST', '/sendopt', { userObj: { email: v.email, verifyid: own } })).STATUSCODE).toBe(0);
    const m2 = await mailbox.next(v.email);
    expect((await visitor.rest('POST', '/confirmopt', { obj: { verifyid: own, otpValue: m2.code } })).STATUSCODE).toBe(0);
  });
});

describe('forgot password paths', () => {
  it('/getuserpassinfo → /sendopt (visitor) → /confirmopt → /resetpassword (token kept in a cookie)', async () => {
    const u = await registerUser(t);
    await verifyEmailOf(u, mailbox);
    const c = t.client();
    expect(await c.rest('POST', '/getuserpassinfo', { passobj: { useremail: 'ghost@example.com' } })).toMatchObject({ STATUSCODE: 1, MESSAGE: SPEC_TEXT.noRecord, PAYLOAD: { result: 'NA' } });
    expect((await c.rest('POST', '/getuserpassinfo', { passobj: { useremail: u.email } })).PAYLOAD.result.useremail).toMatch(/@example\.com$/);
    const sent = await c.rest('POST', '/sendopt', { userObj: { email: u.email } });
    const mail = await mailbox.next(u.email);
    expect(mail.subject).toMatch(/reset/);
    expect((await c.rest('POST', '/confirmopt', { obj: { verifyid: sent.PAYLOAD.verifyid, otpValue: mail.code } })).STATUSCODE).toBe(0);
    expect(await c.rest('POST', '/resetpassword', { passobj: { useremail: u.email, password: 'new legacy pass', confpassword: 'nope' } })).toMatchObject({ STATUSCODE: 1, MESSAGE: MSG.passwordMismatchRecovery });
    const done = await c.rest('POST', '/resetpassword', { passobj: { useremail: u.email, password: 'new legacy pass', confpassword: 'new legacy pass' } });
    expect(done).toMatchObject({ STATUSCODE: 0, MESSAGE: MSG.passwordChanged, PAYLOAD: { userdetails: { userid: Number(u.id) } } });
    expect((await c.rest('GET', '/profile')).PAYLOAD.userid).toBe(Number(u.id));
  });

  it('/getuserpassmobinfo and /verifysecuirtycode', async () => {
    const username = uniqueName();
    const c = t.client();
    await c.rest('POST', '/register', { username, email: `${username}@example.com`, mobile: '+33 6 12 34 56 78', password: 'a fine password' });
    const code = (await c.rest('POST', '/getsecruitycode', {})).PAYLOAD as string;
    const v = t.client();
    expect((await v.rest('POST', '/getuserpassmobinfo', { passobj: { usermobile: '+33612345678' } })).STATUSCODE).toBe(0);
    expect((await v.rest('POST', '/getuserpassmobinfo', { passobj: { usermobile: '+33612345670' } })).PAYLOAD).toEqual({ result: 'NA' });
    expect(await v.rest('POST', '/verifysecuirtycode', { secuirtycode: 'AAAA-AAAA-AAAA-AAAA', useremail: `${username}@example.com` })).toMatchObject({ STATUSCODE: 1, MESSAGE: MSG.recoveryCodeMismatch });
    expect((await v.rest('POST', '/verifysecuirtycode', { secuirtycode: code, useremail: `${username}@example.com` })).STATUSCODE).toBe(0);
    const done = await v.rest('POST', '/resetpassword', { passobj: { password: 'mobile path pass', confpassword: 'mobile path pass' } });
    expect(done.PAYLOAD.secuirtycode).toMatch(/^[2-9A-Z]{4}-/);
  });

  it('/resetpassword without a verified step is refused', async () => {
    expect(await t.client().rest('POST', '/resetpassword', { passobj: { password: 'x', confpassword: 'x' } })).toMatchObject({ STATUSCODE: 1, MESSAGE: MSG.resetGrantInvalid });
  });
});

describe('onboarding, settings and PIN paths', () => {
  it('/completeprofile and /updateuseraccstatus', async () => {
    const u = await registerUser(t);
    expect((await u.client.rest('POST', '/completeprofile', { userobj: { userid: 9, sterotype: 'Nerd', gender: 'M', location: 'Oslo, Norway', timezone: 'Europe/Oslo' } })).STATUSCODE).toBe(0);
    expect((await u.client.rest('GET', '/profile')).PAYLOAD).toMatchObject({ sterotype: 'Nerd', timezone: 'Europe/Oslo' });
    expect((await u.client.rest('POST', '/updateuseraccstatus', { userid: 9 })).STATUSCODE).toBe(0);
    expect((await u.client.gql('{ me { onboardingStep } }')).data.me.onboardingStep).toBe('DONE');
    expect(await u.client.rest('POST', '/completeprofile', { userobj: { timezone: 'Moon/Base' } })).toMatchObject({ STATUSCODE: 1, MESSAGE: MSG.timezoneInvalid });
  });

  it('/checkuserpassword, /changeuserpassword, /updateusername, /getsecruitycode', async () => {
    const u = await registerUser(t);
    await u.client.rest('POST', '/updateuseraccstatus', {});
    expect(await u.client.rest('POST', '/checkuserpassword', { usrpasswordobj: { password: 'wrong pass' } })).toMatchObject({ STATUSCODE: 1, MESSAGE: MSG.incorrectPassword });
    expect(await u.client.rest('POST', '/checkuserpassword', { usrpasswordobj: { password: u.password } })).toMatchObject({ STATUSCODE: 0 });
    // right after /checkuserpassword the spec's {userid} body is enough (decision 053; tested further in rest/spec-contract.test.ts)
    expect((await u.client.rest('POST', '/getsecruitycode', { userid: 1 })).PAYLOAD).toMatch(/^[2-9A-Z]{4}-/);
    expect((await u.client.rest('POST', '/getsecruitycode', { password: u.password })).PAYLOAD).toMatch(/^[2-9A-Z]{4}-/);
    expect(await u.client.rest('POST', '/changeuserpassword', { usrpassword: { currentpassword: u.password, newpass: 'seven77', conpass: 'seven77' } })).toMatchObject({ STATUSCODE: 1, MESSAGE: MSG.passwordShortChange });
    expect(await u.client.rest('POST', '/changeuserpassword', { usrpassword: { currentpassword: u.password, newpass: 'eight888!', conpass: 'eight888!' } })).toMatchObject({ STATUSCODE: 0, MESSAGE: MSG.passwordUpdated });
    const name = uniqueName('Renamed');
    expect((await u.client.rest('POST', '/updateusername', { userobj: { username: name } })).PAYLOAD.username).toBe(name);
    expect(await u.client.rest('POST', '/updateusername', { userobj: { username: 'x' } })).toMatchObject({ STATUSCODE: 1, MESSAGE: MSG.usernameShort });
    expect(await u.client.rest('POST', '/changeuserpassword', { usrpassword: 'nope' })).toMatchObject({ STATUSCODE: 1, MESSAGE: 'usrpassword must be a JSON object.' });
  });

  it('/updateuserpin and /verifyuserpin', async () => {
    const u = await registerUser(t);
    expect(await u.client.rest('POST', '/updateuserpin', { pin: '12' })).toMatchObject({ STATUSCODE: 1, MESSAGE: MSG.pinRequired });
    expect(await u.client.rest('POST', '/updateuserpin', { pin: '4321', userid: 1 })).toMatchObject({ STATUSCODE: 0, MESSAGE: MSG.pinUpdated });
    expect(await u.client.rest('POST', '/verifyuserpin', { userpin: '4321' })).toMatchObject({ STATUSCODE: 0 });
    expect(await u.client.rest('POST', '/verifyuserpin', { userpin: '1111' })).toMatchObject({ STATUSCODE: 1, MESSAGE: MSG.pinIncorrect });
    expect(await u.client.rest('POST', '/updateuserpin', { pin: '5555' })).toMatchObject({ STATUSCODE: 1, MESSAGE: MSG.pinCurrentRequired });
    expect(await u.client.rest('POST', '/updateuserpin', { pin: '5555', currentpin: '4321' })).toMatchObject({ STATUSCODE: 0 });
    expect((await t.client().rest('POST', '/verifyuserpin', { userpin: '5555' })).STATUSCODE).toBe(2);
  });

  it('/deactivateaccount then /login answers status 2', async () => {
    const u = await registerUser(t);
    expect(await u.client.rest('POST', '/deactivateaccount', { obj: { password: 'wrong pass' } })).toMatchObject({ STATUSCODE: 1, MESSAGE: MSG.invalidPassword });
    expect(await u.client.rest('POST', '/deactivateaccount', { obj: { password: u.password } })).toMatchObject({ STATUSCODE: 0 });
    expect((await u.client.rest('GET', '/profile')).STATUSCODE).toBe(2);
    expect((await t.client().rest('POST', '/login', { email: u.email, password: u.password })).PAYLOAD.userdetails.status).toBe(2);
  });
});

describe('visit and usage records, profile photo', () => {
  it('/userLoginInfo, /usersinfodata (signed in) and /appdownload (anyone) are recorded with the request IP', async () => {
    const u = await registerUser(t);
    const info = { localip: '10.0.0.9', externalip: '1.2.3.4', browser: 'Chromium', os: 'Linux', deviceinfo: 'desktop', gmt: '+01:00', timezone: 'Europe/Paris' };
    expect((await u.client.rest('POST', '/userLoginInfo', { userloginobj: info })).STATUSCODE).toBe(0);
    expect((await u.client.rest('POST', '/usersinfodata', { userobj: info })).STATUSCODE).toBe(0);
    expect((await t.client().rest('POST', '/appdownload', { userobj: info })).STATUSCODE).toBe(0);
    expect((await t.client().rest('POST', '/userLoginInfo', { userloginobj: info })).STATUSCODE).toBe(2);
    expect((await u.client.rest('POST', '/userLoginInfo', {})).MESSAGE).toBe('userloginobj must be a JSON object.');
    const rows = await t.orm.em.fork().getConnection().execute('select kind, ip, timezone, info from visits where user_id = ? order by id', [u.id]);
    expect(rows.map((r) => r.kind)).toEqual(['CLIENT_INFO', 'CLIENT_INFO']);
    expect(rows[0]).toMatchObject({ ip: u.client.ip, timezone: 'Europe/Paris', info: { browser: 'Chromium', os: 'Linux', device: 'desktop', gmt: '+01:00' } });
    expect(JSON.stringify(rows)).not.toContain('1.2.3.4');
  });

  it('/updateprofilephoto takes a multipart "file" and refuses bad ones with the spec messages', async () => {
    const u = await registerUser(t);
    const send = async (bytes: Buffer, name: string) => {
      const form = new FormData();
      form.set('file', new Blob([new Uint8Array(bytes)]), name);
      return (await u.client.fetch('/updateprofilephoto', { method: 'POST', body: form })).json();
    };
    const png = await sharp({ create: { width: 400, height: 300, channels: 3, background: '#0a0' } }).png().toBuffer();
    const ok = await send(png, 'me.png');
    expect(ok).toMatchObject({ STATUSCODE: 0, PAYLOAD: { profile_image: expect.stringMatching(/^\/uploads\/avatars\//) } });
    expect(await send(Buffer.from('not an image'), 'me.jpg')).toMatchObject({ STATUSCODE: 1, MESSAGE: SPEC_TEXT.imageInvalid });
    expect(await send(Buffer.concat([png, Buffer.alloc(4 * 1024 * 1024)]), 'big.png')).toMatchObject({ STATUSCODE: 1, MESSAGE: SPEC_TEXT.fileTooBig });
    expect(await u.client.rest('POST', '/updateprofilephoto', { file: 'x' })).toMatchObject({ STATUSCODE: 1 });
  });
});
