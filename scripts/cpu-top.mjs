#!/usr/bin/env node
// `node scripts/cpu-top.mjs <file.cpuprofile> [N]`: the N (default 30) functions with the most self
// time in a V8 CPU profile (`--cpu-prof`, e.g. BENCH_CPU_PROF of bench.mjs / bench-squad.mjs), and
// the share of the profile by package (node_modules/<pkg>, node: internals, the app's own files).
// `--from=NAME`: count only the samples from the first one whose stack holds a function NAME on
// (e.g. `--from=planOf`: the requests, not the start-up's module loading), `--until=NAME` up to the
// first one holding NAME (e.g. `--until=shutdown`: not the stop); `--no-idle` leaves idle out;
// `--count`: every sample weighs the same (the median interval) — on a loaded machine a sample taken
// after the process waited for a core carries that wait, charged to whatever ran (often a write);
// `--incl=A,B,…`: also the inclusive share of each (a function name, or `name@file-part`, `*@file-part`;
// `X|Y` either): the samples whose stack holds it.
import { readFileSync } from 'node:fs';

const flags = process.argv.slice(2).filter((a) => a.startsWith('--'));
const [file, n = '30'] = process.argv.slice(2).filter((a) => !a.startsWith('--'));
const from = flags.find((f) => f.startsWith('--from='))?.slice(7);
const until = flags.find((f) => f.startsWith('--until='))?.slice(8);
const noIdle = flags.includes('--no-idle');
const count = flags.includes('--count');
const incl = flags.find((f) => f.startsWith('--incl='))?.slice(7).split(',') ?? [];
if (!file) throw new Error('usage: cpu-top.mjs <file.cpuprofile> [N]');
const prof = JSON.parse(readFileSync(file, 'utf8'));
const interval = [...prof.timeDeltas].sort((a, b) => a - b)[prof.timeDeltas.length >> 1] ?? 0;
const byId = new Map(prof.nodes.map((x) => [x.id, x]));
const parent = new Map();
for (const x of prof.nodes) for (const c of x.children ?? []) parent.set(c, x.id);
const holds = (id, name) => {
  for (let at = id; at !== undefined; at = parent.get(at)) if (byId.get(at).callFrame.functionName === name) return true;
  return false;
};
let start = 0;
if (from) while (start < prof.samples.length && !holds(prof.samples[start], from)) start++;
let end = prof.samples.length;
if (until) for (let i = start; i < end; i++) if (holds(prof.samples[i], until)) end = i;
const dt = new Map();
for (let i = start; i < end; i++) {
  if (noIdle && byId.get(prof.samples[i]).callFrame.functionName === '(idle)') continue;
  dt.set(prof.samples[i], (dt.get(prof.samples[i]) ?? 0) + (count ? interval : (prof.timeDeltas[i] ?? 0)));
}
const self = new Map();
const byPkg = new Map();
let total = 0;
for (const [id, us] of dt) {
  const { callFrame: f } = byId.get(id);
  const where = f.url.replace(/^file:\/\//, '');
  const key = `${f.functionName || '(anonymous)'} ${where.replace(/.*node_modules\//, '~/').replace(/.*\/(api|schema)\//, '$1/')}:${f.lineNumber + 1}`;
  self.set(key, (self.get(key) ?? 0) + us);
  const pkg = /node_modules\/((@[^/]+\/)?[^/]+)/.exec(where)?.[1] ?? (where.startsWith('node:') ? 'node:' + where.slice(5).split('/')[0] : where ? 'app' : f.functionName || '(vm)');
  byPkg.set(pkg, (byPkg.get(pkg) ?? 0) + us);
  total += us;
}
const pc = (us) => ((100 * us) / total).toFixed(1).padStart(5) + ' %';
console.log(`total ${(total / 1000).toFixed(0)} ms sampled`);
for (const [k, us] of [...self].sort((a, b) => b[1] - a[1]).slice(0, Number(n))) console.log(`${pc(us)}  ${(us / 1000).toFixed(0).padStart(7)} ms  ${k}`);
if (incl.length) {
  const matches = (id, spec) => spec.split('|').some((one) => matchesOne(id, one));
  const matchesOne = (id, spec) => {
    const at = spec.indexOf('@');
    const [name, file] = at < 0 ? [spec, ''] : [spec.slice(0, at), spec.slice(at + 1)];
    const f = byId.get(id).callFrame;
    return (name === '*' || (f.functionName || '(anonymous)') === name) && (!file || f.url.includes(file));
  };
  const inc = new Map(incl.map((k) => [k, 0]));
  for (const [id, us] of dt)
    for (const k of incl) {
      for (let at = id; at !== undefined; at = parent.get(at))
        if (matches(at, k)) {
          inc.set(k, inc.get(k) + us);
          break;
        }
    }
  console.log('\ninclusive:');
  for (const [k, us] of inc) console.log(`${pc(us)}  ${(us / 1000).toFixed(0).padStart(7)} ms  ${k}`);
}
console.log('\nby package:');
for (const [k, us] of [...byPkg].sort((a, b) => b[1] - a[1]).slice(0, 20)) console.log(`${pc(us)}  ${k}`);
