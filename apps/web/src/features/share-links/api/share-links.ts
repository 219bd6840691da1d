import {
  SHARE_PASSCODE_HEADER,
  shareLinkCreatedSchema,
  shareLinkListSchema,
  shareLinkSchema,
  sharedSummarySchema,
  type ShareLink,
  type ShareLinkCreated,
  type ShareLinkRequest,
  type SharedSummary,
} from '@steady/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const shareLinksQueryKey = ['account', 'share-links'] as const;

/** GET /api/account/share-links: the person's own links, newest first. */
export const getShareLinksQueryOptions = () =>
  queryOptions({
    queryKey: shareLinksQueryKey,
    queryFn: async ({ signal }): Promise<ShareLink[]> => (await api.get('/account/share-links', { schema: shareLinkListSchema, signal })).links,
  });

export function useShareLinks() {
  return useQuery(getShareLinksQueryOptions());
}

/** POST /api/account/share-links: the answer is the only time the link's token is known. */
export function useCreateShareLink() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ShareLinkRequest): Promise<ShareLinkCreated> => api.post('/account/share-links', body, { schema: shareLinkCreatedSchema }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: shareLinksQueryKey }),
  });
}

export function useRevokeShareLink() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string): Promise<ShareLink> => api.post(`/account/share-links/${encodeURIComponent(id)}/revoke`, undefined, { schema: shareLinkSchema }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: shareLinksQueryKey }),
  });
}

/**
 * GET /api/shared/:token, without the reader's own sign-in (`auth: false`): a 401 here is about the
 * passcode, never a reason to end anyone's session.
 */
export function getSharedSummary(token: string, passcode: string | undefined, signal?: AbortSignal): Promise<SharedSummary> {
  return api.get(`/shared/${encodeURIComponent(token)}`, {
    auth: false,
    schema: sharedSummarySchema,
    signal,
    headers: passcode ? { [SHARE_PASSCODE_HEADER]: passcode } : {},
  });
}

export function useSharedSummary(token: string, passcode: string | undefined) {
  return useQuery({
    queryKey: ['shared-summary', token, passcode ?? ''],
    queryFn: ({ signal }) => getSharedSummary(token, passcode, signal),
    retry: false,
    // Asked again on every visit: the owner may have ended it or changed what it shows.
    gcTime: 0,
    staleTime: 0,
  });
}

/** The full address to give a therapist, on this app's own origin. */
export const shareUrl = (path: string, origin = window.location.origin) => `${origin}${path}`;
