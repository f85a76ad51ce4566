import { paths } from '../../lib/paths';
/** A search headline: plain text runs, matches in <mark>. Rendered as text only (never as HTML). */
export function Highlight({ runs }: { runs: readonly { text: string; match: boolean }[] }) {
  return (
    <>
      {runs.map((r, i) => (r.match ? <mark key={i}>{r.text}</mark> : <span key={i}>{r.text}</span>))}
    </>
  );
}

/** Paths this feature links to. */
/** The workspace's Timeline tab, where a takeaway sits under its day. */
export const timelineTabPath = (topicId: string) => paths.workspace(topicId, 'timeline');
export const previewPath = paths.postPreview;
export const searchPagePath = paths.postSearch;
