import {
  REMINDER_DAYS,
  REMINDERS_PER_PERSON_MAX,
  type PushSubscriptionBody,
  type Reminder,
  type ReminderBody,
  type ReminderDay,
  type ReminderKind,
} from '@steady/contracts';
import { settings } from '../../config/env';
import { fail } from '../http';
import { newDocumentId } from '../privacy';
import { nextDueAfter, type Schedule } from './next-due';
import { pushEndpointAllowed } from './web-push';

export const REMINDER = 'api::reminder.reminder';
export const PUSH_SUBSCRIPTION = 'api::reminder.push-subscription';

export type ReminderRow = {
  id: number;
  documentId: string;
  kind: ReminderKind;
  time: string;
  days: string;
  timeZone: string;
  email: boolean;
  push: boolean;
  quietStart: string | null;
  quietEnd: string | null;
  nameSteady: boolean;
  enabled: boolean;
  nextDueAt: string | Date | null;
  snoozedUntil: string | Date | null;
  lastSentDay: string | null;
  owner?: { id: number; email: string; username: string; firstName?: string | null; language?: string | null; neutralEmails?: boolean | null } | null;
};

const q = () => strapi.db.query(REMINDER);
const iso = (value: string | Date | null) => (value === null || value === undefined ? null : new Date(value).toISOString());
const daysOf = (row: Pick<ReminderRow, 'days'>) => row.days.split(',').filter((d): d is ReminderDay => (REMINDER_DAYS as readonly string[]).includes(d));

export const scheduleOf = (row: ReminderRow): Schedule => ({
  time: row.time,
  days: daysOf(row),
  timeZone: row.timeZone,
  quietHours: row.quietStart && row.quietEnd ? { start: row.quietStart, end: row.quietEnd } : null,
});

/** When it is next due: after now, and after a snooze. */
export const nextDueOf = (schedule: Schedule, snoozedUntil: Date | null, now = new Date()): Date =>
  nextDueAfter(schedule, snoozedUntil && snoozedUntil > now ? snoozedUntil : now);

export const toReminder = (row: ReminderRow): Reminder => ({
  id: row.documentId,
  kind: row.kind,
  time: row.time,
  days: daysOf(row),
  timeZone: row.timeZone,
  email: Boolean(row.email),
  push: Boolean(row.push),
  quietHours: row.quietStart && row.quietEnd ? { start: row.quietStart, end: row.quietEnd } : null,
  nameSteady: Boolean(row.nameSteady),
  enabled: Boolean(row.enabled),
  nextDueAt: row.enabled ? iso(row.nextDueAt) : null,
  snoozedUntil: iso(row.snoozedUntil),
});

const dataOf = (body: ReminderBody, snoozedUntil: Date | null) => {
  const days = REMINDER_DAYS.filter((d) => body.days.includes(d));
  const row = { ...body, days: days.join(','), quietStart: body.quietHours?.start ?? null, quietEnd: body.quietHours?.end ?? null };
  delete (row as Partial<typeof row>).quietHours;
  const schedule: Schedule = { time: body.time, days, timeZone: body.timeZone, quietHours: body.quietHours };
  return { ...row, nextDueAt: body.enabled ? nextDueOf(schedule, snoozedUntil) : null };
};

/** The person's own reminder by its id; anyone else's, or none, is a 404. */
export const ownReminder = async (userId: number, id: string): Promise<ReminderRow> => {
  const row = (await q().findOne({ where: { documentId: id, owner: { id: userId } } })) as ReminderRow | null;
  if (!row) throw fail('not_found');
  return row;
};

export const listReminders = async (userId: number): Promise<Reminder[]> => {
  const rows = (await q().findMany({ where: { owner: { id: userId } }, orderBy: [{ time: 'asc' }, { id: 'asc' }] })) as ReminderRow[];
  return rows.map(toReminder);
};

export const createReminder = async (userId: number, body: ReminderBody): Promise<Reminder> => {
  if ((await q().count({ where: { owner: { id: userId } } })) >= REMINDERS_PER_PERSON_MAX) {
    throw fail('invalid_input', { path: 'kind', message: `At most ${REMINDERS_PER_PERSON_MAX} reminders` });
  }
  const row = await q().create({ data: { ...dataOf(body, null), documentId: newDocumentId(), owner: userId } });
  return toReminder(row as ReminderRow);
};

export const updateReminder = async (userId: number, id: string, body: ReminderBody): Promise<Reminder> => {
  const row = await ownReminder(userId, id);
  const snoozed = row.snoozedUntil ? new Date(row.snoozedUntil) : null;
  return toReminder((await q().update({ where: { id: row.id }, data: dataOf(body, snoozed) })) as ReminderRow);
};

export const snoozeReminder = async (userId: number, id: string, days: number, now = new Date()): Promise<Reminder> => {
  const row = await ownReminder(userId, id);
  const until = new Date(now.getTime() + days * 86_400_000);
  const data = { snoozedUntil: until, enabled: true, nextDueAt: nextDueOf(scheduleOf(row), until, now) };
  return toReminder((await q().update({ where: { id: row.id }, data })) as ReminderRow);
};

export const deleteReminder = async (userId: number, id: string): Promise<void> => {
  const row = await ownReminder(userId, id);
  await q().delete({ where: { id: row.id } });
};

/** The one-tap stop of an email's link: that reminder off, whoever follows the link. Its owner's language, for the answer. */
export const stopReminder = async (documentId: string): Promise<{ stopped: boolean; locale: string | null }> => {
  const row = (await q().findOne({ where: { documentId }, populate: { owner: { select: ['id', 'language'] } } })) as ReminderRow | null;
  if (!row) return { stopped: false, locale: null };
  await q().update({ where: { id: row.id }, data: { enabled: false, nextDueAt: null } });
  return { stopped: true, locale: row.owner?.language ?? null };
};

/* Push subscriptions: one row per browser endpoint; the same endpoint again moves it to the person who sent it. */
const subs = () => strapi.db.query(PUSH_SUBSCRIPTION);

export const savePushSubscription = async (userId: number, body: PushSubscriptionBody): Promise<void> => {
  if (!pushEndpointAllowed(body.endpoint)) throw fail('invalid_input', { path: 'endpoint', message: 'The endpoint must be an https address' });
  await strapi.db.transaction(async () => {
    await subs().deleteMany({ where: { endpoint: body.endpoint } });
    await subs().create({ data: { documentId: newDocumentId(), endpoint: body.endpoint, p256dh: body.keys.p256dh, auth: body.keys.auth, owner: userId } });
  });
};

export const deletePushSubscription = async (userId: number, endpoint: string): Promise<void> => {
  await subs().deleteMany({ where: { endpoint, owner: { id: userId } } });
};

export const pushSubscriptionCount = async (userId: number): Promise<number> => subs().count({ where: { owner: { id: userId } } });

export const reminderLink = (kind: ReminderKind) => `${settings().publicUrl}/check-in?from=reminder&for=${kind}`;
