import { LIMITS, MSG } from '@poolmates/schema';
import type { LegacyTopicItemFragment, LegacyTopicQuery } from '../../gql/graphql.js';
import { graphql } from '../../gql/index.js';
import { id, obj, optStr, str } from '../../rest/body.js';
import { LegacyFailure, LegacyInputError } from '../../rest/envelope.js';
import { legacyList, legacyPaging } from '../../rest/paging.js';
import type { LegacyPage } from '../../rest/paging.js';
import { defineRow, type RestRow } from '../../rest/row.js';

/** The selection behind legacy topic list items (and the details' first fields), spread by the rows' operations. */
graphql(`fragment LegacyTopicItem on Topic { id topic yourName squadSize durationDays startDate startTime imageUrl active }`);

type TopicDetails = NonNullable<LegacyTopicQuery['topic']>;

/** Topic list item in the legacy names (pools-and-squads.md §3); own items add `poolactive`. */
const toItem = (t: LegacyTopicItemFragment, own = false) => ({
  topicId: Number(t.id),
  topic: t.topic,
  imagename: t.imageUrl ?? '',
  yourname: t.yourName,
  noofpartner: t.squadSize,
  noofdays: t.durationDays,
  startDate: t.startDate,
  startTime: t.startTime,
  ...(own ? { poolactive: t.active } : {}),
});

const toDetails = (t: TopicDetails) => ({
  ...toItem(t),
  userid: Number(t.owner.id),
  username: t.owner.username,
  profile_image: t.owner.profileImageUrl ?? '',
  topic_image: t.imageUrl ?? '',
  timezone: t.timezone,
  description: t.description ?? '',
  enrolledusers: t.members.slice(1).map((m) => ({ enrolledusersdetails: { PAYLOAD: { userid: Number(m.id), profile_image: m.profileImageUrl ?? '' } } })),
  status: viewerRequestState(t),
});

/**
 * The spec's `status (status, requestid)`: the viewer's own request state — 'pending' while their
 * request or invitation waits, 'approved' once in the squad; null for visitors, the owner and
 * anyone with nothing open ('Start now').
 */
function viewerRequestState(t: TopicDetails): { status: 'pending' | 'approved'; requestid: number | null } | null {
  if (t.viewerStatus === 'REQUESTED' || t.viewerStatus === 'INVITED') return { status: 'pending', requestid: t.viewerRequest ? Number(t.viewerRequest.id) : null };
  if (t.viewerStatus === 'MEMBER') return { status: 'approved', requestid: null };
  return null;
}

/** The spec's topic id field: `topicId` in one document, `topicid` in the other — both are read. */
const topicIdOf = (b: Record<string, unknown>) => id(b, 'topicId', 'topicid');

/** Active pool list item (active-topic.md §3) with the browse item's fields and the owner's id. */
const toActiveItem = (t: LegacyTopicItemFragment & { endDate: string; owner: { id: string } }) => ({ ...toItem(t), endDate: t.endDate, superuser: Number(t.owner.id) });

/**
 * "My active pools" (owned or joined, not ended), page by page; an empty page is the value 0, the
 * spec's empty-state signal (active-topic.md §4). Identity from the session only.
 */
function activeTopicRow(path: string, read: (b: Record<string, unknown>) => { o: Record<string, unknown>; search?: string }): RestRow {
  return defineRow({
    method: 'post',
    path,
    document: ActiveTopics,
    requiresSession: true,
    input: (b) => {
      const { o, search } = read(b);
      return { ...legacyPaging(o, { defaultLimit: LIMITS.topicsPageSize }), search: search ?? null };
    },
    payload: (d, page) => (d.myActivePools.edges.length === 0 ? 0 : legacyList(d.myActivePools, page, toActiveItem)),
  });
}
const ActiveTopics = graphql(`
  query LegacyActiveTopics($first: Int, $offset: Int, $search: String) {
    myActivePools(first: $first, offset: $offset, search: $search) { edges { node { ...LegacyTopicItem endDate owner { id } } } pageInfo { hasNextPage } }
  }
`);

