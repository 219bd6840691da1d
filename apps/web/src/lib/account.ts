import { accountSchema, type Account } from '@steady/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from './api-client';
import { useAuthToken } from './auth';

/** GET /api/account: the signed-in user's own record (name, favourites, completed, premium). */
export function getAccount({ signal }: { signal?: AbortSignal } = {}): Promise<Account> {
  return api.get('/account', { schema: accountSchema, signal });
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
