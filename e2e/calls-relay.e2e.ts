import { spawn, type ChildProcess } from 'node:child_process';
import { createHmac, randomBytes } from 'node:crypto';
import { createSocket } from 'node:dgram';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser, Page } from '@playwright/test';
import { expect, test } from './fixtures.js';
import { expectMediaFlowing, launchFakeMedia, person, squad, type CallWindow, type Person } from './calls-helpers.js';

/**
 * Relay-only ICE through coturn (issue 14, decision 042): two people in a call whose browsers may
 * use nothing but TURN relay candidates, with the REST credentials the server hands out.
 *
 * This spec owns its two servers (the Playwright config's server, which has no TURN, stays unused):
 * - Debian's `turnserver` with docker-compose.yml's coturn settings (use-auth-secret +
 *   static-auth-secret, realm, fingerprint, no-cli, no-multicast-peers, a relay port range, the same
 *   denied-peer-ip ranges), on 127.0.0.1 and a free port (34780 when free) instead of 3478. What
 *   differs from the compose file, and why:
 *     · loopback peers are ALLOWED (`--allow-loopback-peers`, and 127.0.0.0/8 and ::1 left out of
 *       the denied ranges): both browsers run on this machine, so each relay address the other relay
 *       sends to is 127.0.0.1. Production denies loopback and private ranges (a TURN server must not
 *       be a way into the compose network) and advertises a routable `external-ip`.
 *     · no TLS/DTLS listener (no certificate here; compose's 5349 needs one mounted); UDP and TCP
 *       TURN on the one port, as compose's default TURN_URLS has them.
 *     · its database and pid file in a temporary directory (Debian's defaults need root).
 * - `node api/dist/main.js` (the build `scripts/e2e.mjs` makes) on a free port with its own
 *   DATA_DIR, with TURN_URLS/TURN_SECRET pointing at that coturn and no STUN (the machine is offline;
 *   relay-only ICE never uses STUN).
 *
 * Relay-only is forced in the browser by an init script that wraps RTCPeerConnection to add
 * `iceTransportPolicy: 'relay'`: production code is untouched and keeps its default policy.
 */
const TURNSERVER = '/usr/bin/turnserver';
const root = fileURLToPath(new URL('..', import.meta.url));
const SECRET = `e2e-turn-${randomBytes(12).toString('hex')}`;
const REALM = 'poolmates';
const RELAY_MIN = 49300;
const RELAY_MAX = 49340;
// docker-compose.yml's denied-peer-ip without 127.0.0.0/8 and ::1 (both browsers are on loopback)
const DENIED = ['0.0.0.0-0.255.255.255', '10.0.0.0-10.255.255.255', '100.64.0.0-100.127.255.255', '169.254.0.0-169.254.255.255', '172.16.0.0-172.31.255.255', '192.168.0.0-192.168.255.255', 'fc00::-fdff:ffff:ffff:ffff:ffff:ffff:ffff:ffff', 'fe80::-febf:ffff:ffff:ffff:ffff:ffff:ffff:ffff'];

type IceWindow = CallWindow & { pmIceConfigs?: RTCConfiguration[] };

/** A port free for both UDP and TCP on 127.0.0.1: the preferred one, else one the system picks. */
async function freePort(preferred: number): Promise<number> {
  const tryPort = async (port: number): Promise<number | null> => {
    const udp = createSocket('udp4');
    const tcp = createServer();
    try {
      await new Promise<void>((res, rej) => udp.once('error', rej).bind(port, '127.0.0.1', () => res()));
      const bound = udp.address().port;
      await new Promise<void>((res, rej) => tcp.once('error', rej).listen(bound, '127.0.0.1', () => res()));
      return bound;
    } catch {
      return null;
    } finally {
      udp.close();
      await new Promise((r) => (tcp.listening ? tcp.close(r) : r(null)));
    }
  };
  for (const p of [preferred, 0, 0, 0]) {
    const got = await tryPort(p);
    if (got) return got;
  }
  throw new Error('no free port for coturn');
}

