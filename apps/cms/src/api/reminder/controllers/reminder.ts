import {
  pushSubscriptionBodySchema,
  pushSubscriptionDeleteSchema,
  reminderBodySchema,
  reminderIdSchema,
  reminderSnoozeBodySchema,
  reminderStopQuerySchema,
} from '@steady/contracts';
import { settings } from '../../../config/env';
import { reminderStoppedPage, reminderWords } from '../../../modules/email';
import {
  calendarFile,
  createReminder,
  deletePushSubscription,
  deleteReminder,
  listReminders,
  ownReminder,
  pushSubscriptionCount,
  reminderLink,
  reminderOfStopToken,
  savePushSubscription,
  scheduleOf,
  snoozeReminder,
  stopReminder,
  updateReminder,
  vapidKeys,
} from '../../../modules/reminders';
import { parseOr400 } from '../../../modules/shared';

const userId = (ctx): number => ctx.state.user.id;
const idOf = (ctx): string => {
  const parsed = reminderIdSchema.safeParse(ctx.params.id);
  if (!parsed.success) ctx.throw(404);
  return parsed.data as string;
};

export default {
  async listOwn(ctx) {
    ctx.body = { reminders: await listReminders(userId(ctx)) };
  },
  async createOwn(ctx) {
    const body = parseOr400(reminderBodySchema, ctx.request.body);
    ctx.status = 201;
    ctx.body = await createReminder(userId(ctx), body);
  },
  async updateOwn(ctx) {
    const id = idOf(ctx);
    const body = parseOr400(reminderBodySchema, ctx.request.body);
    ctx.body = await updateReminder(userId(ctx), id, body);
  },
  async deleteOwn(ctx) {
    await deleteReminder(userId(ctx), idOf(ctx));
    ctx.status = 204;
  },
  async snoozeOwn(ctx) {
    const id = idOf(ctx);
    const { days } = parseOr400(reminderSnoozeBodySchema, ctx.request.body);
    ctx.body = await snoozeReminder(userId(ctx), id, days);
  },
  async calendarOwn(ctx) {
    const row = await ownReminder(userId(ctx), idOf(ctx));
    // The caller's row, read for this request by authentication.
    const user = ctx.state.user;
    const { title, line } = reminderWords(row.kind, user?.language, row.nameSteady && !user?.neutralEmails);
    ctx.set('Content-Disposition', 'attachment; filename="reminder.ics"');
    ctx.type = 'text/calendar; charset=utf-8';
    ctx.body = calendarFile({
      ...scheduleOf(row),
      uid: `${row.documentId}@${new URL(settings().publicUrl).hostname}`,
      title,
      description: line,
      url: reminderLink(row.kind),
      now: new Date(),
    });
  },
  async pushSettings(ctx) {
    ctx.body = { publicKey: vapidKeys().publicKey, subscriptions: await pushSubscriptionCount(userId(ctx)) };
  },
  async savePush(ctx) {
    await savePushSubscription(userId(ctx), parseOr400(pushSubscriptionBodySchema, ctx.request.body));
    ctx.status = 204;
  },
  async deletePush(ctx) {
    const { endpoint } = parseOr400(pushSubscriptionDeleteSchema, ctx.request.body);
    await deletePushSubscription(userId(ctx), endpoint);
    ctx.status = 204;
  },
  /** The one-tap stop: no sign-in, the signed token names the one reminder it may turn off. */
  async stop(ctx) {
    const { token } = parseOr400(reminderStopQuerySchema, ctx.query);
    const id = reminderOfStopToken(token);
    const result = id ? await stopReminder(id) : { stopped: false, locale: null };
    ctx.set('Cache-Control', 'no-store');
    ctx.set('Referrer-Policy', 'no-referrer');
    ctx.status = result.stopped ? 200 : 404;
    ctx.type = 'text/html; charset=utf-8';
    ctx.body = reminderStoppedPage(result.locale, result.stopped);
  },
};
