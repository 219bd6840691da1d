import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useSyncExternalStore } from 'react';
import { clearToken, getToken, setToken, subscribeToToken } from './auth-token';
import { forgetKeptSafetyPlan } from './kept-safety-plan';
import { endSessionOnServer } from './session-end';

/** The stored login token; components re-render when it changes (here or in another tab). */
export function useAuthToken(): string | null {
  return useSyncExternalStore(subscribeToToken, getToken, () => null);
}

export function useIsSignedIn(): boolean {
  return useAuthToken() !== null;
}

/**
 * Stores a fresh token, dropping anything cached for a previous user first, and the safety plan kept
 * readable since an offline logout: whoever signs in, it has done its work (lib/kept-safety-plan).
 */
export function useSignIn() {
  const queryClient = useQueryClient();
  return useCallback(
    (jwt: string, { remember }: { remember: boolean }) => {
      queryClient.clear();
      forgetKeptSafetyPlan();
      setToken(jwt, { remember });
    },
    [queryClient],
  );
}

/**
 * The person logs out: clears the token and every cached server answer, and has the server end the
 * token in the background (lib/session-end; later, if offline). The caller decides where to go.
 * `endOnServer: false` when the server has ended it already (account deleted, logged out everywhere).
 */
export function useSignOut() {
  const queryClient = useQueryClient();
  return useCallback(
    ({ endOnServer = true }: { endOnServer?: boolean } = {}) => {
      const token = getToken();
      clearToken({ byUser: true });
      queryClient.clear();
      if (token && endOnServer) void endSessionOnServer(token);
    },
    [queryClient],
  );
}
