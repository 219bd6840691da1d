/** A short list someone can take in at a hard moment; the full catalogue is one tap away. */
export const MAX_RECOMMENDATIONS = 8;

export type Candidate = { slug: string; premium: boolean; order: number; stressKeys: readonly string[] };

type RankInput = {
  /** The ticked stress categories of the latest check-in. */
  stresses: readonly string[];
  /** Average drop in distress (points, > 0) per skill that helped this person. */
  drops: ReadonlyMap<string, number>;
  /** A premium person can open every skill, so premium ones are ranked with the rest. */
  premiumUser: boolean;
};

/**
 * How well a skill fits the check-in: each ticked category it is meant for counts 1 / (the number of
 * categories it is meant for), so a skill made for loneliness outranks one that lists it among many.
 */
export const fitScore = (stressKeys: readonly string[], stresses: readonly string[]): number => {
  const keys = new Set(stressKeys);
  if (keys.size === 0) return 0;
  return stresses.filter((k) => keys.has(k)).length / keys.size;
};

/**
 * The skills to recommend, best first: a free person sees every free skill before a locked premium
 * one; within that, by fit, where each point of average drop in this person's distress ratings adds a
 * tenth to the fit (what helped them before is worth trying again); then the catalogue order.
 */
export function rankRecommendations(candidates: readonly Candidate[], { stresses, drops, premiumUser }: RankInput): string[] {
  return candidates
    .map((c) => {
      const fit = fitScore(c.stressKeys, stresses);
      return { ...c, fit, score: fit * (1 + (drops.get(c.slug) ?? 0) / 10), locked: c.premium && !premiumUser };
    })
    .filter((c) => c.fit > 0)
    .sort((a, b) => Number(a.locked) - Number(b.locked) || b.score - a.score || a.order - b.order)
    .slice(0, MAX_RECOMMENDATIONS)
    .map((c) => c.slug);
}
