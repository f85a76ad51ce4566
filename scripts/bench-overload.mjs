#!/usr/bin/env node
// Overload, measured (issue 27, decision 060): the built app (api/dist, `npm run build` first) on a
// fresh embedded PostgreSQL with a small seed; OVERLOAD_WRITERS concurrent writers (addComment from
// 100 signed-in people, each worker awaiting its answer before sending the next) for
// OVERLOAD_SECONDS, while /healthz is asked every 20 ms. Run once with admission control as
// configured (ADMISSION_* in the environment, else its defaults) and once with it out of the way.
// Prints accepted writes/s and their answer p50/p99, refusals by kind, and /healthz p50/p99/max.
// OVERLOAD_CONCURRENCY (e.g. 2,4,8: a run per ADMISSION_CONCURRENCY), OVERLOAD_SKIP_OFF=1.
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { healthProber, pct, postJson, root, startNode, stop } from './bench-lib.mjs';

const SECONDS = Number(process.env.OVERLOAD_SECONDS ?? 10);
const WRITERS = Number(process.env.OVERLOAD_WRITERS ?? 60);
const PEOPLE = 100;
const tsNode = ['--conditions=source', '--import', '@oxc-node/core/register'];
const OFF = { ADMISSION_CONCURRENCY: '10000', ADMISSION_QUEUE: '1000000', ADMISSION_QUEUE_WAIT_MS: '600000', ADMISSION_PER_PERSON: '1000000', READ_ADMISSION_CONCURRENCY: '10000', READ_ADMISSION_QUEUE: '1000000', READ_ADMISSION_QUEUE_WAIT_MS: '600000', READ_ADMISSION_PER_PERSON: '1000000' };

const dataDir = mkdtempSync(join(tmpdir(), 'pm-overload-'));
let db;
try {
  db = await startNode([...tsNode, 'api/src/scripts/dev-db.ts'], { DATA_DIR: dataDir, DATABASE_URL: '' }, /DATABASE_URL=(\S+)/);
  const DATABASE_URL = db.match[1];
  execFileSync(process.execPath, [...tsNode, 'api/src/scripts/seed.ts', '--users', `${PEOPLE + 20}`, '--topics', '20'], { cwd: root, env: { ...process.env, DATABASE_URL }, stdio: 'inherit' });
  const secret = randomBytes(32).toString('hex');
  const rows = [];
  // OVERLOAD_CONCURRENCY=2,4,8: one run with admission on per ADMISSION_CONCURRENCY (sizing it, issue 27); OVERLOAD_SKIP_OFF=1: no run with it off
  const sizes = (process.env.OVERLOAD_CONCURRENCY ?? '').split(',').filter(Boolean);
  const runs = sizes.length ? sizes.map((c) => [`admission on, ${c} running`, { ADMISSION_CONCURRENCY: c }]) : [['admission on', {}]];
  if (process.env.OVERLOAD_SKIP_OFF !== '1') runs.push(['admission off', OFF]);
  for (const [name, extra] of runs) {
    const env = { DATABASE_URL, SESSION_SECRET: secret, PORT: process.env.OVERLOAD_PORT ?? '0', HOST: '127.0.0.1', DATA_DIR: dataDir, SEED_DEMO: 'false', LOG_LEVEL: 'warn', LOG_FORMAT: 'json', ...extra };
    // the app logs its url at info: ask for it at info, then the per-request lines are drained unread
    const app = await startNode(['api/dist/main.js'], { ...env, LOG_LEVEL: 'info' }, /"url":"http:\/\/localhost:(\d+)"/);
    try {
      const base = `http://127.0.0.1:${app.match[1]}`;
      const auths = [];
      for (let i = 1; i <= PEOPLE; i++) {
        const ip = `10.9.${Math.floor(i / 250)}.${i % 250}`;
        const r = await postJson(`${base}/graphql`, { query: 'mutation($i: SignInInput!) { signIn(input: $i) { token } }', variables: { i: { email: `seed-user-${i}@seed.poolmates.test`, password: 'seed-password-1' } } }, { 'x-forwarded-for': ip });
        if (!r.body?.data?.signIn) throw new Error(`seed-user-${i} could not sign in: ${JSON.stringify(r.body)}`);
        auths.push({ authorization: `Bearer ${r.body.data.signIn.token}`, 'x-forwarded-for': ip });
      }
      const topic = (await postJson(`${base}/graphql`, { query: '{ topics(first: 1) { edges { node { id } } } }' })).body.data.topics.edges[0].node.id;
      const accepted = [];
      const refused = {};
      const until = performance.now() + SECONDS * 1000;
      const prober = healthProber(`${base}/healthz`);
      let k = 0;
      const worker = async (w) => {
        while (performance.now() < until) {
          const t0 = performance.now();
          const r = await postJson(`${base}/graphql`, { query: 'mutation($t: ID!, $h: String!) { addComment(topicId: $t, html: $h) { id } }', variables: { t: topic, h: `<p>load ${k++}</p>` } }, auths[(w + k) % PEOPLE], false);
          const ms = performance.now() - t0;
          if (r.body?.data?.addComment?.id) accepted.push(ms);
          else {
            const why = r.body?.errors?.[0]?.extensions?.code ?? `HTTP ${r.status}`;
            refused[why] = (refused[why] ?? 0) + 1;
          }
        }
      };
      await Promise.all(Array.from({ length: WRITERS }, (_, w) => worker(w)));
      const health = await prober.stop();
      accepted.sort((a, b) => a - b);
      rows.push({ name, rate: accepted.length / SECONDS, p50: pct(accepted, 0.5), p99: pct(accepted, 0.99), refused, h50: health.p50, h99: health.p99, hmax: health.max });
    } finally {
      await stop(app.child);
    }
  }
  const f = (x) => (x === undefined ? '—' : x.toFixed(0));
  console.log(`\n## Overload: ${WRITERS} concurrent writers (addComment, ${PEOPLE} people), ${SECONDS} s\n`);
  console.log('| | accepted writes/s | accepted p50 / p99 ms | refused / failed | /healthz p50 / p99 / max ms |');
  console.log('|---|---|---|---|---|');
  for (const r of rows) console.log(`| ${r.name} | ${f(r.rate)} | ${f(r.p50)} / ${f(r.p99)} | ${JSON.stringify(r.refused)} | ${f(r.h50)} / ${f(r.h99)} / ${f(r.hmax)} |`);
} finally {
  await stop(db?.child);
  rmSync(dataDir, { recursive: true, force: true });
}
