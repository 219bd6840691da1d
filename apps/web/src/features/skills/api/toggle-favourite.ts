import { accountSchema, skillSlugParamSchema, type Account } from '@steady/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { accountQueryKey } from '@/lib/account';
import { api } from '@/lib/api-client';

export const toggleFavouriteInputSchema = z.object({
  slug: skillSlugParamSchema,
  /** The state wanted: `true` adds the skill to the favourites, `false` removes it. */
  favourite: z.boolean(),
});
export type ToggleFavouriteInput = z.infer<typeof toggleFavouriteInputSchema>;

/** PUT / DELETE /api/account/favourites/:slug (bearer): idempotent add / remove, answers the Account. */
export function setFavourite(input: ToggleFavouriteInput): Promise<Account> {
  const { slug, favourite } = toggleFavouriteInputSchema.parse(input);
  const path = `/account/favourites/${encodeURIComponent(slug)}`;
  return favourite ? api.put(path, undefined, { schema: accountSchema }) : api.delete(path, { schema: accountSchema });
}

export const withFavourite = (account: Account, slug: string, favourite: boolean): Account => ({
  ...account,
  favourites: favourite
    ? account.favourites.includes(slug)
      ? account.favourites
      : [...account.favourites, slug]
    : account.favourites.filter((s) => s !== slug),
});

/**
 * The heart: the account's favourites change at once (optimistic), go back if the server says no,
 * and are read again from the server afterwards. Taps on one skill's heart are sent in order.
 */
export function useToggleFavourite(slug: string) {
  const queryClient = useQueryClient();
  return useMutation({
    scope: { id: `favourite:${slug}` },
    mutationFn: (favourite: boolean) => setFavourite({ slug, favourite }),
    onMutate: async (favourite) => {
      await queryClient.cancelQueries({ queryKey: accountQueryKey });
      const previous = queryClient.getQueryData<Account>(accountQueryKey);
      if (previous) queryClient.setQueryData<Account>(accountQueryKey, withFavourite(previous, slug, favourite));
      return { previous };
    },
    onError: (_error, _favourite, context) => {
      if (context?.previous) queryClient.setQueryData(accountQueryKey, context.previous);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: accountQueryKey }),
  });
}
