import { contentQueries, wizardOptionListSchema } from '@steady/contracts';
import { queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { WizardOption } from '../utils/wizard-state';

/** GET /api/triggers: every trigger (wizard step 0). */
export async function getTriggers({ signal }: { signal?: AbortSignal } = {}): Promise<WizardOption[]> {
  const { data } = await api.get('/triggers', {
    params: contentQueries.triggers(),
    schema: wizardOptionListSchema,
    auth: false,
    signal,
  });
  return data;
}

export const getTriggersQueryOptions = () =>
  queryOptions({
    queryKey: ['rca', 'triggers'],
    queryFn: ({ signal }) => getTriggers({ signal }),
  });
