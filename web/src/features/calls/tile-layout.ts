/**
 * The call room's tiles by count (issue 28: they fill the room for 1–5 people): how many columns,
 * and each tile's size, for a stage of `width` × `height`. Each column count is tried and the one
 * giving the largest tiles wins. A tile's shape stays between `minAspect` (square in a landscape
 * room, 3:4 on a phone held upright) and 16:9, so a 16:9 camera is cropped at most to its middle
 * (object-fit: cover) and a tile is never a sliver; the rows are centred.
 */
export interface TileLayout {
  columns: number;
  width: number;
  height: number;
}

export const MAX_ASPECT = 16 / 9;

export function tileLayout(count: number, width: number, height: number, gap = 8): TileLayout {
  const n = Math.max(1, count);
  const minAspect = height > width ? 3 / 4 : 1;
  let best: TileLayout = { columns: 1, width: 0, height: 0 };
  for (let columns = 1; columns <= n; columns++) {
    const rows = Math.ceil(n / columns);
    const cellW = (width - (columns - 1) * gap) / columns;
    const cellH = (height - (rows - 1) * gap) / rows;
    if (cellW <= 0 || cellH <= 0) continue;
    const w = Math.min(cellW, cellH * MAX_ASPECT);
    const h = Math.min(cellH, w / minAspect);
    if (w * h > best.width * best.height) best = { columns, width: Math.floor(w), height: Math.floor(h) };
  }
  return best;
}
