import { accountSchema, skillSlugParamSchema, type Account } from '@steady/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { accountQueryKey } from '@/lib/account';
import { sendOrQueue } from '@/lib/offline-outbox';

export const toggleFavouriteInputSchema = z.object({
  slug: skillSlugParamSchema,
  /** The state wanted: `true` adds the skill to the favourites, `false` removes it. */
  favourite: z.boolean(),
});
export type ToggleFavouriteInput = z.infer<typeof toggleFavouriteInputSchema>;

/**
 * PUT / DELETE /api/account/favourites/:slug (bearer): idempotent add / remove, answers the Account;
 * null when there is no connection and the tap waits on this device (lib/offline-outbox).
 */
export async function setFavourite(input: ToggleFavouriteInput): Promise<Account | null> {
  const { slug, favourite } = toggleFavouriteInputSchema.parse(input);
  const path = `/account/favourites/${encodeURIComponent(slug)}`;
  const result = await sendOrQueue({ method: favourite ? 'PUT' : 'DELETE', path, key: `favourite:${slug}` }, { schema: accountSchema });
  return result.queued ? null : result.data;
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
