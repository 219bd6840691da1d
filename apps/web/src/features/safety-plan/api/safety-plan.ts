import { safetyPlanBodySchema, safetyPlanSchema, type SafetyPlan, type SafetyPlanPictureBody, type SafetyPlanSections } from '@steady/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, buildUrl } from '@/lib/api-client';
import { getToken } from '@/lib/auth-token';
import { pendingWrites, sendOrQueue } from '@/lib/offline-outbox';

export const safetyPlanQueryKey = ['account', 'safety-plan'] as const;

const PLAN_WRITE_KEY = 'safety-plan';

/**
 * GET /api/account/safety-plan: the signed-in person's own plan (empty sections before the first save).
 * An edit still waiting on this device (made offline) is newer than any answer: it is what is shown.
 */
export async function getSafetyPlan({ signal }: { signal?: AbortSignal } = {}): Promise<SafetyPlan> {
  const plan = await api.get('/account/safety-plan', { schema: safetyPlanSchema, signal });
  // At most one: a newer edit replaces an unsent one.
  const waiting = pendingWrites().find((w) => w.key === PLAN_WRITE_KEY);
  const sections = safetyPlanBodySchema.safeParse(waiting?.body);
  return sections.success ? { ...plan, sections: sections.data.sections } : plan;
}

export const safetyPlanQueryOptions = () =>
  queryOptions({ queryKey: safetyPlanQueryKey, queryFn: ({ signal }) => getSafetyPlan({ signal }), staleTime: 60_000 });

export function useSafetyPlan() {
  return useQuery(safetyPlanQueryOptions());
}

/**
 * PUT /api/account/safety-plan: the whole plan, checked against the shared schema before it leaves.
 * Without a connection it waits on this device (the newest plan replaces an older unsent one) and
 * the answer is null.
 */
export async function putSafetyPlan(sections: SafetyPlanSections): Promise<SafetyPlan | null> {
  const body = safetyPlanBodySchema.parse({ sections });
  const result = await sendOrQueue({ method: 'PUT', path: '/account/safety-plan', body, key: PLAN_WRITE_KEY }, { schema: safetyPlanSchema });
  return result.queued ? null : result.data;
}

export function putSafetyPlanPicture(body: SafetyPlanPictureBody): Promise<unknown> {
  return api.put('/account/safety-plan/picture', body);
}

export function deleteSafetyPlanPicture(): Promise<unknown> {
  return api.delete('/account/safety-plan/picture');
}

/**
 * GET /api/account/safety-plan/picture as a Blob: an <img> cannot send the bearer token, so the
 * picture is fetched here and shown from a blob: URL.
 */
export async function getSafetyPlanPicture({ signal }: { signal?: AbortSignal } = {}): Promise<Blob> {
  const token = getToken();
  const response = await fetch(buildUrl('/account/safety-plan/picture'), {
    headers: token ? { Authorization: `Bearer ${token}` } : {},
    signal,
  });
  if (!response.ok) throw new Error(`The picture could not be loaded (${response.status})`);
  return response.blob();
}

export const safetyPlanPictureQueryKey = ['account', 'safety-plan', 'picture'] as const;

export function useSafetyPlanPicture(enabled: boolean) {
  return useQuery({
    queryKey: safetyPlanPictureQueryKey,
    queryFn: ({ signal }) => getSafetyPlanPicture({ signal }),
    enabled,
    staleTime: Infinity,
  });
}
