import { spawn } from 'node:child_process';
import { monitorEventLoopDelay } from 'node:perf_hooks';

/**
 * Runs an attacker's client in another process (plain JavaScript for `node -e`; Node's own fetch
 * and WebSocket), so that the CPU time counted in this process is the server's alone (issue 26:
 * the cost of a refusal, CPU not wall time). `input` reaches the script (through its stdin) as `INPUT`; what it
 * prints on its last line is parsed as JSON.
 */
export async function attack<T = unknown>(script: string, input: unknown): Promise<{ result: T; serverCpuMs: number }> {
  const before = process.cpuUsage();
  const read = `let text = ''; for await (const chunk of process.stdin) text += chunk; const INPUT = JSON.parse(text);`;
  const child = spawn(process.execPath, ['--input-type=module', '-e', `${read}\n${script}`], { stdio: ['pipe', 'pipe', 'inherit'] });
  child.stdin.end(JSON.stringify(input));
  let out = '';
  child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
  const code = await new Promise<number | null>((resolve) => child.on('close', resolve));
  const used = process.cpuUsage(before);
  if (code !== 0) throw new Error(`attacker exited with ${code}: ${out}`);
  const lines = out.trim().split('\n');
  return { result: JSON.parse(lines[lines.length - 1]) as T, serverCpuMs: (used.user + used.system) / 1000 };
}

/** A graphql-ws client in the attacker's script: `socket(url, params)` → { subscribe(id, query) → first answer, close() }. */
export const WS_CLIENT = `
const socket = (url, params = {}) => new Promise((resolve, reject) => {
  const ws = new WebSocket(url, 'graphql-transport-ws');
  const waiting = new Map();
  let closed = null;
  ws.onopen = () => ws.send(JSON.stringify({ type: 'connection_init', payload: params }));
  ws.onerror = (e) => reject(new Error('socket error'));
  ws.onclose = (e) => { closed = e.code; for (const w of waiting.values()) w({ closed: e.code }); waiting.clear(); };
  ws.onmessage = (m) => {
    const msg = JSON.parse(m.data);
    if (msg.type === 'connection_ack') resolve({
      subscribe: (id, query, variables) => new Promise((r) => { if (closed !== null) return r({ closed }); waiting.set(id, r); ws.send(JSON.stringify({ id, type: 'subscribe', payload: { query, variables } })); }),
      send: (id, query, variables) => ws.send(JSON.stringify({ id, type: 'subscribe', payload: { query, variables } })),
      closed: () => closed,
      close: () => ws.close(),
    });
    const w = waiting.get(msg.id);
    if (w && (msg.type === 'error' || msg.type === 'next' || msg.type === 'complete')) { waiting.delete(msg.id); w(msg); }
  };
});
`;

/**
 * The event loop's longest stall while `stop` is not called, two ways: wall time
 * (`monitorEventLoopDelay`: includes the time the OS ran other processes — this machine is shared)
 * and CPU time (this process's CPU spent between two 5 ms ticks: what the event loop itself was
 * busy with, the measure the tests assert on).
 */
export function stallMonitor(): { stop(): { wallMs: number; wallP99Ms: number; cpuMs: number } } {
  const wall = monitorEventLoopDelay({ resolution: 10 });
  wall.enable();
  let last = process.cpuUsage();
  let cpuMax = 0;
  const tick = setInterval(() => {
    const used = process.cpuUsage(last);
    last = process.cpuUsage();
    cpuMax = Math.max(cpuMax, (used.user + used.system) / 1000);
  }, 5);
  return {
    stop() {
      clearInterval(tick);
      wall.disable();
      return { wallMs: wall.max / 1e6, wallP99Ms: wall.percentile(99) / 1e6, cpuMs: cpuMax };
    },
  };
}
