import { randomUUID } from 'node:crypto';
import { addDays, dateInZone } from '@poolmates/schema';
import type { TestApp, TestClient } from '../../test/harness.js';
import type { Mailbox } from '../../test/mailbox.js';
import { clock } from '../platform/clock.js';

/** The spec walk's client (spec-walk.test.ts): calls a legacy path, checks the answer, records the verdict per path. */
export const walkApp: { t: TestApp; mailbox: Mailbox } = { t: undefined as never, mailbox: undefined as never };

// eslint-disable-next-line typescript/no-explicit-any -- the walker reads whatever a path answers
export type R = { STATUSCODE: number; STATUS: string; MESSAGE: string; PAYLOAD: any; NEXT?: any; success?: number };
export const results = new Map<string, string | true>();

/** PAYLOAD (or its first item, or its first non-`next` item) carries these fields. */
export function has(value: unknown, keys: string[]): string | true {
  const o = Array.isArray(value) ? (value.find((x) => x && typeof x === 'object' && !('next' in x)) ?? value[0]) : value;
  if (o === undefined) return 'empty list';
  if (o === null || typeof o !== 'object') return `PAYLOAD ${JSON.stringify(value)}`;
  const miss = keys.filter((k) => !(k in (o as object)));
  return miss.length ? `missing ${miss.join(', ')} in ${JSON.stringify(o).slice(0, 200)}` : true;
}
export const ok =
  (keys: string[] = [], opts: { list?: boolean; zeroOk?: boolean } = {}) =>
  (r: R): string | true => {
    if (r.STATUSCODE !== 0) return `STATUSCODE ${r.STATUSCODE} ${r.MESSAGE}`;
    if (opts.zeroOk && r.PAYLOAD === 0) return true;
    if (opts.list && !(Array.isArray(r.PAYLOAD) && r.PAYLOAD[0] && 'next' in r.PAYLOAD[0])) return `no {next} first: ${JSON.stringify(r.PAYLOAD).slice(0, 120)}`;
    return keys.length ? has(r.PAYLOAD, keys) : true;
  };

export async function call(c: TestClient, method: 'GET' | 'POST', path: string, body: unknown, check: (r: R) => string | true): Promise<R> {
  const key = path.split('?')[0];
  let r: R;
  try {
    r = (await c.rest(method, path, body)) as R;
  } catch (err) {
    results.set(key, `threw ${(err as Error).message}`);
    throw err;
  }
  const verdict = check(r);
  if (results.get(key) !== undefined && results.get(key) !== true) return r; // a failure sticks
  results.set(key, verdict);
  return r;
}
export const post = (c: TestClient, path: string, body: unknown, check = ok()) => call(c, 'POST', path, body, check);
export const get = (c: TestClient, path: string, check = ok()) => call(c, 'GET', path, undefined, check);

export async function publish(c: TestClient, topic: string): Promise<number> {
  const f = new FormData();
  const start = addDays(dateInZone(clock.now(), 'UTC'), 1);
  for (const [k, v] of Object.entries({
    yourname: 'Owner',
    topic,
    description: 'learning together',
    noofpartner: '3',
    noofdays: '2',
    startdate: start,
    starttime: '10:00',
    timezone: 'UTC',
    sdateutc: start,
    enddateutc: start,
    timeutc: '10:00',
    categoryId: '1',
    nameCategory: 'x',
    timeline: JSON.stringify([
      { title: 'Day 1', description: 'one' },
      { title: 'Day 2', description: 'two' },
    ]),
  }))
    f.append(k, v);
  const res = await c.fetch('/publish', { method: 'POST', body: f });
  const r = (await res.json()) as R;
  results.set('/publish', r.STATUSCODE === 0 && typeof r.PAYLOAD === 'number' ? true : `STATUSCODE ${r.STATUSCODE} ${r.MESSAGE}`);
  return r.PAYLOAD as number;
}

export async function register(name: string): Promise<{
  c: TestClient;
  id: number;
  email: string;
  username: string;
  password: string;
}> {
  const c = walkApp.t.client();
  const username = `${name}${randomUUID().slice(0, 6)}`;
  const email = `${username}@example.com`;
  const r = await post(c, '/register', { username, email, password: 'walk the spec 1', pin: '0000', scode: 'a-b' }, ok(['userid']));
  return {
    c,
    id: r.PAYLOAD.userid,
    email,
    username,
    password: 'walk the spec 1',
  };
}

export const codeTo = (to: string) =>
  walkApp.mailbox.next(to, 3000).then(
    (m) => m.code,
    () => null,
  );
export const q = <T>(f: () => T): T | undefined => {
  try {
    return f();
  } catch {
    return undefined;
  }
};
export type Walker = Awaited<ReturnType<typeof register>>;
