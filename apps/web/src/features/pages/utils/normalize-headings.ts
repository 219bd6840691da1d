/**
 * CMS pages are written with `##` for their sections, while <Markdown headingBase={2}> turns `#`
 * into h2. This lifts every heading by the same amount so the content's highest heading becomes
 * `#` (an h2 under the screen's h1), keeping the outline free of skipped levels.
 */
const HEADING = /^(\s*)(#{1,6})(?=\s)/gm;

export function normalizeHeadings(markdown: string): string {
  const levels = [...markdown.matchAll(HEADING)].map((m) => m[2]!.length);
  if (levels.length === 0) return markdown;
  const shift = Math.min(...levels) - 1;
  if (shift === 0) return markdown;
  return markdown.replace(HEADING, (_match, indent: string, hashes: string) => `${indent}${hashes.slice(shift)}`);
}
