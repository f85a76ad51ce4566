#!/usr/bin/env node
// `node scripts/cpu-top.mjs <file.cpuprofile> [N]`: the N (default 30) functions with the most self
// time in a V8 CPU profile (`--cpu-prof`, e.g. BENCH_CPU_PROF of bench.mjs / bench-squad.mjs), and
// the share of the profile by package (node_modules/<pkg>, node: internals, the app's own files).
import { readFileSync } from 'node:fs';

const [file, n = '30'] = process.argv.slice(2);
if (!file) throw new Error('usage: cpu-top.mjs <file.cpuprofile> [N]');
const prof = JSON.parse(readFileSync(file, 'utf8'));
const byId = new Map(prof.nodes.map((x) => [x.id, x]));
const dt = new Map();
for (let i = 0; i < prof.samples.length; i++) dt.set(prof.samples[i], (dt.get(prof.samples[i]) ?? 0) + (prof.timeDeltas[i] ?? 0));
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
console.log('\nby package:');
for (const [k, us] of [...byPkg].sort((a, b) => b[1] - a[1]).slice(0, 20)) console.log(`${pc(us)}  ${k}`);
