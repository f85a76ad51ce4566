import { LIMITS } from '@poolmates/schema';

/**
 * Global search as SQL (decision 038). The query's words (letters and digits only, at most
 * LIMITS.searchWordsMax, lower-cased and unaccented in the statement) become two tsqueries over
 * the `pm_words` documents of `topic_search` / `person_search`:
 * - `exact`: every word as a whole word or the start of one (`java` finds "JavaScript");
 * - `loose`: the same, each word OR-ed with up to three words of the shared vocabulary that are
 *   nearest to it by trigrams and within one or two edits (Levenshtein) of it (a typo or two:
 *   `pyhton` → python), for words of 4+ characters; not a word it starts or that starts it.
 * Rows matching `loose` are ranked: those matching `exact` first, then `ts_rank` (weights: title
 * and names A, category B, description C), then newest first.
 *
 * `searchCtes(kind, …)` gives the `with` part that defines `q` (the queries) and `hits` (one page:
 * id, exact, rank, pos); the reads (search.reads.ts) join it to their tables, and the bench runs the
 * same text. Placeholders are `?` (MikroORM's), in this order: the words (text[]), then for `hits`
 * nothing else (limit and offset are integers inlined).
 */
export type SearchKind = 'topics' | 'people';

/** A typo or two: a vocabulary word (among the 8 nearest by trigrams) within 1 edit of a 4–5 letter word, 2 of a longer one ("pyhton" → python; "java" ↛ jazz). */
const MAX_EDITS = 2;

const TABLE = { topics: { table: 'topic_search', id: 'topic_id' }, people: { table: 'person_search', id: 'user_id' } } as const;

/**
 * The `q` and `hits` CTEs. `words` is the placeholder of the words array; `limit`/`offset` are
 * integers (inlined by the caller through read.ts's `int`); `where` narrows the rows (alias `s`).
 */
export function searchCtes(kind: SearchKind, words: string, limit: string, offset: string, where = ''): string {
  const { table, id } = TABLE[kind];
  return `with terms as (
  select u.i, lower(public.unaccent(u.w)) as w from unnest(${words}::text[]) with ordinality as u(w, i)
), alts as (
  select t.i, t.w, case when char_length(t.w) >= 4 then (
    select string_agg(n.word, ' | ' order by n.d, n.word) from (
      select s.word, s.word <-> t.w as d from search_words s order by s.word <-> t.w limit 8) n
    where n.word <> t.w and n.word not like t.w || '%' and t.w not like n.word || '%'
      and levenshtein_less_equal(n.word, t.w, ${MAX_EDITS}) <= case when char_length(t.w) >= 6 then 2 else 1 end) end as alt
  from terms t
), q as (
  select to_tsquery('public.pm_words', string_agg(a.w || ':*', ' & ' order by a.i)) as exact,
         to_tsquery('public.pm_words', string_agg('(' || a.w || ':*' || coalesce(' | ' || a.alt, '') || ')', ' & ' order by a.i)) as loose
  from alts a
), hits as (
  select h.id, h.exact, h.rank, row_number() over (order by h.exact desc, h.rank desc, h.created_at desc, h.id desc) as pos
  from (select s.${id} as id, s.document @@ q.exact as exact, ts_rank(s.document, q.loose) as rank, s.created_at
        from ${table} s, q where s.document @@ q.loose${where ? ` and ${where}` : ''}
        order by exact desc, rank desc, s.created_at desc, s.${id} desc
        limit ${limit} offset ${offset}) h
)`;
}

/** Where a match starts and ends in a headline (private-use characters, removed from the text first). */
export const MARK_START = '\uE000';
export const MARK_END = '\uE001';
/** The whole (short) text with its matches marked. */
export const HEADLINE_OPTIONS = `StartSel="${MARK_START}", StopSel="${MARK_END}", HighlightAll=true`;

/** `ts_headline` of a text column against the loose query (only the page's rows get one). */
export const headline = (expr: string, options: string) =>
  `ts_headline('public.pm_words', translate(${expr}, chr(57344) || chr(57345), ''), q.loose, ${options})`;

/** The words searched: letters and digits (no tsquery syntax can get in), at most LIMITS.searchWordsMax, each at most 40 characters. */
export function searchWords(query: string): string[] {
  return (query.normalize('NFC').match(/[\p{L}\p{N}]+/gu) ?? []).slice(0, LIMITS.searchWordsMax).map((w) => w.slice(0, 40));
}

/** A Postgres text[] literal of words that hold only letters and digits (searchWords), quoted so NULL stays a word. */
export const textArray = (words: readonly string[]) => `{${words.map((w) => `"${w}"`).join(',')}}`;
