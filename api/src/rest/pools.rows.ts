import { LIMITS, MSG } from '@poolmates/schema';
import { obj, optStr, str } from './body.js';
import { LegacyInputError } from './envelope.js';
import { legacyList, legacyPaging } from './paging.js';
import type { RestRow } from './row.js';

/** The GraphQL selection behind legacy topic list items and details. */
const ITEM = `id topic yourName squadSize durationDays startDate startTime imageUrl active`;
const DETAILS = `${ITEM} timezone description owner { id username profileImageUrl } members { id profileImageUrl }`;

interface GqlTopic {
  id: string;
  topic: string;
  yourName: string;
  squadSize: number;
  durationDays: number;
  startDate: string;
  startTime: string;
  imageUrl: string | null;
  active: boolean;
  timezone?: string;
  description?: string | null;
  owner?: { id: string; username: string; profileImageUrl: string | null };
  members?: { id: string; profileImageUrl: string | null }[];
}
/** Topic list item in the legacy names (pools-and-squads.md §3); own items add `poolactive`. */
const toItem = (t: GqlTopic, own = false) => ({
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

const toDetails = (t: GqlTopic) => ({
  ...toItem(t),
  userid: Number(t.owner!.id),
  username: t.owner!.username,
  profile_image: t.owner!.profileImageUrl ?? '',
  topic_image: t.imageUrl ?? '',
  timezone: t.timezone,
  description: t.description ?? '',
  enrolledusers: t.members!.slice(1).map((m) => ({ enrolledusersdetails: { PAYLOAD: { userid: Number(m.id), profile_image: m.profileImageUrl ?? '' } } })),
  status: null,
});

const BROWSE = `query LegacyBrowse($first: Int, $offset: Int, $cats: [ID!], $search: String) { topics(first: $first, offset: $offset, categoryIds: $cats, search: $search) { edges { node { ${ITEM} } } pageInfo { hasNextPage } } }`;
const MINE = `query LegacyMine($first: Int, $offset: Int, $current: Boolean) { myTopics(first: $first, offset: $offset, currentOnly: $current) { edges { node { ${ITEM} } } pageInfo { hasNextPage } } }`;

/** A browse-style row: paging from the body or query (kept in res.locals for the PAYLOAD). */
function browseRow(
  path: string,
  method: 'get' | 'post',
  read: (b: Record<string, unknown>) => { o: Record<string, unknown>; extra?: Record<string, unknown>; pageKey?: string; limitKey?: string },
): RestRow {
  return {
    method,
    path,
    document: BROWSE,
    variables: (b, req) => {
      const { o, extra, pageKey, limitKey } = read(b);
      return { ...legacyPaging(o, req, { pageKey, limitKey, defaultLimit: LIMITS.topicsPageSize }), ...extra };
    },
    payload: (d, res) => legacyList(d.topics, res, (t: GqlTopic) => toItem(t)),
  };
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
export const poolRows: RestRow[] = [
  browseRow('/poolController', 'get', (q) => ({ o: q })),
  browseRow('/getuserexplorepool', 'post', (b) => ({ o: b.activepool === undefined ? {} : obj(b.activepool, 'activepool') })),
  browseRow('/getuseractivesearchpool', 'post', (b) => {
    const v = b.activesearchterm;
    const o = typeof v === 'string' ? { searchterm: v } : obj(v, 'activesearchterm');
    return { o, extra: { search: str(o, 'searchterm', 'term') } };
  }),
  browseRow('/usertopicfilter', 'post', (b) => {
    const o = obj(b.topicobj, 'topicobj');
    const raw = o.categoryId;
    const cats = (Array.isArray(raw) ? raw : [raw]).filter((c) => c !== undefined && c !== null && c !== '').map(String);
    if (cats.length === 0) throw new LegacyInputError('categoryId is required.');
    return { o, pageKey: 'filterpage', limitKey: 'lim', extra: { cats } };
  }),
  {
    method: 'post',
    path: '/getuserpool',
    document: MINE,
    variables: (b, req) => legacyPaging(b.userObj === undefined ? {} : obj(b.userObj, 'userObj'), req, { defaultLimit: LIMITS.topicsPageSize }),
    payload: (d, res) => legacyList(d.myTopics, res, (t: GqlTopic) => toItem(t, true)),
  },
  {
    method: 'post',
    path: '/getuseractivepool',
    document: MINE,
    variables: (b, req) => ({ ...legacyPaging(b.activepool === undefined ? {} : obj(b.activepool, 'activepool'), req, { defaultLimit: LIMITS.topicsPageSize }), current: true }),
    payload: (d, res) => legacyList(d.myTopics, res, (t: GqlTopic) => toItem(t, true)),
  },
  {
    method: 'post',
    path: '/deluserpool',
    document: 'mutation LegacyDeletePool($id: ID!) { deleteTopic(id: $id) }',
    variables: (b) => ({ id: String(b.topicId ?? str(b, 'topicId')) }),
    payload: () => 1,
    message: 'Topic deleted',
  },
  {
    method: 'post',
    path: '/topicdetails',
    document: `query LegacyTopic($id: ID!) { topic(id: $id) { ${DETAILS} } }`,
    variables: (b) => ({ id: String(b.topicId ?? str(b, 'topicId')) }),
    payload: (d) => {
      if (!d.topic) throw new LegacyInputError('This topic does not exist.');
      return toDetails(d.topic);
    },
  },
  {
    method: 'post',
    path: '/topicsuperuser',
    document: 'query LegacyTopicOwner($id: ID!) { topic(id: $id) { owner { id } } }',
    variables: (b) => ({ id: String(b.topicId ?? str(b, 'topicId')) }),
    payload: (d) => {
      if (!d.topic) throw new LegacyInputError('This topic does not exist.');
      return { userid: Number(d.topic.owner.id) };
    },
  },
  {
    method: 'get',
    path: '/gettopiccategory',
    document: 'query LegacyCategories { categories { id name } }',
    payload: (d) => d.categories.map((c: { id: string; name: string }) => ({ categoryid: Number(c.id), topic: c.name, selectedFlag: false })),
  },
  {
    method: 'post',
    path: '/timelinedetails',
    document: 'query LegacyTimeline($id: ID!) { topic(id: $id) { id topic } timeline(topicId: $id) { id day date title description author { id } } }',
    variables: (b) => ({ id: String(b.topicId ?? str(b, 'topicId')) }),
    payload: (d) =>
      d.timeline.map((e: { id: string; date: string; title: string; description: string | null; author: { id: string } }) => ({
        timelineId: Number(e.id),
        topicId: Number(d.topic.id),
        userid: Number(e.author.id),
        date: e.date,
        title: e.title,
        description: e.description ?? '',
        topic: d.topic.topic,
      })),
  },
  {
    method: 'post',
    path: '/updatetimeline',
    document: 'mutation LegacyUpdateTimeline($id: ID!, $t: String!, $d: String) { updateTimelineEntry(id: $id, title: $t, description: $d) { id } }',
    variables: (b) => {
      const o = obj(b.timelineobj, 'timelineobj');
      return { id: String(o.timelineId ?? str(o, 'timelineId')), t: str(o, 'title'), d: optStr(o, 'description') ?? null };
    },
    payload: () => 1,
    message: 'Timeline updated',
  },
  {
    method: 'post',
    path: '/publish',
    document: `mutation LegacyPublish($input: PublishTopicInput!, $image: Upload) { publishTopic(input: $input, image: $image) { id } }`,
    multipart: { fileField: 'file', variable: 'image', maxBytes: LIMITS.profileImageMaxBytes },
    variables: (f) => {
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
  },
];
