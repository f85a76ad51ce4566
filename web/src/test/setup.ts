import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { server } from './msw-server';
import { setDefaultTypePolicies } from '../lib/apollo-client';
import { typePolicies } from '../app/web-features';

// findBy*/waitFor wait up to 5 s: `npm test` runs the api and web projects side by side on two
// cores, and the default 1 s made a rare slow render fail a correct test.
configure({ asyncUtilTimeout: 5000 });

// the tests' Apollo clients page as the app's does: the features' paged fields (app/web-features.ts)
setDefaultTypePolicies(typePolicies);

// jsdom does not scroll (its scrollTo only logs "not implemented"); tests spy on this stand-in.
window.scrollTo = () => {};

// msw 3: `onUnhandledFrame` (the old `onUnhandledRequest` key is silently ignored).
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => {
  cleanup();
  server.resetHandlers();
  window.sessionStorage.clear();
  // one jsdom serves many files (isolate: false): nothing a test's dialogs or portals left on the
  // page (an inert background, the scroll lock, a stray node, focus) reaches the next test
  document.body.replaceChildren();
  document.body.className = '';
  document.body.removeAttribute('style');
  (document.activeElement as HTMLElement | null)?.blur?.();
});
afterAll(() => server.close());
