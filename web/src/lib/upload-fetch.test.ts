import { afterEach, describe, expect, it, vi } from 'vitest';
import { uploadAwareFetch } from './upload-fetch';

describe('uploadAwareFetch (decision 097: each request starts in a task of its own)', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('starts the fetch from scheduler.postTask where the browser has it, with the same arguments', async () => {
    const order: string[] = [];
    const response = new Response('{}');
    const fetchMock = vi.fn<typeof fetch>(() => {
      order.push('fetch');
      return Promise.resolve(response);
    });
    let queued: (() => unknown) | null = null;
    const postTask = vi.fn<(run: () => unknown) => Promise<unknown>>((run) => {
      order.push('postTask');
      queued = run;
      return new Promise((resolve) => setTimeout(() => resolve(run()), 0));
    });
    vi.stubGlobal('fetch', fetchMock);
    vi.stubGlobal('scheduler', { postTask });
    const init = { method: 'POST', body: '{"query":"{ me { id } }"}' };
    const pending = uploadAwareFetch('/graphql', init);
    expect(fetchMock).not.toHaveBeenCalled(); // not in the caller's task
    expect(queued).not.toBeNull();
    await expect(pending).resolves.toBe(response);
    expect(order).toEqual(['postTask', 'fetch']);
    expect(fetchMock).toHaveBeenCalledWith('/graphql', init);
  });

  it('fetches at once where there is no scheduler (the tests, older browsers)', async () => {
    const response = new Response('{}');
    const fetchMock = vi.fn<typeof fetch>(() => Promise.resolve(response));
    vi.stubGlobal('fetch', fetchMock);
    vi.stubGlobal('scheduler', undefined);
    const pending = uploadAwareFetch('/graphql', { method: 'POST' });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await expect(pending).resolves.toBe(response);
  });

  it('a request aborted before its task runs rejects, as fetch does with an aborted signal', async () => {
    const controller = new AbortController();
    const fetchMock = vi.fn<typeof fetch>((_input, init) =>
      init?.signal?.aborted ? Promise.reject(new DOMException('aborted', 'AbortError')) : Promise.resolve(new Response('{}')),
    );
    vi.stubGlobal('fetch', fetchMock);
    vi.stubGlobal('scheduler', { postTask: (run: () => unknown) => new Promise((resolve) => setTimeout(() => resolve(run()), 0)) });
    const pending = uploadAwareFetch('/graphql', { method: 'POST', signal: controller.signal });
    controller.abort();
    await expect(pending).rejects.toThrow('aborted');
  });
});
