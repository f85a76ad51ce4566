import type { CSSProperties } from 'react';

/**
 * Per-category artwork for a pool without an image (issue 17: one placeholder for every pool):
 * a hue for the gradient and a line drawing (24×24, stroked) for each category of the seed list
 * (migration 20261121020000-pools). Unknown categories get a hue from their name and the pool mark.
 * A few hundred bytes of paths; colours come from topic-card.css (light and dark).
 */
const ART: Record<string, { hue: number; d: string }> = {
  programming: { hue: 230, d: 'm8 8-5 4 5 4M16 8l5 4-5 4M14 4l-4 16' },
  'web development': { hue: 200, d: 'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18ZM3 12h18M12 3c3 3 3 15 0 18M12 3c-3 3-3 15 0 18' },
  'data science': { hue: 175, d: 'M5 20v-8M10 20V5M15 20v-5M20 20V9M3 20h18' },
  languages: { hue: 25, d: 'M3 5h11v8H8l-5 3ZM14 9h7v8l-3-2h-6v-2' },
  mathematics: { hue: 260, d: 'M4 7h6M7 4v6M14 7h6M4 15l5 5M9 15l-5 5M14 16h6M14 20h6' },
  science: { hue: 150, d: 'M9 3h6M10 3v6l-5 9a2 2 0 0 0 2 3h10a2 2 0 0 0 2-3l-5-9V3M7 15h10' },
  design: { hue: 320, d: 'M12 3a9 9 0 1 0 0 18c1.5 0 2-1 1.5-2s.5-2 1.5-2H17a4 4 0 0 0 4-4c0-5.5-4-10-9-10ZM7.5 11h.01M10 7h.01M15 7h.01' },
  business: { hue: 210, d: 'M3 8h18v12H3ZM8 8V5h8v3M3 13h18' },
  music: { hue: 280, d: 'M9 18V5l11-2v13M9 18a3 3 0 1 1-6 0 3 3 0 0 1 6 0ZM20 16a3 3 0 1 1-6 0 3 3 0 0 1 6 0Z' },
  art: { hue: 340, d: 'M14 4l6 6-9 9H5v-6ZM12 6l6 6M3 21h6' },
  'exam preparation': { hue: 45, d: 'M10 6h10M10 12h10M10 18h10M3 6l1.5 1.5L7 5M3 12l1.5 1.5L7 11M3 18l1.5 1.5L7 17' },
  'personal growth': { hue: 120, d: 'M12 21v-9M12 12C12 8 9 5 4 5c0 4 3 7 8 7ZM12 14c0-3 3-6 8-6 0 4-3 6-8 6Z' },
  'health & fitness': { hue: 0, d: 'M20.5 5a5 5 0 0 0-7.5 0L12 6l-1-1a5 5 0 0 0-7.5 7L12 21l8.5-9a5 5 0 0 0 0-7ZM3 12h5l2-3 3 6 2-3h6' },
};
const FALLBACK = 'M4 15c2-2 4-2 6 0s4 2 6 0 3-1.5 4-1M8 9a2 2 0 1 0 0-.01M15 9a2 2 0 1 0 0-.01';

function hueOf(name: string): number {
  let h = 0;
  for (const c of name) h = (h * 31 + c.charCodeAt(0)) % 360;
  return h;
}

/** The artwork of one category: decorative (the category's name is on the card beside it). */
export function TopicArt({ category }: { category: string }) {
  const art = ART[category.trim().toLowerCase()];
  const style = { '--art-h': art?.hue ?? hueOf(category) } as CSSProperties;
  const d = art?.d ?? FALLBACK;
  return (
    <span className="topic-art" style={style} aria-hidden="true">
      <svg className="topic-art__echo" viewBox="0 0 24 24" focusable="false">
        <path d={d} />
      </svg>
      <svg className="topic-art__mark" viewBox="0 0 24 24" focusable="false">
        <path d={d} />
      </svg>
    </span>
  );
}
