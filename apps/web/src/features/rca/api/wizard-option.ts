/** `filters…[$in][0]=3&filters…[$in][1]=5`: the routes' views set the fields, the editors' order and one page of 100. */
export function inFilter(prefix: string, ids: readonly number[]): Record<string, number> {
  return Object.fromEntries(ids.map((id, i) => [`${prefix}[$in][${i}]`, id]));
}

/** The same choices in any order make the same cache entry. */
export const sortedIds = (ids: readonly number[]) => [...ids].sort((a, b) => a - b);
