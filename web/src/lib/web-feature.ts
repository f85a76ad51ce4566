import type { FieldPolicy, TypePolicies } from '@apollo/client';
import type { ComponentType } from 'react';

/**
 * What one web feature gives the app (decision 069), in its own `<feature>.manifest.ts`:
 * `app/web-features.ts` lists the manifests (one line each) and app/ composes them. A manifest is
 * tiny and loaded with the app's entry: it names no screen (screens stay lazy, decision 035).
 */
export interface WebFeature {
  name: string;
  /** Its routes' page names (document.title), first match wins; features do not share a route prefix. */
  titles?: readonly (readonly [RegExp, string])[];
  /** Its paged cache fields, by GraphQL type: `{ Query: { topicFeed: cursorPaged(['topicId']) } }`. */
  // eslint-disable-next-line typescript/no-explicit-any -- each field's policy has its own connection type
  pagedFields?: Readonly<Record<string, Readonly<Record<string, FieldPolicy<any>>>>>;
  /** Tabs it adds to the squad workspace, after the workspace's own (each loaded with `lazyPage`, lib/lazy-page.ts). */
  workspaceTabs?: readonly WorkspaceTab[];
}

/** What the workspace gives a tab: its topic, and whether the viewer owns it. */
export type WorkspaceTabProps = { topicId: string; viewerIsOwner: boolean };

/** A tab of the squad workspace at `…/active/{topicId}/{path}` (a lazy component: app/ wraps it in a Suspense). */
export interface WorkspaceTab {
  path: string;
  label: string;
  tab: ComponentType<WorkspaceTabProps> & { preload?: () => Promise<unknown> };
}

/** Route → page name of a feature list, in list order. */
export function composeTitles(features: readonly WebFeature[]): (readonly [RegExp, string])[] {
  return features.flatMap((f) => f.titles ?? []);
}

/** The Apollo type policies of a feature list's paged fields; a field paged by two features is refused. */
export function composeTypePolicies(features: readonly WebFeature[]): TypePolicies {
  const types: Record<string, { fields: Record<string, FieldPolicy> }> = {};
  for (const f of features) {
    for (const [type, fields] of Object.entries(f.pagedFields ?? {})) {
      const t = (types[type] ??= { fields: {} });
      for (const [field, policy] of Object.entries(fields)) {
        if (field in t.fields) throw new Error(`${type}.${field} is paged by two features (the second: ${f.name})`);
        t.fields[field] = policy;
      }
    }
  }
  return types;
}

/** The workspace tabs of a feature list, in list order; a path taken twice is refused. */
export function composeWorkspaceTabs(features: readonly WebFeature[]): WorkspaceTab[] {
  const tabs = features.flatMap((f) => f.workspaceTabs ?? []);
  const paths = tabs.map((t) => t.path.toLowerCase());
  const twice = paths.find((p, i) => paths.indexOf(p) !== i);
  if (twice !== undefined) throw new Error(`workspace tab "${twice}" is added twice`);
  return tabs;
}
