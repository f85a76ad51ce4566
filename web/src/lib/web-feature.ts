import type { FieldPolicy, TypePolicies } from '@apollo/client';

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
