import { LIMITS } from '@poolmates/schema';
import { Field, ID, Int, ObjectType, registerEnumType } from 'type-graphql';
import type { SignedInContext } from '../../platform/auth.js';
import { HighlightRun } from './topic-search.types.js';

/**
 * In-topic search over a squad's resources and takeaways (issue 28): the posts have full-text search
 * (decision 030); these short texts are matched with ILIKE on the phrase as typed (accents and case
 * ignored), newest first, at most 20. Squad members only (the caller checks).
 */
export enum TopicAssetKind {
  RESOURCE = 'RESOURCE',
  TAKEAWAY = 'TAKEAWAY',
}
registerEnumType(TopicAssetKind, { name: 'TopicAssetKind', description: "What an in-topic search hit besides a post is: a resource (Assets tab) or a takeaway (a timeline day's)." });

@ObjectType({ description: "A resource or takeaway of a topic found by in-topic search, the matched text flagged." })
export class TopicAssetHit {
  @Field(() => TopicAssetKind)
  kind!: TopicAssetKind;

  @Field(() => ID, { description: "The resource's or takeaway's id (named so that the two kinds, whose ids overlap, are never merged by a client cache keyed on `id`)." })
  itemId!: string;

  @Field(() => [HighlightRun], { description: "The resource's name (or its URL when only that matched) or the takeaway's text, matches flagged." })
  highlight!: HighlightRun[];

  @Field(() => String, { nullable: true, description: 'A resource: its URL.' })
  url!: string | null;

  @Field(() => Int, { nullable: true, description: 'A takeaway: its timeline day.' })
  day!: number | null;

  @Field(() => Date)
  createdAt!: Date;

  authorId!: number;
}

const LIMIT = 20;

/** The query as an ILIKE pattern: `%`, `_` and `\` taken literally. */
const likePattern = (q: string) => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Case- and accent-insensitive fold that keeps every character's position (one code unit in, one out). */
const fold = (s: string) => [...s].map((c) => [...[...c.normalize('NFD')][0].toLowerCase()][0]).join('');

/** `text` split into runs, every occurrence of `q` (folded) flagged. */
export function matchRuns(text: string, q: string): HighlightRun[] {
  const chars = [...text];
  const hay = fold(text);
  const needle = fold(q);
  const hayChars = [...hay];
  const runs: HighlightRun[] = [];
  if (!needle) return [{ text, match: false }];
  const needleLen = [...needle].length;
  let i = 0;
  let plain = '';
  while (i < chars.length) {
    if (hayChars.slice(i, i + needleLen).join('') === needle) {
      if (plain) runs.push({ text: plain, match: false });
      plain = '';
      runs.push({ text: chars.slice(i, i + needleLen).join(''), match: true });
      i += needleLen;
    } else {
      plain += chars[i];
      i += 1;
    }
  }
  if (plain) runs.push({ text: plain, match: false });
  return runs;
}

interface Row {
  kind: TopicAssetKind;
  id: number;
  text: string;
  url: string | null;
  day: number | null;
  created_at: Date | string;
  author_id: number;
}

const SQL = `
select * from (
  select 'RESOURCE' as kind, r.id, r.name as text, r.url, null::int as day, r.created_at, r.author_id
  from resources r
  where r.topic_id = ? and (public.unaccent(r.name) ilike public.unaccent(?) or r.url ilike ?)
  union all
  select 'TAKEAWAY', k.id, k.text, null, e.day, k.created_at, k.author_id
  from takeaways k join timeline_entries e on e.id = k.timeline_entry_id
  where e.topic_id = ? and public.unaccent(k.text) ilike public.unaccent(?)
) hits order by created_at desc, id desc limit ${LIMIT}`;

export async function searchAssets(ctx: SignedInContext, topicId: number, q: string): Promise<TopicAssetHit[]> {
  const pattern = likePattern(q.slice(0, LIMITS.topicSearchQueryMax));
  const rows = await ctx.em.getConnection().execute<Row[]>(SQL, [topicId, pattern, pattern, topicId, pattern], 'all');
  return rows.map((r) => {
    const nameRuns = matchRuns(r.text, q);
    const shown = r.kind === TopicAssetKind.RESOURCE && !nameRuns.some((x) => x.match) && r.url ? matchRuns(r.url, q) : nameRuns;
    return { kind: r.kind, itemId: String(r.id), highlight: shown, url: r.url, day: r.day, createdAt: new Date(r.created_at), authorId: r.author_id };
  });
}