/** coturn answers a STUN Binding request on the port (ready). */
async function stunAnswers(port: number): Promise<boolean> {
  const sock = createSocket('udp4');
  try {
    const req = Buffer.alloc(20);
    req.writeUInt16BE(0x0001, 0);
    req.writeUInt32BE(0x2112a442, 4);
    randomBytes(12).copy(req, 8);
    return await new Promise<boolean>((resolve) => {
      const timer = setTimeout(() => resolve(false), 500);
      sock.once('message', (m) => {
        clearTimeout(timer);
        resolve(m.readUInt16BE(0) === 0x0101);
      });
      sock.send(req, port, '127.0.0.1');
    });
  } finally {
    sock.close();
  }
}

const turnCredential = (username: string) => createHmac('sha1', SECRET).update(username).digest('base64');

/** Forces relay-only ICE on every RTCPeerConnection of the page and records the configs it got. */
async function relayOnly(p: Person) {
  await p.page.context().addInitScript(() => {
    const Native = window.RTCPeerConnection;
    const seen: RTCConfiguration[] = [];
    class RelayOnly extends Native {
      constructor(config: RTCConfiguration = {}) {
        seen.push(config);
        super({ ...config, iceTransportPolicy: 'relay' });
      }
      override setConfiguration(config: RTCConfiguration = {}) {
        super.setConfiguration({ ...config, iceTransportPolicy: 'relay' });
      }
    }
    window.RTCPeerConnection = RelayOnly;
    (window as unknown as { pmIceConfigs: RTCConfiguration[] }).pmIceConfigs = seen;
  });
}

/** The selected candidate pair of every peer connection of the page. */
function selectedPairs(page: Page) {
  return page.evaluate(async () => {
    const pcs = (window as unknown as CallWindow).pmCall?.pcs() ?? [];
    return Promise.all(
      pcs.map(async (pc) => {
        const byId = new Map<string, Record<string, unknown>>();
        (await pc.getStats()).forEach((r: Record<string, unknown>) => byId.set(r.id as string, r));
        const transport = [...byId.values()].find((r) => r.type === 'transport' && r.selectedCandidatePairId);
        const pair = transport ? byId.get(transport.selectedCandidatePairId as string) : undefined;
        const local = pair ? byId.get(pair.localCandidateId as string) : undefined;
        const remote = pair ? byId.get(pair.remoteCandidateId as string) : undefined;
        return {
          connection: pc.connectionState,
          policy: pc.getConfiguration().iceTransportPolicy,
          pair: pair?.state as string | undefined,
          local: local?.candidateType as string | undefined,
          remote: remote?.candidateType as string | undefined,
          relayProtocol: local?.relayProtocol as string | undefined,
          turnUrl: local?.url as string | undefined,
          localAddress: local ? `${local.address}:${local.port}` : undefined,
          remoteAddress: remote ? `${remote.address}:${remote.port}` : undefined,
        };
      }),
    );
  });
}

/** ICE gathering with only this TURN server, relay-only: the candidates found and the errors met. */
function gatherWith(page: Page, server: { urls: string[]; username: string; credential: string }) {
  return page.evaluate(async (iceServer) => {
    const pc = new RTCPeerConnection({ iceServers: [iceServer], iceTransportPolicy: 'relay' });
    const candidates: string[] = [];
    const errors: { code: number; text: string; url: string }[] = [];
    pc.onicecandidate = (e) => e.candidate && candidates.push(`${e.candidate.type} ${e.candidate.protocol} ${e.candidate.address}:${e.candidate.port}`);
    pc.onicecandidateerror = (e) => errors.push({ code: (e as RTCPeerConnectionIceErrorEvent).errorCode, text: (e as RTCPeerConnectionIceErrorEvent).errorText, url: (e as RTCPeerConnectionIceErrorEvent).url });
    pc.createDataChannel('probe');
    await pc.setLocalDescription(await pc.createOffer());
    await new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, 30_000);
      const done = () => pc.iceGatheringState === 'complete' && (clearTimeout(timer), resolve());
      pc.onicegatheringstatechange = done;
      done();
    });
    pc.close();
    return { candidates, errors };
  }, server);
}

