import { LIMITS } from '@poolmates/schema';

/** A search headline: plain text runs, matches in <mark>. Rendered as text only (never as HTML). */
export function Highlight({ runs }: { runs: readonly { text: string; match: boolean }[] }) {
  return (
    <>
      {runs.map((r, i) => (r.match ? <mark key={i}>{r.text}</mark> : <span key={i}>{r.text}</span>))}
    </>
  );
}

/** The query as searched (active-topic.md §5): trimmed and lower-cased; it runs from 2 characters. */
export const normalise = (text: string) => text.trim().toLowerCase().slice(0, LIMITS.searchQueryMax);
export const searchable = (q: string) => [...q].length >= LIMITS.searchMin;

/** Where a result leads (pools-and-squads.md "Search results"), for a visitor or a signed-in person. */
export const topicPath = (signedIn: boolean, id: string) => `${signedIn ? '/homepage/pool' : '/pool'}/pooldetails/${id}`;
export const personPath = (signedIn: boolean, id: string) => `${signedIn ? '/homepage' : ''}/account/${id}`;
export const resultsPath = (signedIn: boolean, q: string, tab: 'pool' | 'people' = 'pool') =>
  `${signedIn ? '/homepage/searchresult' : '/searchrst'}${tab === 'people' ? '/people' : ''}?q=${encodeURIComponent(q)}`;

export const fullName = (p: { firstName?: string | null; lastName?: string | null; username: string }) => [p.firstName, p.lastName].filter(Boolean).join(' ') || p.username;
