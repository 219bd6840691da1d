import type { Bucket } from './periods';

/**
 * The words under a chart come from here: the latest bucket with a value against the one before it
 * that has one. A change smaller than `step` is 'about the same', so noise is not called a trend.
 */
export type Comparison =
  | { kind: 'none' }
  | { kind: 'one'; latest: Bucket; value: number }
  | { kind: 'lower' | 'higher' | 'same'; latest: Bucket; previous: Bucket; value: number; before: number };

export function compareLatest(buckets: readonly Bucket[], values: readonly (number | null)[], step: number): Comparison {
  const present = buckets.flatMap((bucket, i) => (values[i] === null || values[i] === undefined ? [] : [{ bucket, value: values[i] }]));
  const latest = present.at(-1);
  if (!latest) return { kind: 'none' };
  const previous = present.at(-2);
  if (!previous) return { kind: 'one', latest: latest.bucket, value: latest.value };
  const change = latest.value - previous.value;
  const kind = Math.abs(change) < step ? 'same' : change < 0 ? 'lower' : 'higher';
  return { kind, latest: latest.bucket, previous: previous.bucket, value: latest.value, before: previous.value };
}

/** Of several series, the one whose latest change is largest: what a one-sentence summary names. */
export function largestChange<K extends string>(
  buckets: readonly Bucket[],
  series: readonly { key: K; values: readonly (number | null)[] }[],
  step: number,
): { key: K; comparison: Comparison } | null {
  let best: { key: K; comparison: Comparison; size: number } | null = null;
  for (const { key, values } of series) {
    const comparison = compareLatest(buckets, values, step);
    if (comparison.kind === 'none') continue;
    const size = 'before' in comparison ? Math.abs(comparison.value - comparison.before) : -1;
    if (!best || size > best.size) best = { key, comparison, size };
  }
  return best && { key: best.key, comparison: best.comparison };
}
