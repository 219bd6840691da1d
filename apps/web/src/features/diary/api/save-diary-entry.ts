import { diaryDateSchema, diaryEntryBodySchema, diaryEntrySchema, type DiaryEntry, type DiaryEntryBody } from '@steady/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { sendOrQueue } from '@/lib/offline-outbox';
import { diaryQueryKey } from './get-diary';

/**
 * PUT /api/account/diary/:date: the whole entry for that day (one of the last seven). Without a
 * connection it waits on this device (lib/offline-outbox; a newer save of the same day replaces it)
 * and null is returned.
 */
export async function saveDiaryEntry(date: string, body: DiaryEntryBody): Promise<DiaryEntry | null> {
  const safeDate = diaryDateSchema.parse(date);
  const result = await sendOrQueue(
    { method: 'PUT', path: `/account/diary/${safeDate}`, body: diaryEntryBodySchema.parse(body), key: `diary:${safeDate}` },
    { schema: diaryEntrySchema },
  );
  return result.queued ? null : result.data;
}

export function useSaveDiaryEntry() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ date, body }: { date: string; body: DiaryEntryBody }) => saveDiaryEntry(date, body),
    onSuccess: (saved) => (saved ? queryClient.invalidateQueries({ queryKey: diaryQueryKey }) : undefined),
  });
}
