import { reminderListSchema, reminderSchema, type Reminder, type ReminderBody } from '@steady/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { saveFile } from '@/lib/save-file';

/** The person's reminders (decision 027), all through /api/account/reminders. */
export const remindersQueryKey = ['account', 'reminders'] as const;

export const getReminders = async (): Promise<Reminder[]> => (await api.get('/account/reminders', { schema: reminderListSchema })).reminders;

export function useReminders() {
  return useQuery({ queryKey: remindersQueryKey, queryFn: getReminders });
}

/** Every change answers with the reminder as it now is: the list is updated from it. */
function useReminderChange<V>(change: (variables: V) => Promise<Reminder | null>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: remindersQueryKey }),
  });
}

const path = (id: string) => `/account/reminders/${encodeURIComponent(id)}`;

export const useSaveReminder = () =>
  useReminderChange(({ id, body }: { id: string | null; body: ReminderBody }) =>
    id ? api.put(path(id), body, { schema: reminderSchema }) : api.post('/account/reminders', body, { schema: reminderSchema }),
  );

export const useSnoozeReminder = () =>
  useReminderChange(({ id, days }: { id: string; days: 1 | 7 }) => api.post(`${path(id)}/snooze`, { days }, { schema: reminderSchema }));

/** On or off: the same reminder sent back with `enabled` changed. */
export const useSwitchReminder = () =>
  useReminderChange(({ reminder, enabled }: { reminder: Reminder; enabled: boolean }) => {
    const { id, nextDueAt: _next, snoozedUntil: _snoozed, ...body } = reminder;
    return api.put(path(id), { ...body, enabled }, { schema: reminderSchema });
  });

export const useDeleteReminder = () =>
  useReminderChange(async (id: string) => {
    await api.delete(path(id));
    return null;
  });

/** 'Add to my calendar': the reminder as an .ics file the person opens with their own calendar. */
export const useDownloadCalendar = () =>
  useMutation({
    mutationFn: async (id: string) => {
      const ics = await api.get<string>(`${path(id)}/calendar.ics`, { headers: { Accept: 'text/calendar' } });
      saveFile(String(ics), 'reminder.ics', 'text/calendar');
    },
  });
