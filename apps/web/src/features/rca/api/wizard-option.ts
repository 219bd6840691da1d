import { z } from 'zod';

/** One trigger, emotion or immediate thought as the wizard shows it. */
export const wizardOptionSchema = z.object({ id: z.number(), documentId: z.string(), title: z.string() });

export const wizardOptionListSchema = z.object({ data: z.array(wizardOptionSchema) });

/** Only the fields the wizard shows, in the editors' order, all of them (Strapi's maximum page). */
export const WIZARD_OPTION_PARAMS = {
  'fields[0]': 'title',
  sort: 'order_id',
  'pagination[pageSize]': 100,
} as const;

/** `filters…[$in][0]=3&filters…[$in][1]=5` */
export function inFilter(prefix: string, ids: readonly number[]): Record<string, number> {
  return Object.fromEntries(ids.map((id, i) => [`${prefix}[$in][${i}]`, id]));
}

/** The same choices in any order make the same cache entry. */
export const sortedIds = (ids: readonly number[]) => [...ids].sort((a, b) => a - b);
