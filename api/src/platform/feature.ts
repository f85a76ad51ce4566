import type { EntityManager } from '@mikro-orm/postgresql';
import type { Router } from 'express';
import type { RestRow } from './legacy-row.js';
import type { AppDeps } from './context.js';
import type { Loaders } from './registry.js';
import type { Allowance } from './write-limits.js';
import type { SplicePage } from './splice.js';

/**
 * Per-connection work a feature does for signed-in sockets (presence; later calls). Made once per
 * process when the app starts; `ws.ts` calls it and knows nothing of what it does.
 */
export interface SocketHook {
  /** A signed-in socket opened. Resolves to what to run when it closes. */
  opened(viewer: { userId: number; sessionId: string }): Promise<() => Promise<void>>;
  /** The process is stopping (after the sockets are drained). */
  stop?(): Promise<void>;
}

/**
 * One feature, as the app wires it (decision 023). Each `modules/<feature>/<feature>.module.ts`
 * exports one; `src/features.ts` lists them. Everything is optional except the name.
 */
export interface Feature<L extends object = object, W extends string = string> {
  name: string;
  /** MikroORM entities (the migrations must agree with them: orm.test.ts). */
  entities?: readonly (abstract new (...args: never[]) => object)[];
  /** type-graphql resolver classes. */
  // eslint-disable-next-line typescript/no-unsafe-function-type -- what type-graphql's buildSchema takes
  resolvers?: readonly Function[];
  /** Per-request DataLoaders, keyed as they appear on `ctx.loaders` (e.g. `{ users: … }`). */
  loaders?: (em: EntityManager, viewerId: number | null) => L;
  /** Legacy REST rows (decision 003); the router registers them in list order. */
  rows?: readonly RestRow[];
  /** Registers pg-boss queues and workers at start. */
  jobs?: (deps: AppDeps) => Promise<void>;
  /**
   * Plain HTTP routes (a PDF, a no-script page), mounted after the GraphQL and legacy routes and
   * behind the cross-site refusal, in list order.
   */
  routes?: (router: Router, deps: AppDeps) => void;
  /**
   * The allowances of the writes it counts (`throttleWrite(ctx, kind)`), by kind (decision 069):
   * each reaches other people, so it must not be scriptable at will.
   */
  writeLimits?: Readonly<Record<W, Allowance>>;
  /** Socket hook, made once at start. */
  socket?: (deps: AppDeps) => SocketHook;
  /** Read pages answered with PostgreSQL's JSON text as it came (splice.ts, decision 066). */
  splices?: readonly SplicePage[];
}

/** Identity with inference: keeps each feature's loader types for `Loaders` (features.ts). */
export function defineFeature<L extends object = object, W extends string = never>(feature: Feature<L, W>): Feature<L, W> {
  return feature;
}

/** Union → intersection: the loaders of all features as one object type. */
export type UnionToIntersection<U> = (U extends unknown ? (x: U) => void : never) extends (x: infer I) => void ? I : never;

type LoadersOfOne<F> = F extends Feature<infer L> ? L : never;

type WriteKindsOfOne<F> = F extends Feature<object, infer W> ? W : never;

/** The write kinds a feature list declares (its features' `writeLimits` keys). */
export type WriteKindsOf<F extends readonly Feature<object, string>[]> = WriteKindsOfOne<F[number]>;

/** The `ctx.loaders` type of a feature list. */
export type LoadersOf<F extends readonly Feature<object>[]> = UnionToIntersection<LoadersOfOne<F[number]>>;

/** What the app and the schema build take from the list, in list order. */
export function collect(features: readonly Feature<object, string>[]) {
  return {
    entities: features.flatMap((f) => f.entities ?? []),
    resolvers: features.flatMap((f) => f.resolvers ?? []),
    rows: features.flatMap((f) => f.rows ?? []),
    writeLimits: features.map((f) => f.writeLimits ?? {}),
    loaders: lazyLoaders(features),
  };
}

/**
 * `ctx.loaders` with each feature's loaders made on first use: a context touches one or two
 * features' (a subscription's event: often none or one), and making all of them — about thirty
 * DataLoaders — for every request and every delivered event was ~1 % of the app's CPU on the squad
 * day (issue 27). A feature's keys are learnt once, at start, from loaders made with no
 * EntityManager (they only capture it: nothing runs until a load).
 */
function lazyLoaders(features: readonly Feature<object, string>[]): (em: EntityManager, viewerId: number | null) => Loaders {
  type Made = Record<string, unknown>;
  class Lazy {
    readonly made = new Map<Feature<object, string>, Made>();
    constructor(
      readonly em: EntityManager,
      readonly viewerId: number | null,
    ) {}
  }
  for (const f of features) {
    const make = f.loaders;
    if (!make) continue;
    for (const key of Object.keys(make(null as unknown as EntityManager, null))) {
      if (Object.hasOwn(Lazy.prototype, key) || key === 'made' || key === 'em' || key === 'viewerId') throw new Error(`the loaders "${key}" are named twice`);
      Object.defineProperty(Lazy.prototype, key, {
        enumerable: true,
        get(this: Lazy) {
          let m = this.made.get(f);
          if (!m) this.made.set(f, (m = make(this.em, this.viewerId) as Made));
          return m[key];
        },
      });
    }
  }
  return (em, viewerId) => new Lazy(em, viewerId) as unknown as Loaders;
}
