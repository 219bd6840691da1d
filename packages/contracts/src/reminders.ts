import { z } from 'zod';

/**
 * Gentle reminders (decision 027): what, when (a local time on chosen weekdays, in the person's IANA zone)
 * and how (email, push on a device, or a calendar file they add themselves). Off unless a person makes one.
 */
export const REMINDER_KINDS = ['check-in', 'diary', 'safety-plan'] as const;
export type ReminderKind = (typeof REMINDER_KINDS)[number];

/** RFC 5545 weekday names, Monday first; also the order days are kept in. */
export const REMINDER_DAYS = ['MO', 'TU', 'WE', 'TH', 'FR', 'SA', 'SU'] as const;
export type ReminderDay = (typeof REMINDER_DAYS)[number];

/** Quiet hours unless the person sets others: nothing is sent between these, a due time inside moves to the end. */
export const DEFAULT_QUIET_HOURS = { start: '22:00', end: '07:00' } as const;
export const REMINDERS_PER_PERSON_MAX = 10;
export const SNOOZE_DAYS = [1, 7] as const;

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;
export const reminderTimeSchema = z.string().regex(TIME, 'A time is HH:MM, from 00:00 to 23:59');

/** True for a zone this runtime's Intl knows (the browser sends its own, `Intl.DateTimeFormat().resolvedOptions().timeZone`). */
export const isKnownTimeZone = (zone: string): boolean => {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return zone.length <= 64;
  } catch {
    return false;
  }
};

export const timeZoneSchema = z.string().refine(isKnownTimeZone, 'Unknown time zone');

export const reminderBodySchema = z.strictObject({
  kind: z.enum(REMINDER_KINDS, { error: 'Choose what to be reminded of' }),
  time: reminderTimeSchema,
  days: z
    .array(z.enum(REMINDER_DAYS, { error: 'Days are MO, TU, WE, TH, FR, SA or SU' }))
    .min(1, 'Choose at least one day')
    .max(7)
    .refine((days) => new Set(days).size === days.length, 'Each day once'),
  timeZone: timeZoneSchema,
  email: z.boolean(),
  push: z.boolean(),
  quietHours: z.strictObject({ start: reminderTimeSchema, end: reminderTimeSchema }).nullable(),
  /** Off by default: titles, bodies and subjects name neither Steady nor what it is for. */
  nameSteady: z.boolean(),
  enabled: z.boolean(),
});
export type ReminderBody = z.infer<typeof reminderBodySchema>;

export const reminderSchema = reminderBodySchema.extend({
  id: z.string(),
  /** When it is next sent (UTC ISO), null while it is off. */
  nextDueAt: z.string().nullable(),
  snoozedUntil: z.string().nullable(),
});
export type Reminder = z.infer<typeof reminderSchema>;
export const reminderListSchema = z.object({ reminders: z.array(reminderSchema) });

export const reminderIdSchema = z.string().regex(/^[a-z0-9]{8,40}$/, 'Unknown reminder');
export const reminderSnoozeBodySchema = z.strictObject({
  days: z.union([z.literal(1), z.literal(7)], { error: 'Snooze for 1 or 7 days' }),
});
export const reminderStopQuerySchema = z.strictObject({ token: z.string().min(10, 'The link is not complete').max(400) });

const base64url = z.string().regex(/^[A-Za-z0-9_-]+={0,2}$/, 'Expected base64url');
export const pushSubscriptionBodySchema = z.strictObject({
  endpoint: z.url({ protocol: /^https?$/, error: 'The endpoint must be a web address' }).max(1000),
  expirationTime: z.number().nullable().optional(),
  keys: z.strictObject({ p256dh: base64url.min(80).max(120), auth: base64url.min(16).max(32) }),
});
export type PushSubscriptionBody = z.infer<typeof pushSubscriptionBodySchema>;
export const pushSubscriptionDeleteSchema = z.strictObject({ endpoint: z.string().min(1).max(1000) });
export const pushSettingsSchema = z.object({ publicKey: z.string(), subscriptions: z.number() });
export type PushSettings = z.infer<typeof pushSettingsSchema>;
