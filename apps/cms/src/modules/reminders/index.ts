// Gentle reminders (decision 027): when each is due, sending them once across instances, the calendar file,
// Web Push, and the one-tap stop link. What other code may use from this module (eslint.config.mjs).
export { calendarFile } from './calendar-file';
export { reminderOfStopToken, stopToken, vapidKeys } from './keys';
export { nextDueAfter } from './next-due';
export { sendDueReminders } from './send-due';
export * from './store';
export { sendPush } from './web-push';
