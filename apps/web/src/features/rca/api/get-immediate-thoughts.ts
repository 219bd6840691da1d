import { wizardOptionListSchema } from '@steady/contracts';
import { queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { WizardOption } from '../utils/wizard-state';
import { inFilter, sortedIds } from './wizard-option';

/**
 * GET /api/immediate-thoughts?filters[$and][0][emotions][id][$in][0]=…&filters[$and][1][triggers][id][$in][0]=…:
 * the thoughts linked to BOTH a chosen emotion AND a chosen trigger (spec §4, wizard step 2).
 */
export async function getImmediateThoughts(
  { emotionIds, triggerIds }: { emotionIds: readonly number[]; triggerIds: readonly number[] },
  { signal }: { signal?: AbortSignal } = {},
): Promise<WizardOption[]> {
  const { data } = await api.get('/immediate-thoughts', {
    params: {
      ...inFilter('filters[$and][0][emotions][id]', emotionIds),
      ...inFilter('filters[$and][1][triggers][id]', triggerIds),
    },
    schema: wizardOptionListSchema,
    auth: false,
    signal,
  });
  return data;
}

export const getImmediateThoughtsQueryOptions = (emotionIds: readonly number[], triggerIds: readonly number[]) => {
  const emotions = sortedIds(emotionIds);
  const triggers = sortedIds(triggerIds);
  return queryOptions({
    queryKey: ['rca', 'immediate-thoughts', { emotions, triggers }],
    queryFn: ({ signal }) => getImmediateThoughts({ emotionIds: emotions, triggerIds: triggers }, { signal }),
  });
};
