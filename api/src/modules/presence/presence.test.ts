import { describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { joinSquad, ownerAndMember, registerUser } from '../../../test/factories.js';
import { type TestApp } from '../../../test/harness.js';
import { createPresence } from './presence.service.js';
import { appWithSockets, collectEvents, connected, firstAnswer, sleep } from '../../../test/ws.js';

let t: TestApp;
const { ws } = appWithSockets({}, (app) => (t = app));

const squad = () => ownerAndMember(t, { topic: 'Presence' });

const ONLINE = 'query($t: ID!) { topic(id: $t) { onlineMemberIds } }';

describe('presence', () => {
  it('a member is online while at least one connection is open, and the squad hears it live', async () => {
    const { owner, member, topicId } = await squad();
    const watcher = ws(owner.token);
    const { events } = collectEvents<{ userId: string; online: boolean }>(watcher, `subscription { presenceChanged(topicId: "${topicId}") { userId online } }`);
    await expect.poll(async () => (await owner.client.gql(ONLINE, { t: topicId })).data.topic.onlineMemberIds, { timeout: 5000 }).toEqual([owner.id]);
    // the stream opens with the squad as it is: the subscriber online, the member offline
    await expect.poll(() => events.slice(0, 2), { timeout: 5000 }).toEqual([
      { userId: owner.id, online: true },
      { userId: member.id, online: false },
    ]);
    await sleep(200);
    events.length = 0;
    const tab1 = ws(member.token);
    const tab2 = ws(member.token);
    await Promise.all([connected(tab1), connected(tab2)]);
    await expect.poll(() => events, { timeout: 5000 }).toContainEqual({ userId: member.id, online: true });
    expect((await owner.client.gql(ONLINE, { t: topicId })).data.topic.onlineMemberIds).toEqual([owner.id, member.id]);
    await tab1.dispose();
    await sleep(300);
    expect((await owner.client.gql(ONLINE, { t: topicId })).data.topic.onlineMemberIds).toContain(member.id); // one tab still open
    expect(events.filter((e) => e.userId === member.id)).toEqual([{ userId: member.id, online: true }]);
    await tab2.dispose();
    await expect.poll(() => events, { timeout: 5000 }).toContainEqual({ userId: member.id, online: false });
    expect((await owner.client.gql(ONLINE, { t: topicId })).data.topic.onlineMemberIds).toEqual([owner.id]);
    await watcher.dispose();
  });

  it("opens with the squad's presence as it is, the subscriber online first (a page's HTTP answer was read before its socket)", async () => {
    const { owner, member, topicId } = await squad();
    const third = await registerUser(t);
    await joinSquad(owner, third, topicId);
    const thirdTab = ws(third.token);
    await connected(thirdTab);
    // what the member's page reads over HTTP before its socket exists: not the member
    expect((await member.client.gql(ONLINE, { t: topicId })).data.topic.onlineMemberIds).toEqual([third.id]);
    const tab = ws(member.token);
    const { events } = collectEvents<{ userId: string; online: boolean }>(tab, `subscription { presenceChanged(topicId: "${topicId}") { userId online } }`);
    await expect.poll(() => events, { timeout: 5000 }).toHaveLength(3);
    expect(events[0]).toEqual({ userId: member.id, online: true });
    expect(events.slice(1)).toEqual(expect.arrayContaining([{ userId: owner.id, online: false }, { userId: third.id, online: true }]));
    // then the changes
    const ownerTab = ws(owner.token);
    await connected(ownerTab);
    await expect.poll(() => events.at(-1), { timeout: 5000 }).toEqual({ userId: owner.id, online: true });
    await Promise.all([ownerTab.dispose(), thirdTab.dispose(), tab.dispose()]);
  });

  it('is for squad members only, and a removed member stops hearing it', async () => {
    const { owner, member, topicId } = await squad();
    const outsider = await registerUser(t);
    const o = ws(outsider.token);
    const refused = JSON.stringify(await firstAnswer(o, `subscription { presenceChanged(topicId: "${topicId}") { userId } }`));
    expect(refused).toContain('FORBIDDEN');
    await o.dispose();
    const listener = ws(member.token);
    const { events: heard } = collectEvents(listener, `subscription { presenceChanged(topicId: "${topicId}") { userId online } }`);
    await expect.poll(() => heard.length, { timeout: 5000 }).toBe(2); // the opening state
    heard.length = 0;
    await owner.client.gql('mutation($t: ID!, $u: ID!) { removeSquadMember(topicId: $t, userId: $u) }', { t: topicId, u: member.id });
    const third = await registerUser(t);
    await joinSquad(owner, third, topicId);
    const thirdTab = ws(third.token);
    await connected(thirdTab);
    await sleep(500);
    expect(heard).toEqual([]);
    await thirdTab.dispose();
    await listener.dispose();
  });

  it('reads nothing per presence event: membership comes as events (decision 100), and a member who rejoins hears it again', async () => {
    const { owner, member, topicId } = await squad();
    const listeners = [ws(owner.token), ws(member.token)];
    const heard = listeners.map((l) => collectEvents<{ userId: string; online: boolean }>(l, `subscription { presenceChanged(topicId: "${topicId}") { userId online } }`).events);
    await expect.poll(() => heard.every((h) => h.length >= 2), { timeout: 5000 }).toBe(true); // the opening state
    await sleep(300); // and the member's own coming online, to the owner
    heard.forEach((h) => (h.length = 0));
    const pubsub = t.app.deps.pubsub;
    const { statements } = await t.countSql(async () => {
      for (let i = 0; i < 20; i++) pubsub.publish('PRESENCE_CHANGED', Number(topicId), { userId: 999_000 + i, online: i % 2 === 0 });
      await expect.poll(() => heard.map((h) => h.length), { timeout: 5000 }).toEqual([20, 20]);
    });
    expect(statements.filter((s) => /squad|topic_members|topics/.test(s))).toEqual([]);
    // removed: quiet at once; rejoined: heard again, with no new subscription
    await owner.client.gql('mutation($t: ID!, $u: ID!) { removeSquadMember(topicId: $t, userId: $u) }', { t: topicId, u: member.id });
    await sleep(200);
    pubsub.publish('PRESENCE_CHANGED', Number(topicId), { userId: 999_100, online: true });
    await expect.poll(() => heard[0].length, { timeout: 5000 }).toBe(21);
    await sleep(200);
    expect(heard[1]).toHaveLength(20);
    await joinSquad(owner, member, topicId);
    await sleep(200);
    pubsub.publish('PRESENCE_CHANGED', Number(topicId), { userId: 999_101, online: true });
    await expect.poll(() => heard[1].at(-1), { timeout: 5000 }).toEqual({ userId: '999101', online: true });
    await Promise.all(listeners.map((l) => l.dispose()));
  });

  it('onlineMemberIds is shown to the squad only: visitors and strangers get an empty list', async () => {
    const { owner, member, topicId } = await squad();
    const tab = ws(owner.token);
    await connected(tab);
    await expect.poll(async () => (await member.client.gql(ONLINE, { t: topicId })).data.topic.onlineMemberIds, { timeout: 5000 }).toEqual([owner.id]);
    expect((await owner.client.gql(ONLINE, { t: topicId })).data.topic.onlineMemberIds).toEqual([owner.id]);
    const stranger = await registerUser(t);
    expect((await stranger.client.gql(ONLINE, { t: topicId })).data.topic.onlineMemberIds).toEqual([]);
    expect((await t.client().gql(ONLINE, { t: topicId })).data.topic.onlineMemberIds).toEqual([]);
    await tab.dispose();
  });

  it('a connect and a close are one statement each under the user lock (decision 102); two tabs opened and closed at once are announced once each, never both silent', async () => {
    const { owner, member, topicId } = await squad();
    const watcher = ws(owner.token);
    const { events } = collectEvents<{ userId: string; online: boolean }>(watcher, `subscription { presenceChanged(topicId: "${topicId}") { userId online } }`);
    await expect.poll(() => events.length, { timeout: 5000 }).toBeGreaterThanOrEqual(2);
    events.length = 0;
    const presence = createPresence(t.app.deps);
    // the statements besides BEGIN/COMMIT and the processes' presence heartbeats (a timer's, not these calls')
    const own = (statements: string[]) => statements.filter((q) => !/(begin|commit)$/i.test(q.trim()) && !q.includes('set "seen_at"'));
    try {
      const { result: ids, statements } = await t.countSql(() => Promise.all([presence.connected(Number(member.id)), presence.connected(Number(member.id))]));
      // each: the lock, then the statement — no ORM flush, count or topic read
      expect(own(statements)).toHaveLength(4);
      await expect.poll(() => events, { timeout: 5000 }).toEqual([{ userId: member.id, online: true }]);
      const closing = await t.countSql(() => Promise.all(ids.map((id) => presence.disconnected(id, Number(member.id)))));
      expect(own(closing.statements)).toHaveLength(4);
      await expect.poll(() => events, { timeout: 5000 }).toEqual([
        { userId: member.id, online: true },
        { userId: member.id, online: false },
      ]);
      await sleep(200);
      expect(events).toHaveLength(2);
    } finally {
      await presence.stop();
    }
    await watcher.dispose();
  });

  it('a socket that closes while it is being connected leaves nobody online (a page navigating away as it connects)', async () => {
    const { owner, member, topicId } = await squad();
    const rows = async () => (await t.orm.em.fork().getConnection().execute('select count(*)::int as n from presence_connections where user_id = ?', [Number(member.id)]))[0].n;
    for (let delay = 0; delay <= 12; delay += 2) {
      const socket = new WebSocket(t.url.replace('http', 'ws') + '/graphql', 'graphql-transport-ws');
      socket.on('error', () => {}); // a reset of a socket killed mid-handshake is expected here
      await new Promise((r) => socket.once('open', r));
      socket.send(JSON.stringify({ type: 'connection_init', payload: { authToken: member.token } }));
      if (delay) await sleep(delay);
      socket.terminate();
    }
    // connects still in flight when the sockets died finish first; then nothing may be left
    await sleep(500);
    await expect.poll(rows, { timeout: 3000 }).toBe(0);
    await expect.poll(async () => (await owner.client.gql(ONLINE, { t: topicId })).data.topic.onlineMemberIds, { timeout: 3000 }).toEqual([]);
  });
});
