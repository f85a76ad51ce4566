import { Agent, request } from 'node:http';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/harness.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t?.stop());

const get = (agent: Agent, path: string) =>
  new Promise<{ status: number; reused: boolean }>((resolve, reject) => {
    const req = request(t.url + path, { agent }, (res) => {
      res.resume();
      res.on('end', () => resolve({ status: res.statusCode ?? 0, reused: req.reusedSocket }));
    });
    req.on('error', reject);
    req.end();
  });

it('a kept-alive connection idle for longer than Node’s default 5 s is still open for the next request', async () => {
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  try {
    expect(await get(agent, '/healthz')).toEqual({ status: 200, reused: false });
    await new Promise((r) => setTimeout(r, 6000));
    expect(await get(agent, '/healthz')).toEqual({ status: 200, reused: true });
  } finally {
    agent.destroy();
  }
}, 20_000);
