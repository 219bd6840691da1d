import { accountSchema, type Account } from '@steady/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from './api-client';
import { pendingWrites, type OutboxItem } from './offline-outbox';
import { useAuthToken } from './auth';

const FAVOURITE = /^\/account\/favourites\/([^/]+)$/;
const COMPLETION = /^\/account\/completions\/([^/]+)$/;

/** The account as it will be once the writes waiting on this device are sent (hearts, completions). */
export function withPendingWrites(account: Account, pending: readonly OutboxItem[]): Account {
  let favourites = account.favourites;
  let completed = account.completed;
  for (const write of pending) {
    const fav = FAVOURITE.exec(write.path);
    if (fav?.[1]) {
      const slug = decodeURIComponent(fav[1]);
      favourites = favourites.filter((s) => s !== slug);
      if (write.method === 'PUT') favourites = [...favourites, slug];
    }
    const done = COMPLETION.exec(write.path);
    if (done?.[1] && !completed.includes(decodeURIComponent(done[1]))) completed = [...completed, decodeURIComponent(done[1])];
  }
  return favourites === account.favourites && completed === account.completed ? account : { ...account, favourites, completed };
}

/** GET /api/account: the signed-in user's own record (name, favourites, completed, premium). */
export async function getAccount({ signal }: { signal?: AbortSignal } = {}): Promise<Account> {
  return withPendingWrites(await api.get('/account', { schema: accountSchema, signal }), pendingWrites());
}

export const accountQueryKey = ['account'] as const;

export const getAccountQueryOptions = () =>
  queryOptions({
    queryKey: accountQueryKey,
    queryFn: ({ signal }) => getAccount({ signal }),
  });

/** The account of the signed-in user; idle while nobody is signed in. */
export function useAccount() {
  const token = useAuthToken();
  return useQuery({ ...getAccountQueryOptions(), enabled: token !== null });
}

/** What the home screen and menu call the user: first name, falling back to username (spec §1). */
export function displayName(account: Pick<Account, 'firstName' | 'username'> | undefined): string | undefined {
  if (!account) return undefined;
  return account.firstName?.trim() || account.username;
}