let coturn: ChildProcess | undefined;
let coturnLog = '';
let turnPort = 0;
let app: ChildProcess | undefined;
let appLog = '';
let appURL = '';
let browser: Browser | undefined;
const dirs: string[] = [];

test.describe('calls through TURN only', () => {
  test.skip(!existsSync(TURNSERVER), `${TURNSERVER} not found: install Debian's coturn (apt-get install coturn; .ci/run does, so CI runs this walk)`);

  test.beforeAll(async () => {
    test.setTimeout(120_000);
    const turnDir = mkdtempSync(join(tmpdir(), 'pm-e2e-coturn-'));
    const dataDir = mkdtempSync(join(tmpdir(), 'pm-e2e-relay-'));
    dirs.push(turnDir, dataDir);

    turnPort = await freePort(34780);
    coturn = spawn(TURNSERVER, [
      '-n', '--log-file=stdout', '--simple-log',
      '--use-auth-secret', `--static-auth-secret=${SECRET}`, `--realm=${REALM}`,
      '--listening-ip=127.0.0.1', `--listening-port=${turnPort}`, '--relay-ip=127.0.0.1', '--external-ip=127.0.0.1',
      `--min-port=${RELAY_MIN}`, `--max-port=${RELAY_MAX}`, '--fingerprint', '--no-cli', '--no-multicast-peers',
      ...DENIED.map((r) => `--denied-peer-ip=${r}`), '--allow-loopback-peers',
      '--no-tls', '--no-dtls', `--db=${join(turnDir, 'turndb')}`, `--pidfile=${join(turnDir, 'turnserver.pid')}`,
    ], { stdio: ['ignore', 'pipe', 'pipe'] });
    coturn.stdout!.on('data', (d) => (coturnLog = (coturnLog + d).slice(-20_000)));
    coturn.stderr!.on('data', (d) => (coturnLog = (coturnLog + d).slice(-20_000)));
    let up = false;
    for (const until = Date.now() + 20_000; !up && Date.now() < until; ) up = await stunAnswers(turnPort);
    if (!up) throw new Error(`coturn did not answer on ${turnPort}:\n${coturnLog}`);

    const env: NodeJS.ProcessEnv = {
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      SEED_DEMO: 'true',
      NODE_ENV: 'test',
      LOG_LEVEL: 'info', // the "listening" line carries the URL
      TURN_URLS: `turn:127.0.0.1:${turnPort}?transport=udp,turn:127.0.0.1:${turnPort}?transport=tcp`,
      TURN_SECRET: SECRET,
      CALL_STUN_URLS: 'none',
    };
    delete env.DATABASE_URL; // embedded PostgreSQL under DATA_DIR
    delete env.REDIS_URL;
    app = spawn(process.execPath, [join(root, 'api/dist/main.js')], { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] });
    app.stderr!.on('data', (d) => (appLog = (appLog + d).slice(-20_000)));
    appURL = await new Promise<string>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`the relay walk's server did not start:\n${appLog}`)), 90_000);
      app!.stdout!.on('data', (d) => {
        appLog = (appLog + d).slice(-20_000);
        const m = /"url":"http:\/\/localhost:(\d+)"/.exec(appLog);
        if (m) {
          clearTimeout(timer);
          resolve(`http://127.0.0.1:${m[1]}`);
        }
      });
      app!.once('exit', (code) => reject(new Error(`the relay walk's server exited ${code}:\n${appLog}`)));
    });
    browser = await launchFakeMedia();
  });

  test.afterAll(async () => {
    await browser?.close();
    const stopped = (p: ChildProcess | undefined) => (p && p.exitCode === null && p.signalCode === null ? new Promise((r) => p.once('exit', r)) : null);
    const waits = [stopped(app), stopped(coturn)];
    app?.kill('SIGTERM'); // drains, then stops its embedded PostgreSQL
    coturn?.kill('SIGTERM');
    await Promise.race([Promise.all(waits), new Promise((r) => setTimeout(r, 30_000))]);
    for (const d of dirs) rmSync(d, { recursive: true, force: true });
  });

  test('A starts, B joins: the pair connects over TURN relay candidates only, media flows; an expired credential is refused', async () => {
    test.setTimeout(240_000);
    const a = await person(browser!, 'a', { baseURL: appURL });
    const b = await person(browser!, 'b', { baseURL: appURL });
    for (const p of [a, b]) await relayOnly(p);
    const topicId = await squad(a, [b]);
    const room = `/homepage/active/${topicId}/Startcall`;

    await b.page.goto(room);
    await expect(b.page.getByRole('button', { name: 'Start Call' })).toBeVisible();
    await a.page.goto(room);
    await a.page.getByRole('button', { name: 'Start Call' }).click();
    await expect(a.page.getByTestId('tile-self')).toBeVisible();
    const t0 = Date.now();
    await b.page.getByRole('button', { name: 'Join Call' }).click();

    // Connected, with audio and video bytes growing both ways.
    for (const p of [a, b]) await expectMediaFlowing(p.page, 1);
    console.log(`CALLS-RELAY: join → media flowing over TURN, 2 people: ${Date.now() - t0} ms`);

    // The ICE servers each browser got came from the server: our coturn with a REST credential
    // (`expiry:userId`, expiry ≤ 1 hour ahead), and nothing else.
    const turnUsers: string[] = [];
    for (const p of [a, b]) {
      const configs = await p.page.evaluate(() => (window as unknown as IceWindow).pmIceConfigs ?? []);
      expect(configs.length).toBeGreaterThan(0);
      for (const c of configs) {
        expect(c.iceServers).toHaveLength(1);
        const s = c.iceServers![0] as RTCIceServer & { username: string };
        expect(s.urls).toEqual([`turn:127.0.0.1:${turnPort}?transport=udp`, `turn:127.0.0.1:${turnPort}?transport=tcp`]);
        const [expiry] = s.username.split(':').map(Number);
        const ahead = expiry - Date.now() / 1000;
        expect(ahead).toBeGreaterThan(60);
        expect(ahead).toBeLessThanOrEqual(3600);
        expect(s.credential).toBe(turnCredential(s.username));
        turnUsers.push(s.username);
      }
    }

    // The selected candidate pair is relay ↔ relay on both sides, through our coturn.
    for (const p of [a, b]) {
      const pairs = await selectedPairs(p.page);
      console.log(`CALLS-RELAY: ${p === a ? 'A' : 'B'} selected pair ${JSON.stringify(pairs)}`);
      expect(pairs).toHaveLength(1);
      expect(pairs[0]).toMatchObject({ connection: 'connected', policy: 'relay', pair: 'succeeded', local: 'relay', remote: 'relay' });
      expect(pairs[0].turnUrl).toContain(`127.0.0.1:${turnPort}`);
    }

    // An expired credential (same user, the server's secret, expiry a minute ago) is refused by
    // coturn: no relay candidate, a 401 on gathering. The same user with a fresh expiry, minted the
    // same way, does get a relay candidate (so the refusal is the expiry's, not the setup's).
    const userId = turnUsers[0].split(':')[1];
    const urls = [`turn:127.0.0.1:${turnPort}?transport=udp`];
    const expiredName = `${Math.floor(Date.now() / 1000) - 60}:${userId}`;
    const expired = await gatherWith(a.page, { urls, username: expiredName, credential: turnCredential(expiredName) });
    console.log(`CALLS-RELAY: expired credential → ${JSON.stringify(expired)}`);
    expect(expired.candidates).toEqual([]);
    expect(expired.errors.map((e) => e.code)).toContain(401);
    const freshName = `${Math.floor(Date.now() / 1000) + 600}:${userId}`;
    const fresh = await gatherWith(a.page, { urls, username: freshName, credential: turnCredential(freshName) });
    expect(fresh.candidates.some((c) => c.startsWith('relay udp 127.0.0.1:'))).toBe(true);

    // Stop Call: both out; no console errors on either side.
    await a.page.getByRole('button', { name: 'Stop Call' }).click();
    await expect(b.page.getByTestId('tile-self')).toHaveCount(0);
    for (const p of [a, b]) expect(p.errors, `${p.user.username} console`).toEqual([]);
  });
});
