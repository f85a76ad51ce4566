import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

type PropsOf<C> = C extends ComponentType<infer P> ? P : never;

/** A component loaded on first render, with `preload()` to start its download earlier. */
export type LazyPage<P> = LazyExoticComponent<ComponentType<P>> & { preload: () => Promise<unknown> };

/**
 * Route splitting (decision 035): `lazyPage(() => import('./x-page'), 'XPage')` loads a
 * feature's named export in its own chunk the first time it renders. app/ (and a feature's manifest, decision 069) import screens
 * ONLY this way, so the first visit downloads just what its route shows (web/src/bundle-budget.test.ts
 * holds the initial JS of `/` and `/homepage` to their budgets). The promise is kept: `preload()` and
 * the first render share one download. A failed download (offline) reaches `PageLoadBoundary`.
 */
export function lazyPage<M, K extends keyof M>(load: () => Promise<M>, name: K): LazyPage<PropsOf<M[K]>> {
  let pending: Promise<M> | null = null;
  const once = () => (pending ??= load());
  const component = lazy(async () => ({ default: (await once())[name] as ComponentType<PropsOf<M[K]>> }));
  return Object.assign(component, { preload: once });
}
