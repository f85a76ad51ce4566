#!/usr/bin/env node
// A signed-in page's first load in Chromium at 4× CPU, its main thread mapped to the sources
// (issue 28 item 10; docs/perf/workspace-main-thread-2026-11-29.md). Prints each run's long tasks
// and a "TBT-like" sum after FCP, then either the longest busy stretches (self time by package,
// inclusive time by function) or, with FOCUS=<function name prefix>, what runs beneath that function.
//
//   cd web && npx vite build --sourcemap --outDir /tmp/webmap
//   WEB_DIST=/tmp/webmap NODE_ENV=development SEED_DEMO=true DATA_DIR=$(mktemp -d) PORT=4430 node api/dist/main.js &
//   [BASE=http://127.0.0.1:4430] [DIST=/tmp/webmap] [PAGE=/homepage/active/2] [RUNS=2] [FOCUS=preloadFirstScreen] node scripts/first-screen-profile.mjs
//
// Signs in as the demo user asha; needs /usr/bin/chromium. CPU throttling pauses the renderer in
// slices, so a short native call (appendChild) can absorb a pause: compare sums over several runs,
// and settle a change with `npm run lighthouse -- --ab`.
import { chromium } from 'playwright-core';
import { readFileSync, writeFileSync } from 'node:fs';
import { TraceMap, originalPositionFor } from '@jridgewell/trace-mapping';
const base = process.env.BASE ?? 'http://127.0.0.1:4430';
const dist = process.env.DIST ?? '/tmp/webmap';
const path = process.env.PAGE ?? '/homepage/active/2';
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const res = await fetch(`${base}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json', 'apollo-require-preflight': 'true' }, body: JSON.stringify({ query: 'mutation($input: SignInInput!) { signIn(input: $input) { status } }', variables: { input: { email: 'asha@demo.poolmates.test', password: 'learn-together-1' } } }) });
const cookies = res.headers.getSetCookie().map((c) => { const [nv] = c.split(';'); const i = nv.indexOf('='); return { name: nv.slice(0, i), value: nv.slice(i + 1), url: base }; });
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
const maps = new Map();
const mapOf = (url) => {
  if (!maps.has(url)) {
    let m = null;
    try { const f = new URL(url).pathname; m = new TraceMap(JSON.parse(readFileSync(dist + f + '.map', 'utf8'))); } catch {}
    maps.set(url, m);
  }
  return maps.get(url);
};
const srcKey = (s) => { if (!s) return '?'; const nm = s.lastIndexOf('node_modules/'); if (nm >= 0) { const r = s.slice(nm + 13).split('/'); return r[0].startsWith('@') ? r[0] + '/' + r[1] : r[0]; } return s.replace(/^.*\/web\/src\//, 'src/').replace(/^.*\/web\//, 'web/'); };
for (let run = 0; run < Number(process.env.RUNS ?? 2); run++) {
  const ctx = await browser.newContext({ viewport: { width: 412, height: 823 } });
  await ctx.addCookies(cookies);
  const page = await ctx.newPage();
  const cdp = await ctx.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
  await page.addInitScript(() => { window.__lt = []; new PerformanceObserver((l) => { for (const e of l.getEntries()) window.__lt.push([Math.round(e.startTime), Math.round(e.duration)]); }).observe({ type: 'longtask', buffered: true }); });
  await cdp.send('Profiler.start');
  await page.goto(base + path);
  await sleep(9000);
  const { profile } = await cdp.send('Profiler.stop');
  const lt = await page.evaluate(() => ({ lt: window.__lt, fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime }));
  const tbt = lt.lt.filter(([s]) => s >= (lt.fcp ?? 0)).reduce((a, [, d]) => a + Math.max(0, d - 50), 0);
  console.log(`run ${run}: fcp ${Math.round(lt.fcp)} long tasks`, JSON.stringify(lt.lt), 'TBT-like after FCP', tbt);
  // profile: node map
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const parent = new Map(); for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  const label = new Map();
  const lab = (n) => { if (label.has(n.id)) return label.get(n.id); const cf = n.callFrame; let src = cf.url ? cf.url.replace(base, '') : ''; let fn = cf.functionName || '(anon)'; const m = cf.url ? mapOf(cf.url) : null; if (m) { const o = originalPositionFor(m, { line: cf.lineNumber + 1, column: cf.columnNumber }); src = srcKey(o.source); if (o.name) fn = o.name; fn = `${fn}@${src}:${o.line}`; } else fn = `${fn}@${src}`; const r = { src, fn }; label.set(n.id, r); return r; };
  // segments of consecutive non-idle samples
  const t = []; let now = profile.startTime; for (const d of profile.timeDeltas) { now += d; t.push(now); }
  const segs = []; let cur = null;
  profile.samples.forEach((id, i) => { const n = byId.get(id); const idle = n.callFrame.functionName === '(idle)'; if (idle) { if (cur) { segs.push(cur); cur = null; } return; } if (!cur) cur = { from: t[i], to: t[i], ids: [] }; cur.to = t[i]; cur.ids.push(i); });
  if (cur) segs.push(cur);
  const big = segs.filter((s) => (s.to - s.from) / 1000 > 50).sort((a, b) => b.to - b.from - (a.to - a.from));
  if (process.env.FOCUS) {
    const incl = new Map(), self = new Map(); let total = 0;
    profile.samples.forEach((sid, i) => { const w = (profile.timeDeltas[i + 1] ?? 200) / 1000; let id = sid; const stack = []; while (id !== undefined) { stack.push(lab(byId.get(id)).fn); id = parent.get(id); } const k = stack.findIndex((f) => f.startsWith(process.env.FOCUS)); if (k < 0) return; total += w; self.set(stack[0], (self.get(stack[0]) ?? 0) + w); for (const f of new Set(stack.slice(0, k))) incl.set(f, (incl.get(f) ?? 0) + w); });
    console.log('FOCUS', process.env.FOCUS, Math.round(total), 'ms\n  self:', [...self].sort((a, b) => b[1] - a[1]).slice(0, 30).map(([k, v]) => `${k} ${Math.round(v)}`).join('\n    '), '\n  incl:', [...incl].sort((a, b) => b[1] - a[1]).slice(0, 70).map(([k, v]) => `${k} ${Math.round(v)}`).join('\n    '));
    await ctx.close();
    continue;
  }
  for (const s of big.slice(0, 6)) {
    const incl = new Map(), self = new Map();
    for (const i of s.ids) { const w = (profile.timeDeltas[i + 1] ?? 200) / 1000; let id = profile.samples[i]; const seen = new Set(); const l0 = lab(byId.get(id)); self.set(l0.src || l0.fn, (self.get(l0.src || l0.fn) ?? 0) + w); while (id !== undefined) { const l = lab(byId.get(id)); if (!seen.has(l.fn)) { seen.add(l.fn); incl.set(l.fn, (incl.get(l.fn) ?? 0) + w); } id = parent.get(id); } }
    console.log(`  segment ${Math.round((s.from - profile.startTime) / 1000)} ms +${Math.round((s.to - s.from) / 1000)} ms; self by source:`, [...self].sort((a, b) => b[1] - a[1]).slice(0, 8).map(([k, v]) => `${k} ${Math.round(v)}`).join(', '));
    console.log('    inclusive:', [...incl].filter(([k]) => !k.startsWith('(root)')).sort((a, b) => b[1] - a[1]).slice(0, 28).map(([k, v]) => `${k} ${Math.round(v)}`).join('\n      '));
  }
  await ctx.close();
}
await browser.close();
