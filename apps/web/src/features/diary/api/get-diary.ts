import { DIARY_EDITABLE_DAYS, diaryEntriesSchema, type DiaryEntries } from '@steady/contracts';
import { addDays } from '@/lib/calendar-days';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** GET /api/account/diary?from&to: the signed-in person's own entries in that range (dates inclusive). */
export function getDiary({ from, to, signal }: { from: string; to: string; signal?: AbortSignal }): Promise<DiaryEntries> {
  return api.get('/account/diary', { params: { from, to }, schema: diaryEntriesSchema, signal });
}

export const diaryQueryKey = ['account', 'diary'] as const;

export const getDiaryQueryOptions = (from: string, to: string) =>
  queryOptions({
    queryKey: [...diaryQueryKey, from, to],
    queryFn: ({ signal }) => getDiary({ from, to, signal }),
  });

export function useDiary(from: string, to: string) {
  return useQuery(getDiaryQueryOptions(from, to));
}

/** The days the diary screen offers to write (today and the six before): one range, read here and kept for offline. */
export const getWritableDaysQueryOptions = (today: string) => getDiaryQueryOptions(addDays(today, 1 - DIARY_EDITABLE_DAYS), today);
