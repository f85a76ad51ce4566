import { LIMITS } from '@poolmates/schema';

/**
 * In-topic search as one statement (decision 030). Parameters: $1 topic id, $2 the query's words
 * (text[], at most LIMITS.topicSearchWordsMax, letters and digits only), $3 limit, $4 offset, $5 the
 * ts_headline options. For each word, up to three close words of the topic's vocabulary (trigram
 * similarity for typos, or containing it for partial words) join it in an OR group; the last word is
 * also a prefix (as you type). Posts matching every group are ranked: those matching the words as
 * typed first, then by ts_rank_cd, newest first on ties. Only the page's rows get a headline.
 * Written with `?` placeholders for MikroORM's `execute`; bench-raw.mjs runs the same text with `$n`.
 */
export const SEARCH_SQL = `
with terms as (
  select u.i, lower(public.unaccent(u.w)) as w, u.i = cardinality($2::text[]) as last
  from unnest($2::text[]) with ordinality as u(w, i)
), alts as (
  select t.i, t.w, t.last, (
    select string_agg(v.word, ' | ') from (
      select s.word from post_search_words s
      where s.topic_id = $1 and char_length(t.w) >= 3 and s.word <> t.w
        and (s.word % t.w or s.word like '%' || t.w || '%')
      order by similarity(s.word, t.w) desc, s.word limit 3) v) as alt
  from terms t
), q as (
  select to_tsquery('public.pm_search', string_agg(a.w || case when a.last then ':*' else '' end, ' & ' order by a.i)) as exact,
         to_tsquery('public.pm_search', string_agg('(' || a.w || case when a.last then ':*' else '' end || coalesce(' | ' || a.alt, '') || ')', ' & ' order by a.i)) as loose
  from alts a
), hits as (
  select s.post_id, s.document @@ q.exact as exact, ts_rank_cd(s.document, q.loose) as rank
  from post_search s, q
  where s.topic_id = $1 and s.document @@ q.loose
  order by exact desc, rank desc, s.post_id desc
  limit $3 offset $4
)
select h.post_id as id, h.exact, p.author_id, p.created_at,
  ts_headline('public.pm_search', translate(left(p.text, ${LIMITS.topicSearchHeadlineSource}), chr(57344) || chr(57345), ''), q.loose, $5) as headline
from hits h join posts p on p.id = h.post_id and p.deleted_at is null, q
order by h.exact desc, h.rank desc, h.post_id desc`;

/** Where a match starts and ends in a headline (private-use characters, removed from the text first). */
export const MARK_START = '\uE000';
export const MARK_END = '\uE001';
export const HEADLINE_OPTIONS = `StartSel="${MARK_START}", StopSel="${MARK_END}", MaxWords=30, MinWords=12, ShortWord=2, MaxFragments=2, FragmentDelimiter=" … "`;

/** The words searched: letters and digits (the query syntax of to_tsquery cannot get in), at most 8, each at most 40 characters. */
export function searchWords(query: string): string[] {
  return (query.normalize('NFC').match(/[\p{L}\p{N}]+/gu) ?? []).slice(0, LIMITS.topicSearchWordsMax).map((w) => w.slice(0, 40));
}

/** A headline split into runs of plain text, the matches flagged (rendered as text: no HTML goes through). */
export function highlightRuns(headline: string): { text: string; match: boolean }[] {
  const runs: { text: string; match: boolean }[] = [];
  for (const part of headline.split(MARK_START)) {
    const end = part.indexOf(MARK_END);
    if (end < 0) {
      if (part) runs.push({ text: part, match: false });
      continue;
    }
    if (end > 0) runs.push({ text: part.slice(0, end), match: true });
    const rest = part.slice(end + 1);
    if (rest) runs.push({ text: rest, match: false });
  }
  return runs.map((r) => ({ ...r, text: r.text.replaceAll(MARK_END, '') }));
}

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Runs as HTML for legacy clients: the text escaped, matches in <mark>. */
export function runsToHtml(runs: readonly { text: string; match: boolean }[]): string {
  return runs.map((r) => {
    const text = r.text.replace(/[&<>"']/g, (c) => ESCAPES[c]);
    return r.match ? `<mark>${text}</mark>` : text;
  }).join('');
}
