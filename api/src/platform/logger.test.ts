import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { createLogger } from './logger.js';

describe('the logger', () => {
  it('never writes a password-ish field, however deep', () => {
    const lines: string[] = [];
    const sink = new Writable({ write: (chunk, _enc, done) => (lines.push(String(chunk)), done()) });
    const log = createLogger('info', sink);
    log.info({ password: 'p-top-1' }, 'top');
    log.info({ input: { password: 'p-one-2', currentPassword: 'p-one-3' } }, 'one level');
    log.info({ variables: { input: { newPassword: 'p-two-4', pin: '9911' } } }, 'two levels');
    log.info({ a: { b: { c: { token: 'p-three-5', authToken: 'p-three-6' } } } }, 'three levels');
    log.info({ req: { headers: { cookie: 'pm_session=p-cookie-7', authorization: 'Bearer p-bearer-8' } } }, 'headers');
    const out = lines.join('');
    for (const secret of ['p-top-1', 'p-one-2', 'p-one-3', 'p-two-4', '9911', 'p-three-5', 'p-three-6', 'p-cookie-7', 'p-bearer-8']) expect(out).not.toContain(secret);
    expect(out).toContain('[redacted]');
    expect(lines).toHaveLength(5);
  });
});
