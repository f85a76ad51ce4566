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

describe('the readable format (LOG_FORMAT=pretty)', () => {
  it('prints time, level, message and fields on one line, the stack below, and still redacts', async () => {
    const { prettyDestination } = await import('./logger.js');
    let out = '';
    const log = createLogger('info', prettyDestination({ write: (t: string) => (out += t) }));
    log.info({ url: 'http://localhost:4000', password: 'p-secret-1' }, 'Poolmates is ready');
    log.error({ err: new Error('boom') }, 'it failed');
    const [ready, failed] = out.split('\n');
    expect(ready).toMatch(/^\d\d:\d\d:\d\d INFO  Poolmates is ready url=http:\/\/localhost:4000 password=\[redacted\]$/);
    expect(failed).toMatch(/ERROR it failed$/);
    expect(out).toContain('Error: boom');
    expect(out).not.toContain('p-secret-1');
  });

  it('leaves out a field whose text the message already says (the dev outbox line said to= and subject= twice)', async () => {
    const { prettyDestination } = await import('./logger.js');
    let out = '';
    const log = createLogger('info', prettyDestination({ write: (t: string) => (out += t) }));
    log.info({ to: 'a@b.test', subject: 'Your code: 123456', attempt: 2, id: 'x' }, 'dev outbox: "Your code: 123456" to a@b.test (see /dev/outbox)');
    expect(out).toMatch(/^\d\d:\d\d:\d\d INFO  dev outbox: "Your code: 123456" to a@b\.test \(see \/dev\/outbox\) attempt=2 id=x\n$/);
  });
});
