import { safetyPlanSchema, type SafetyPlan } from '@steady/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** GET /api/account/safety-plan: the signed-in person's own plan, read here only to print it. */
export function getSafetyPlan({ signal }: { signal?: AbortSignal } = {}): Promise<SafetyPlan> {
  return api.get('/account/safety-plan', { schema: safetyPlanSchema, signal });
}

// Its own key: the safety-plan screen keeps its editable copy under its own.
export const summarySafetyPlanQueryKey = ['account', 'summary', 'safety-plan'] as const;

export function useSafetyPlanForSummary() {
  return useQuery(
    queryOptions({ queryKey: summarySafetyPlanQueryKey, queryFn: ({ signal }) => getSafetyPlan({ signal }), staleTime: 0 }),
  );
}
