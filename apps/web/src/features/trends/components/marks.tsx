/**
 * The shape at each point of a series: with the line's dash, it tells series apart without colour
 * (WCAG 1.4.1). The legend draws the same shape and dash.
 */
export const MARKS = ['circle', 'square', 'triangle', 'diamond', 'cross'] as const;
export type Mark = (typeof MARKS)[number];

export const DASHES: Record<Mark, string | undefined> = {
  circle: undefined,
  square: '7 4',
  triangle: '2 4',
  diamond: '10 4 2 4',
  cross: '14 5',
};

/** A path of `mark` centred on (x, y), `r` from centre to edge. */
export function markPath(mark: Mark, x: number, y: number, r: number): string {
  switch (mark) {
    case 'circle':
      return `M${x - r},${y}a${r},${r} 0 1,0 ${2 * r},0a${r},${r} 0 1,0 ${-2 * r},0`;
    case 'square':
      return `M${x - r},${y - r}h${2 * r}v${2 * r}h${-2 * r}z`;
    case 'triangle':
      return `M${x},${y - r * 1.15}L${x + r * 1.15},${y + r * 0.85}L${x - r * 1.15},${y + r * 0.85}z`;
    case 'diamond':
      return `M${x},${y - r * 1.3}L${x + r * 1.3},${y}L${x},${y + r * 1.3}L${x - r * 1.3},${y}z`;
    case 'cross': {
      const a = r * 0.45;
      return `M${x - a},${y - r}h${2 * a}v${r - a}h${r - a}v${2 * a}h${a - r}v${r - a}h${-2 * a}v${a - r}h${a - r}v${-2 * a}h${r - a}z`;
    }
  }
}

export function MarkSwatch({ mark, index }: { mark: Mark; index: number }) {
  return (
    <svg className={`trend-swatch trend-series-${index}`} width="36" height="14" viewBox="0 0 36 14" aria-hidden="true" focusable="false">
      <line x1="2" y1="7" x2="34" y2="7" strokeDasharray={DASHES[mark]} />
      <path d={markPath(mark, 18, 7, 4.5)} />
    </svg>
  );
}