const Browse = graphql(`
  query LegacyBrowse($first: Int, $offset: Int, $cats: [ID!], $search: String) {
    topics(first: $first, offset: $offset, categoryIds: $cats, search: $search) { edges { node { ...LegacyTopicItem } } pageInfo { hasNextPage } }
  }
`);

/** A browse-style row: paging from the body or query (handed to the PAYLOAD with the input). */
function browseRow(
  path: string,
  method: 'get' | 'post',
  read: (b: Record<string, unknown>) => { o: Record<string, unknown>; extra?: { cats: string[] }; pageKey?: string; limitKey?: string },
): RestRow {
  return defineRow({
    method,
    path,
    document: Browse,
    input: (b): LegacyPage & { cats?: string[] } => {
      const { o, extra, pageKey, limitKey } = read(b);
      return { ...legacyPaging(o, { pageKey, limitKey, defaultLimit: LIMITS.topicsPageSize }), ...extra };
    },
    payload: (d, page) => legacyList(d.topics, page, (t) => toItem(t)),
  });
}

/** Time as the legacy client sends it ("07:30 PM") or "19:30" → "HH:mm". */
function time24(v: string): string {
  const m = /^\s*(\d{1,2}):(\d{2})\s*([AaPp][Mm])?\s*$/.exec(v);
  if (!m) return v;
  let h = Number(m[1]);
  if (m[3]) h = (h % 12) + (/p/i.test(m[3]) ? 12 : 0);
  return `${String(h).padStart(2, '0')}:${m[2]}`;
}

