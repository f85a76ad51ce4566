import { LIMITS, MSG } from '@poolmates/schema';
import type { LegacyAssetFragment } from '../../gql/graphql.js';
import { graphql } from '../../gql/index.js';
import { id, obj, str } from '../../rest/body.js';
import { legacyPaging } from '../../rest/paging.js';
import { defineRow, type RestRow } from '../../rest/row.js';
import { legacyAssetUrl } from './resource-url.js';

graphql(`fragment LegacyAsset on Resource { id topicId url name addedBy { id } }`);

/** A resource in the legacy names (active-topic.md §3 "Resource"): `asseturl` without its scheme (`//host/path`). */
const toAsset = (r: LegacyAssetFragment) => ({
  assetid: Number(r.id),
  userid: Number(r.addedBy.id),
  topicid: Number(r.topicId),
  asseturl: legacyAssetUrl(r.url),
  assetname: r.name,
});

/**
 * active-topic.md §7 "Takeaway, resources, squad". Squad members only; the adder or the owner
 * updates and deletes. A `userid` in a body is ignored: the session acts.
 */
export const resourceRows: RestRow[] = [
  defineRow({
    method: 'post',
    path: '/adduserresources',
    document: graphql(`mutation LegacyAddResource($t: ID!, $u: String!, $n: String!, $c: String) { addResource(topicId: $t, url: $u, name: $n, clientId: $c) { id } }`),
    input: (b) => {
      const o = obj(b.resourcesobj, 'resourcesobj');
      const c = o.clientId ?? o.clientid;
      return { t: id(o, 'topicid', 'topicId'), u: str(o, 'asseturl'), n: str(o, 'assetname'), c: typeof c === 'string' ? c : null };
    },
    // PAYLOAD is the new assetid
    payload: (d) => Number(d.addResource.id),
  }),
  defineRow({
    // the asset list, 5 a page (page/limit in `obj`, as the other 5-a-page lists); PAYLOAD 0 when empty
    method: 'post',
    path: '/getalluserresources',
    document: graphql(`
      query LegacyResources($t: ID!, $first: Int, $offset: Int) {
        topicResources(topicId: $t, first: $first, offset: $offset) { edges { node { ...LegacyAsset } } pageInfo { hasNextPage } }
      }
    `),
    input: (b) => {
      const o = obj(b.obj, 'obj');
      return { t: id(o, 'topicid', 'topicId'), ...legacyPaging(o, { defaultLimit: LIMITS.resourcesPageSize }) };
    },
    payload: (d) => (d.topicResources.edges.length === 0 ? 0 : d.topicResources.edges.map((e) => toAsset(e.node))),
  }),
  defineRow({
    method: 'post',
    path: '/updateuserresources',
    document: graphql(`mutation LegacyUpdateResource($id: ID!, $u: String!, $n: String!) { updateResource(id: $id, url: $u, name: $n) { ...LegacyAsset } }`),
    input: (b) => {
      const o = obj(b.updobj, 'updobj');
      return { id: id(o, 'assetid'), u: str(o, 'asseturl'), n: str(o, 'assetname') };
    },
    payload: (d) => toAsset(d.updateResource),
    message: MSG.resourceUpdated,
  }),
  defineRow({
    method: 'post',
    path: '/delUserresources',
    document: graphql(`mutation LegacyDeleteResource($id: ID!) { deleteResource(id: $id) }`),
    input: (b) => ({ id: id(b, 'assetid') }),
    payload: () => 1,
    message: MSG.resourceDeleted,
  }),
];
