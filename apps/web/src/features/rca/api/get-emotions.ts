import { emotionListSchema } from '@steady/contracts';
import { queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { WizardOption } from '../utils/wizard-state';
import { inFilter, sortedIds } from './wizard-option';

/**
 * GET /api/emotions?filters[triggers][id][$in][0]=…: the emotions linked to ANY chosen trigger
 * (spec §4, wizard step 1).
 */
export async function getEmotions({ triggerIds }: { triggerIds: readonly number[] }, { signal }: { signal?: AbortSignal } = {}): Promise<WizardOption[]> {
  const { data } = await api.get('/emotions', {
    params: inFilter('filters[triggers][id]', triggerIds),
    schema: emotionListSchema,
    auth: false,
    signal,
  });
  return data.map(({ id, documentId, title }) => ({ id, documentId, title }));
}

export const getEmotionsQueryOptions = (triggerIds: readonly number[]) => {
  const ids = sortedIds(triggerIds);
  return queryOptions({
    queryKey: ['rca', 'emotions', { triggers: ids }],
    queryFn: ({ signal }) => getEmotions({ triggerIds: ids }, { signal }),
  });
};
