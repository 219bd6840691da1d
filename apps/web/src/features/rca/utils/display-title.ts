/**
 * Spec §2: option titles are shown with camel case, underscores, commas and hyphens turned into
 * spaces ('feelingLonely' → 'feeling Lonely', 'work_stress' → 'work stress', 'a,b-c' → 'a b c').
 * Runs of separators become one space; the ends are trimmed.
 */
export function displayTitle(title: string): string {
  return title
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[_,-]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}
