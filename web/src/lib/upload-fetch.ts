/**
 * `fetch` cannot report upload progress, so a request that asks for it (an `onUploadProgress`
 * callback in its fetch options, passed through Apollo's `context.fetchOptions`) goes through
 * XMLHttpRequest instead; every other request uses the global `fetch`.
 */
export interface UploadProgressInit extends RequestInit {
  /** Called with the fraction sent, 0…1. */
  onUploadProgress?: (fraction: number) => void;
}

export const uploadAwareFetch: typeof fetch = (input, init) => {
  const options = init as UploadProgressInit | undefined;
  if (!options?.onUploadProgress) return inOwnTask(() => fetch(input, init));
  return xhrFetch(String(input instanceof Request ? input.url : input), options);
};

interface TaskScheduler {
  postTask<T>(run: () => T | Promise<T>): Promise<T>;
}

/**
 * `run` in a task of its own where the browser has `scheduler.postTask` (Chromium, Firefox; at once
 * elsewhere, and in the tests' jsdom). A `fetch()` call costs main-thread time itself (tens of ms at
 * 4x CPU), and the queries a page's parts start as they mount are asked together from React's
 * effects: each request's start was added to one long task after the first paint (issue 28 item
 * 10; decision 097). Each now starts in its own, in the order asked; the first screen's reads go
 * through the batch link, not this fetch.
 */
function inOwnTask<T>(run: () => Promise<T>): Promise<T> {
  const scheduler = (globalThis as { scheduler?: TaskScheduler }).scheduler;
  return typeof scheduler?.postTask === 'function' ? scheduler.postTask(run) : run();
}

function xhrFetch(url: string, init: UploadProgressInit): Promise<Response> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(init.method ?? 'POST', url);
    xhr.withCredentials = init.credentials === 'include';
    new Headers(init.headers).forEach((value, key) => xhr.setRequestHeader(key, value));
    xhr.upload.addEventListener('progress', (e) => {
      if (e.lengthComputable && e.total > 0) init.onUploadProgress?.(e.loaded / e.total);
    });
    xhr.addEventListener('load', () => {
      init.onUploadProgress?.(1);
      const headers = new Headers();
      for (const line of xhr.getAllResponseHeaders().trim().split(/[\r\n]+/)) {
        const at = line.indexOf(':');
        if (at > 0) headers.append(line.slice(0, at).trim(), line.slice(at + 1).trim());
      }
      resolve(new Response(xhr.responseText, { status: xhr.status, statusText: xhr.statusText, headers }));
    });
    xhr.addEventListener('error', () => reject(new TypeError('Network request failed')));
    xhr.addEventListener('abort', () => reject(new DOMException('The upload was cancelled.', 'AbortError')));
    init.signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(init.body as XMLHttpRequestBodyInit | null);
  });
}
