import { diaryDateSchema, diaryEntryBodySchema, diaryEntrySchema, type DiaryEntry, type DiaryEntryBody } from '@steady/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { diaryQueryKey } from './get-diary';

/** PUT /api/account/diary/:date: the whole entry for that day (today or yesterday). */
export function saveDiaryEntry(date: string, body: DiaryEntryBody): Promise<DiaryEntry> {
  const safeDate = diaryDateSchema.parse(date);
  return api.put(`/account/diary/${safeDate}`, diaryEntryBodySchema.parse(body), { schema: diaryEntrySchema });
}

export function useSaveDiaryEntry() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ date, body }: { date: string; body: DiaryEntryBody }) => saveDiaryEntry(date, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: diaryQueryKey }),
  });
}
