/**
 * What the platform learns about the features at compile time, by declaration merging in
 * `src/features.ts` (decision 023). The platform imports no feature, yet `ctx.viewer` is the users
 * feature's `User` and `ctx.loaders` is every feature's loaders, derived from the one list.
 */
// eslint-disable-next-line typescript/no-empty-object-type -- filled by declaration merging
export interface FeatureRegistry {}

/** All the platform itself reads of a signed-in person (the auth check, socket bookkeeping). */
export interface BaseViewer {
  id: number;
  status: string;
}

/** The signed-in person: `User` once `features.ts` registers it. */
export type Viewer = FeatureRegistry extends { viewer: infer V extends BaseViewer } ? V : BaseViewer;

/** Per-request loaders of every feature, keyed as each feature's `loaders` factory returns them. */
export type Loaders = FeatureRegistry extends { loaders: infer L extends object } ? L : Record<string, never>;

/** The account status that may use `@Auth()` fields (the users feature's `AccountStatus.ACTIVE`). */
export const ACTIVE_STATUS = 'ACTIVE';
