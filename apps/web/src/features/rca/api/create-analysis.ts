import { analysisBodySchema, analysisSchema, type Analysis, type AnalysisBody } from '@steady/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '@/lib/api-client';
import { analysesQueryKey } from './get-analyses';

const createdAnalysisSchema = z.object({ data: analysisSchema });

/** POST /api/account/analyses (bearer): saves the wizard's choices; the answer names the matching skills. */
export async function createAnalysis(body: AnalysisBody): Promise<Analysis> {
  const { data } = await api.post('/account/analyses', analysisBodySchema.parse(body), {
    schema: createdAnalysisSchema,
  });
  return data;
}

export function useCreateAnalysis() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createAnalysis,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: analysesQueryKey }),
  });
}