/** pools-and-squads.md §7: browse, own pools, detail, categories, filter, publish, timeline. */
export const topicRows: RestRow[] = [
  browseRow('/poolController', 'get', (q) => ({ o: q })),
  browseRow('/getuserexplorepool', 'post', (b) => ({ o: b.activepool === undefined ? {} : obj(b.activepool, 'activepool') })),
  activeTopicRow('/getuseractivesearchpool', (b) => {
    // the home search of the active pools: within the caller's own squads (a `userid` is ignored)
    const v = b.activesearchterm;
    const o = typeof v === 'string' ? { searchterm: v } : obj(v, 'activesearchterm');
    return { o, search: str(o, 'searchterm', 'term', 'activesearchterm') };
  }),
  browseRow('/usertopicfilter', 'post', (b) => {
    const o = obj(b.topicobj, 'topicobj');
    const raw = o.categoryId;
    const cats = (Array.isArray(raw) ? raw : [raw]).filter((c) => c !== undefined && c !== null && c !== '').map(String);
    if (cats.length === 0) throw new LegacyInputError('categoryId is required.');
    return { o, pageKey: 'filterpage', limitKey: 'lim', extra: { cats } };
  }),
  defineRow({
    method: 'post',
    path: '/getuserpool',
    document: graphql(`
      query LegacyMine($first: Int, $offset: Int, $current: Boolean) {
        myTopics(first: $first, offset: $offset, currentOnly: $current) { edges { node { ...LegacyTopicItem } } pageInfo { hasNextPage } }
      }
    `),
    input: (b) => legacyPaging(b.userObj === undefined ? {} : obj(b.userObj, 'userObj'), { defaultLimit: LIMITS.topicsPageSize }),
    payload: (d, page) => legacyList(d.myTopics, page, (t) => toItem(t, true)),
  }),
  activeTopicRow('/getuseractivepool', (b) => ({ o: b.activepool === undefined ? {} : obj(b.activepool, 'activepool') })),
  defineRow({
    method: 'post',
    path: '/deluserpool',
    document: graphql(`mutation LegacyDeleteTopic($id: ID!) { deleteTopic(id: $id) }`),
    input: (b) => ({ id: topicIdOf(b) }),
    payload: () => 1,
    message: 'Topic deleted',
  }),
  defineRow({
    method: 'post',
    path: '/topicdetails',
    document: graphql(`
      query LegacyTopic($id: ID!) {
        topic(id: $id) { ...LegacyTopicItem timezone description owner { id username profileImageUrl } members { id profileImageUrl } viewerStatus viewerRequest { id } }
      }
    `),
    input: (b) => ({ id: topicIdOf(b) }),
    payload: (d) => {
      if (!d.topic) throw new LegacyFailure(MSG.topicNotFound);
      return toDetails(d.topic);
    },
  }),
  defineRow({
    method: 'post',
    path: '/topicsuperuser',
    document: graphql(`query LegacyTopicOwner($id: ID!) { topic(id: $id) { owner { id } } }`),
    input: (b) => ({ id: topicIdOf(b) }),
    payload: (d) => {
      if (!d.topic) throw new LegacyFailure(MSG.topicNotFound);
      return { userid: Number(d.topic.owner.id) };
    },
  }),
  defineRow({
    method: 'get',
    path: '/gettopiccategory',
    document: graphql(`query LegacyCategories { categories { id name } }`),
    payload: (d) => d.categories.map((c) => ({ categoryid: Number(c.id), topic: c.name, selectedFlag: false })),
  }),
  defineRow({
    method: 'post',
    path: '/timelinedetails',
    document: graphql(`query LegacyTimeline($id: ID!) { topic(id: $id) { id topic } timeline(topicId: $id) { id day date title description author { id } } }`),
    input: (b) => ({ id: topicIdOf(b) }),
    // the timeline of a missing topic is an error, so `topic` is there whenever data is
    payload: (d) =>
      d.timeline.map((e) => ({
        timelineId: Number(e.id),
        topicId: Number(d.topic!.id),
        userid: Number(e.author.id),
        date: e.date,
        title: e.title,
        description: e.description ?? '',
        topic: d.topic!.topic,
      })),
  }),
  defineRow({
    method: 'post',
    path: '/updatetimeline',
    document: graphql(`mutation LegacyUpdateTimeline($id: ID!, $t: String!, $d: String) { updateTimelineEntry(id: $id, title: $t, description: $d) { id } }`),
    input: (b) => {
      const o = obj(b.timelineobj, 'timelineobj');
      return { id: String(o.timelineId ?? str(o, 'timelineId')), t: str(o, 'title'), d: optStr(o, 'description') ?? null };
    },
    payload: () => 1,
    message: 'Timeline updated',
  }),
  defineRow({
    method: 'post',
    path: '/publish',
    document: graphql(`mutation LegacyPublish($input: PublishTopicInput!, $image: Upload) { publishTopic(input: $input, image: $image) { id } }`),
    multipart: { fileField: 'file', variable: 'image', maxBytes: LIMITS.profileImageMaxBytes },
    input: (f) => {
      let timeline: unknown;
      try {
        timeline = JSON.parse(optStr(f, 'timeline') || '[]');
      } catch {
        throw new LegacyInputError('timeline must be JSON: a list of {title, description}.');
      }
      if (!Array.isArray(timeline)) throw new LegacyInputError('timeline must be JSON: a list of {title, description}.');
      const int = (k: string, missing: string) => {
        if (f[k] === undefined || f[k] === '') throw new LegacyInputError(missing);
        const n = Number(f[k]);
        if (!Number.isInteger(n)) throw new LegacyInputError(`${k} must be a whole number.`);
        return n;
      };
      return {
        input: {
          yourName: optStr(f, 'yourname') ?? '',
          topic: optStr(f, 'topic') ?? '',
          description: optStr(f, 'description') ?? null,
          categoryId: optStr(f, 'categoryId', 'topic_categoryid') ?? '',
          squadSize: int('noofpartner', MSG.squadRequired),
          durationDays: int('noofdays', MSG.durationRequired),
          startDate: optStr(f, 'startdate') ?? '',
          startTime: time24(optStr(f, 'starttime') ?? ''),
          timezone: optStr(f, 'timezone') ?? '',
          timeline: timeline.map((e) => {
            const o = obj(e, 'timeline entry');
            return { title: String(o.title ?? ''), description: o.description == null ? null : String(o.description) };
          }),
        },
      };
    },
    payload: (d) => Number(d.publishTopic.id),
    message: 'Topic published',
  }),
];
