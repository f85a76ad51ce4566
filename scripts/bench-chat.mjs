// The chat section of `npm run bench` (issue 13): sending a message, a conversation page, the
// conversation list, and the fan-out of one message to 3 open tabs of its recipient (graphql-ws,
// `chatEvents`): from the send until the third tab has the event. Ten senders share the sends, so
// the per-person write limit (60 a minute) is not what is measured.
import { createClient } from 'graphql-ws';
import WebSocket from 'ws';
import { pct, runCount } from './bench-lib.mjs';

export async function chatBench(gql, base, scale = 1) {
  const n = (k) => Math.max(20, Math.round(k * scale));
  const register = async (name, i) => {
    const r = await gql('mutation($i: RegisterInput!) { register(input: $i) { token user { id } } }', { i: { username: name, email: `${name}@example.com`, password: 'bench password 1' } }, { 'x-forwarded-for': `10.77.0.${i}` });
    return { id: r.body.data.register.user.id, token: r.body.data.register.token, auth: { authorization: `Bearer ${r.body.data.register.token}` } };
  };
  const reader = await register('benchchatb', 1);
  const senders = [];
  for (let i = 0; i < 10; i++) senders.push(await register(`benchchat${i}`, 10 + i));
  const SEND = 'mutation($i: SendChatMessageInput!) { sendChatMessage(input: $i) { id conversationId createdAt } }';
  let k = 0;
  let failures = 0;
  const sendOne = async (from) => {
    const i = k++;
    const r = await gql(SEND, { i: { toUserId: reader.id, clientId: `bench-${i}`, text: `Bench message ${i} with a link https://example.com/${i}` } }, from.auth);
    if (!r.body?.data?.sendChatMessage) failures++;
    return r.body?.data?.sendChatMessage;
  };
  const results = [];
  results.push({ ...(await runCount('sendChatMessage (sanitise, store, 2 events, email job)', n(300), 4, () => sendOne(senders[k % senders.length]))), failures });
  const conv = (await sendOne(senders[0])).conversationId;
  const PAGE = `query($c: ID!) { chatMessages(conversationId: $c, first: 30) { edges { cursor node { id clientId text createdAt mine sender { id username profileImageUrl } } } pageInfo { hasNextPage endCursor } } }`;
  results.push(await runCount('chatMessages(first: 30)', n(1000), 10, () => gql(PAGE, { c: conv }, reader.auth)));
  const LIST = '{ conversations(first: 20) { edges { node { id unreadCount updatedAt other { id username profileImageUrl } lastMessage { id text createdAt mine } } } pageInfo { hasNextPage endCursor } } unreadMessageCount }';
  results.push(await runCount('conversations(first: 20) + unread count', n(1000), 10, () => gql(LIST, undefined, reader.auth)));

  // fan-out: 3 tabs of the reader, one message at a time, until all 3 have it
  const tabs = [];
  const waiting = new Map();
  for (let t = 0; t < 3; t++) {
    const client = createClient({ url: base.replace('http', 'ws') + '/graphql', webSocketImpl: WebSocket, connectionParams: { authToken: reader.token }, lazy: false, retryAttempts: 0, onNonLazyError: () => {} });
    client.subscribe(
      { query: 'subscription { chatEvents { id kind unreadTotal message { id clientId text sender { id username } } conversation { id unreadCount } } }' },
      {
        next: (v) => {
          const w = waiting.get(v.data?.chatEvents?.message?.clientId);
          if (w && ++w.got === 3) w.done(performance.now());
        },
        error: () => {},
        complete: () => {},
      },
    );
    tabs.push(client);
  }
  await new Promise((r) => setTimeout(r, 1000));
  const latencies = [];
  let lost = 0;
  const fanN = n(200);
  const started = performance.now();
  for (let i = 0; i < fanN; i++) {
    const clientId = `fan-${i}`;
    const t0 = performance.now();
    const arrived = new Promise((done) => waiting.set(clientId, { got: 0, done }));
    await gql(SEND, { i: { toUserId: reader.id, clientId, text: `fan-out ${i}` } }, senders[i % senders.length].auth);
    const t1 = await Promise.race([arrived, new Promise((r) => setTimeout(() => r(null), 5000))]);
    if (t1 === null) lost++;
    else latencies.push(t1 - t0);
  }
  const elapsed = performance.now() - started;
  await Promise.all(tabs.map((c) => c.dispose()));
  latencies.sort((a, b) => a - b);
  return { results, fanout: { n: fanN, lost, p50: pct(latencies, 0.5), p95: pct(latencies, 0.95), rps: (fanN / elapsed) * 1000 } };
}

export function printChat({ results, fanout }) {
  console.log('\n### Chat (issue 13)\n');
  console.log('| path | requests | concurrency | p50 ms | p95 ms | req/s |');
  console.log('|---|---|---|---|---|---|');
  for (const r of results) console.log(`| ${r.name}${r.failures ? ` (${r.failures} failed)` : ''} | ${r.n} | ${r.concurrency} | ${r.p50.toFixed(1)} | ${r.p95.toFixed(1)} | ${r.rps.toFixed(0)} |`);
  console.log(`| send → event in all 3 open tabs of the recipient (one message at a time) | ${fanout.n} | 1 | ${fanout.p50.toFixed(1)} | ${fanout.p95.toFixed(1)} | ${fanout.rps.toFixed(0)} |`);
  if (fanout.lost) console.log(`\n${fanout.lost} messages did not reach all 3 tabs within 5 s.`);
}
