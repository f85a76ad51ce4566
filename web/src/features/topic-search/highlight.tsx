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
export const timelineTabPath = (topicId: string) => `/homepage/active/${topicId}/timeline`;
export const previewPath = (topicId: string, postId: string) => `/homepage/active/${topicId}/preview/${postId}`;
export const searchPagePath = (topicId: string, q: string) => `/homepage/active/${topicId}/postsearch?q=${encodeURIComponent(q)}`;
