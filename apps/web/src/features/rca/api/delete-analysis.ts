import type { Analysis } from '@steady/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { analysesQueryKey } from './get-analyses';

/** DELETE /api/account/analyses/:documentId (bearer). */
export async function deleteAnalysis(documentId: string): Promise<void> {
  await api.delete(`/account/analyses/${encodeURIComponent(documentId)}`);
}

export function useDeleteAnalysis() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteAnalysis,
    onSuccess: (_result, documentId) => {
      queryClient.setQueryData<Analysis[]>(analysesQueryKey, (list) => list?.filter((a) => a.documentId !== documentId));
      return queryClient.invalidateQueries({ queryKey: analysesQueryKey });
    },
  });
}
