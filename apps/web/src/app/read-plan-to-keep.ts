import type { SafetyPlan, SafetyPlanSections } from '@steady/contracts';
import type { QueryClient } from '@tanstack/react-query';

/**
 * The signed-in person's safety plan as this device has it now, for keeping after an offline logout
 * (lib/kept-safety-plan): read the way the plan screen reads it, so offline it is the service worker's
 * copy with any edit not yet sent laid over it; without a worker, what this page last held. Null when
 * the device has no copy at all. The plan's code loads only here, outside the first route (precached,
 * so offline too).
 */
export async function readPlanToKeep(queryClient: QueryClient): Promise<SafetyPlanSections | null> {
  const { safetyPlanQueryKey, safetyPlanQueryOptions } = await import('@/features/safety-plan/api/safety-plan');
  try {
    return (await queryClient.fetchQuery(safetyPlanQueryOptions())).sections;
  } catch {
    return queryClient.getQueryData<SafetyPlan>(safetyPlanQueryKey)?.sections ?? null;
  }
}
