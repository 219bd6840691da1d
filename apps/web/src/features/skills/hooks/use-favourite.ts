import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { useAccount } from '@/lib/account';
import { useToggleFavourite } from '../api/toggle-favourite';

export const FAVOURITE_ERROR = msg`We couldn't save that change to your favourites. Please try again.`;

/** The heart of one skill: its state from the account, the toggle, and a readable error. */
export function useFavourite(slug: string) {
  const { i18n } = useLingui();
  const account = useAccount();
  const mutation = useToggleFavourite(slug);
  const isFavourite = account.data?.favourites.includes(slug) ?? false;
  return {
    isFavourite,
    /** Until the account is known there is nothing to toggle. */
    ready: account.data !== undefined,
    toggle: () => mutation.mutate(!isFavourite),
    error: mutation.isError ? i18n._(FAVOURITE_ERROR) : null,
  };
}
