import { LIMITS } from '@poolmates/schema';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BATCH_MAX, createApolloClient } from '../lib/apollo-client';
import { MeQueryDocument } from '../lib/session.graphql';
import { WorkspaceTopicQueryDocument } from '../features/workspace/first-screen.graphql';
import { viewer } from '../test/graphql-responses';
import { api, BATCH_PART, server } from '../test/msw-server';
import { FEED_PAGE_SIZE, firstScreenReads, preloadFirstScreen } from './first-screen';

describe('the first screen’s reads (decision 083)', () => {
  afterEach(() => document.documentElement.removeAttribute('data-visitor'));

  it('keeps the entry chunk’s copies of the limits equal to LIMITS', () => {
    expect(FEED_PAGE_SIZE).toBe(LIMITS.feedPageSize);
    expect(BATCH_MAX).toBe(LIMITS.graphqlBatchMax);
  });

  it('names each page’s reads with the variables its page asks them with', () => {
    const names = (p: string) => firstScreenReads(p).map((r) => `${(r.query.definitions[0] as { name: { value: string } }).name.value} ${JSON.stringify(r.variables)}`);
    expect(names('/homepage/')).toEqual(['MyActivePools {"search":null}']);
    expect(names('/homepage/active/5')).toEqual(['WorkspaceTopic {"id":"5"}', 'AccountabilityToday {"topicId":"5"}', 'TopicPostCount {"topicId":"5"}', `TopicFeed {"topicId":"5","first":${LIMITS.feedPageSize}}`]);
    expect(names('/homepage/Active/5/Timeline')).toEqual(['WorkspaceTopic {"id":"5"}', 'AccountabilityToday {"topicId":"5"}', 'TopicPostCount {"topicId":"5"}', 'TimelineTab {"topicId":"5"}', 'TimelineCheckIns {"topicId":"5"}']);
    expect(names('/homepage/active/5/resources')).toHaveLength(3);
    expect(names('/homepage/settings')).toEqual([]);
    expect(names('/homepage/active/x')).toEqual([]);
    for (const p of ['/homepage', '/homepage/active/5', '/homepage/active/5/timeline']) expect(firstScreenReads(p).length + 1).toBeLessThanOrEqual(LIMITS.graphqlBatchMax);
  });

  it('asks the session check and a workspace’s reads in one HTTP request, and the page’s own query finds them cached', async () => {
    const bodies: unknown[] = [];
    server.use(
      http.post('*/graphql', async ({ request }) => {
        if (!request.headers.has(BATCH_PART)) bodies.push(await request.clone().json());
        return undefined;
      }),
      api.query('Me', () => HttpResponse.json({ data: { me: viewer() } })),
      api.query('WorkspaceTopic', () => HttpResponse.json({ data: { topic: null } })),
      api.query('AccountabilityToday', () => HttpResponse.json({ errors: [{ message: 'no', extensions: { code: 'NOT_FOUND' } }] })),
      api.query('TopicFeed', () => HttpResponse.json({ data: { topicFeed: null } })),
      api.query('TopicPostCount', () => HttpResponse.json({ data: { topicPostCount: 3 } })),
    );
    const client = createApolloClient({ wsUrl: null });
    // a page load's cache is empty: the preload does not read it first (issue 28 item 10)
    const reads = vi.spyOn(client.cache, 'diff');
    preloadFirstScreen('/homepage/active/5', client);
    expect(reads).not.toHaveBeenCalled();
    reads.mockRestore();
    await expect.poll(() => client.readQuery({ query: WorkspaceTopicQueryDocument, variables: { id: '5' } })).toEqual({ topic: null });
    expect(bodies).toHaveLength(1);
    expect((bodies[0] as { operationName: string }[]).map((op) => op.operationName)).toEqual(['Me', 'WorkspaceTopic', 'AccountabilityToday', 'TopicPostCount', 'TopicFeed']);
    expect(client.readQuery({ query: MeQueryDocument })?.me?.id).toBe(viewer().id);
    // the page's query (cache-first) asks nothing more
    await client.query({ query: MeQueryDocument });
    expect(bodies).toHaveLength(1);
  });

  it('a cookie that names no live session (expired, revoked elsewhere): the batch refused as a visitor’s, each read goes again alone and the session check answers null, not an error', async () => {
    const bodies: unknown[] = [];
    server.use(
      // the api refuses a batch whose token names no one's session (400, nothing run: graphql-http.ts)
      http.post('*/graphql', async ({ request }) => {
        const body = (await request.clone().json()) as unknown;
        if (request.headers.has(BATCH_PART)) return undefined;
        bodies.push(body);
        if (Array.isArray(body)) return HttpResponse.json({ errors: [{ message: 'Operation batching is for signed-in requests only.', extensions: { code: 'BAD_REQUEST' } }] }, { status: 400 });
        return undefined;
      }),
      api.query('Me', () => HttpResponse.json({ data: { me: null } })),
      api.query('MyActivePools', () => HttpResponse.json({ errors: [{ message: 'Please sign in.', extensions: { code: 'UNAUTHENTICATED' } }] })),
    );
    const client = createApolloClient({ wsUrl: null });
    preloadFirstScreen('/homepage', client);
    // the guard's own check (cache-first) joins the one in flight
    const me = await client.query({ query: MeQueryDocument });
    expect(me.error).toBeUndefined();
    expect(me.data?.me).toBeNull();
    expect(Array.isArray(bodies[0])).toBe(true);
    expect(bodies.slice(1).length).toBeGreaterThan(0);
    for (const b of bodies.slice(1)) expect(Array.isArray(b)).toBe(false);
  });

  it('asks nothing in the visitor’s shell (no session cookie)', async () => {
    document.documentElement.setAttribute('data-visitor', '');
    let asked = 0;
    server.use(http.post('*/graphql', () => void asked++));
    preloadFirstScreen('/homepage', createApolloClient({ wsUrl: null }));
    await new Promise((r) => setTimeout(r, 30));
    expect(asked).toBe(0);
  });
});
