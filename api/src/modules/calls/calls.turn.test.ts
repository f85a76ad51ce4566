import { spawn, type ChildProcess } from 'node:child_process';
import { createHash, createHmac, randomBytes } from 'node:crypto';
import { createSocket, type Socket } from 'node:dgram';
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { iceServersFor, turnCredential } from './calls.turn.js';

const TURNSERVER = '/usr/bin/turnserver';
const SECRET = 'coturn-test-secret-0123456789';
const REALM = 'poolmates';

describe('TURN REST credentials (unit)', () => {
  it('username expiry:userid, password base64(HMAC-SHA1(secret, username)), ≤ the configured lifetime', () => {
    const now = new Date('2026-11-23T10:00:00Z');
    const { iceServers, expiresAt } = iceServersFor({ CALL_STUN_URLS: 'stun:s.example:3478', TURN_URLS: 'turn:t.example:3478', TURN_SECRET: SECRET, CALL_TURN_TTL_SECONDS: 3600 }, 42, now);
    expect(expiresAt).toEqual(new Date('2026-11-23T11:00:00Z'));
    expect(iceServers[0]).toEqual({ urls: ['stun:s.example:3478'], username: null, credential: null });
    const username = `${Date.parse('2026-11-23T11:00:00Z') / 1000}:42`;
    expect(iceServers[1]).toEqual({ urls: ['turn:t.example:3478'], username, credential: createHmac('sha1', SECRET).update(username).digest('base64') });
    expect(iceServersFor({ CALL_STUN_URLS: 'none', TURN_URLS: undefined, TURN_SECRET: undefined, CALL_TURN_TTL_SECONDS: 3600 }, 42, now)).toEqual({ iceServers: [], expiresAt: null });
  });
});

// ---- a tiny TURN client: Allocate over UDP with long-term credentials (RFC 5766 / 5389) ----
const COOKIE = 0x2112a442;
const attr = (type: number, value: Buffer) => {
  const pad = (4 - (value.length % 4)) % 4;
  const h = Buffer.alloc(4);
  h.writeUInt16BE(type, 0);
  h.writeUInt16BE(value.length, 2);
  return Buffer.concat([h, value, Buffer.alloc(pad)]);
};
function message(type: number, tid: Buffer, attrs: Buffer[], key?: Buffer): Buffer {
  let body = Buffer.concat(attrs);
  const header = (len: number) => {
    const h = Buffer.alloc(20);
    h.writeUInt16BE(type, 0);
    h.writeUInt16BE(len, 2);
    h.writeUInt32BE(COOKIE, 4);
    tid.copy(h, 8);
    return h;
  };
  if (key) {
    const mac = createHmac('sha1', key).update(Buffer.concat([header(body.length + 24), body])).digest();
    body = Buffer.concat([body, attr(0x0008, mac)]);
  }
  return Buffer.concat([header(body.length), body]);
}
function parse(buf: Buffer): { type: number; attrs: Map<number, Buffer> } {
  const attrs = new Map<number, Buffer>();
  for (let o = 20; o + 4 <= buf.length; ) {
    const t = buf.readUInt16BE(o);
    const l = buf.readUInt16BE(o + 2);
    attrs.set(t, buf.subarray(o + 4, o + 4 + l));
    o += 4 + l + ((4 - (l % 4)) % 4);
  }
  return { type: buf.readUInt16BE(0), attrs };
}
function ask(sock: Socket, port: number, msg: Buffer): Promise<ReturnType<typeof parse>> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('no TURN answer')), 3000);
    sock.once('message', (m) => {
      clearTimeout(timer);
      resolve(parse(m));
    });
    sock.send(msg, port, '127.0.0.1');
  });
}
/** Allocate with these credentials: 'relayed' with the relay address, or the error code. */
async function allocate(port: number, username: string, password: string): Promise<{ ok: true; relayPort: number } | { ok: false; code: number }> {
  const sock = createSocket('udp4');
  await new Promise<void>((r) => sock.bind(0, '127.0.0.1', r));
  try {
    const transport = attr(0x0019, Buffer.from([17, 0, 0, 0]));
    const first = await ask(sock, port, message(0x0003, randomBytes(12), [transport]));
    const realm = first.attrs.get(0x0014)!;
    const nonce = first.attrs.get(0x0015)!;
    const key = createHash('md5').update(`${username}:${realm.toString()}:${password}`).digest();
    const r = await ask(sock, port, message(0x0003, randomBytes(12), [transport, attr(0x0006, Buffer.from(username)), attr(0x0014, realm), attr(0x0015, nonce)], key));
    if (r.type === 0x0103) return { ok: true, relayPort: r.attrs.get(0x0016)!.readUInt16BE(2) ^ (COOKIE >>> 16) };
    const err = r.attrs.get(0x0009)!;
    return { ok: false, code: err[2] * 100 + err[3] };
  } finally {
    sock.close();
  }
}

const freeUdpPort = async (): Promise<number> => {
  const s = createSocket('udp4');
  await new Promise<void>((r) => s.bind(0, '127.0.0.1', r));
  const { port } = s.address();
  s.close();
  return port;
};

/** Debian's coturn, when installed: a fresh credential gets a relay; an expired or forged one is refused. */
describe.skipIf(!existsSync(TURNSERVER))('TURN credentials against coturn', () => {
  let coturn: ChildProcess;
  let port: number;
  beforeAll(async () => {
    port = await freeUdpPort();
    const dir = mkdtempSync(join(tmpdir(), 'pm-coturn-'));
    const relay = 50_000 + Math.floor(Math.random() * 10_000);
    coturn = spawn(TURNSERVER, [
      '-n', '--listening-ip=127.0.0.1', `--listening-port=${port}`, '--relay-ip=127.0.0.1', '--use-auth-secret', `--static-auth-secret=${SECRET}`,
      `--realm=${REALM}`, '--no-cli', '--no-tls', '--no-dtls', '--no-tcp', `--min-port=${relay}`, `--max-port=${relay + 20}`, `--db=${join(dir, 'turndb')}`, `--pidfile=${join(dir, 'pid')}`, '--log-file=stdout', '--simple-log',
    ], { stdio: 'ignore' });
    // ready when it answers (a 401 to an unauthenticated Allocate)
    for (let i = 0; i < 50; i++) {
      const r = await allocate(port, 'probe', 'probe').catch(() => null);
      if (r) break;
      await new Promise((res) => setTimeout(res, 100));
    }
  });
  afterAll(() => {
    coturn?.kill('SIGTERM');
  });

  it('relays with a fresh credential; refuses an expired one and a wrong password', async () => {
    const { iceServers } = iceServersFor({ CALL_STUN_URLS: 'none', TURN_URLS: `turn:127.0.0.1:${port}`, TURN_SECRET: SECRET, CALL_TURN_TTL_SECONDS: 600 }, 7, new Date());
    const fresh = await allocate(port, iceServers[0].username!, iceServers[0].credential!);
    expect(fresh).toMatchObject({ ok: true });
    const expired = turnCredential(SECRET, 7, Math.floor(Date.now() / 1000) - 60);
    expect(await allocate(port, expired.username, expired.credential)).toEqual({ ok: false, code: 401 });
    expect(await allocate(port, iceServers[0].username!, 'forged')).toEqual({ ok: false, code: 401 });
  });
});
