import type { Core } from '@strapi/strapi';
import { settings } from '../../config/env';
import { enqueueEmail, plainSender, reminderEmail, reminderWords } from '../email';
import { jobsMayRun } from '../readiness';
import { stopToken } from './keys';
import { localDay } from './next-due';
import { PUSH_SUBSCRIPTION, REMINDER, nextDueOf, reminderLink, scheduleOf, type ReminderRow } from './store';
import { sendPush } from './web-push';

/*
 * The reminders job (decision 027), run by Strapi's cron on every instance. A due reminder is claimed by one
 * conditional update, `where { id, nextDueAt: <the time read> }` → the next due time: only the instance whose
 * update changed the row sends, so two instances (or two rounds) never send one due time twice. The email is
 * queued in the claim's transaction, so the claim and its email commit together.
 */

const BATCH = 50;
/** A due time missed by longer than this (the servers were down) is skipped, not sent late. */
const STALE_MS = 6 * 3600_000;

type Outcome = { sent: number; skipped: number };

const ownerFields = ['id', 'email', 'username', 'firstName', 'language', 'neutralEmails'];

/** 'At most one reminder a day': another of the person's reminders already went out on this local day. */
const anotherSentToday = async (strapi: Core.Strapi, row: ReminderRow, day: string) =>
  (await strapi.db.query(REMINDER).count({ where: { owner: { id: row.owner!.id }, lastSentDay: day, id: { $ne: row.id } } })) > 0;

const pushTo = async (strapi: Core.Strapi, row: ReminderRow, named: boolean) => {
  const targets = (await strapi.db
    .query(PUSH_SUBSCRIPTION)
    .findMany({ where: { owner: { id: row.owner!.id } }, select: ['id', 'endpoint', 'p256dh', 'auth'] })) as {
    id: number;
    endpoint: string;
    p256dh: string;
    auth: string;
  }[];
  const { title, line } = reminderWords(row.kind, row.owner!.language, named);
  for (const target of targets) {
    const outcome = await sendPush(target, { title, body: line, url: `/check-in?from=reminder&for=${row.kind}`, tag: `reminder-${row.documentId}` });
    if (outcome === 'gone') await strapi.db.query(PUSH_SUBSCRIPTION).delete({ where: { id: target.id } });
    else if (outcome === 'failed') strapi.log.warn(`[reminders] a push message for reminder ${row.id} was not accepted; it is not retried`);
  }
};

/** Claims and sends one due reminder: 'lost' when another round or instance claimed it first, 'skipped' when the claim moved it on without sending. */
const sendOne = async (strapi: Core.Strapi, row: ReminderRow, now: Date): Promise<'sent' | 'skipped' | 'lost'> => {
  const schedule = scheduleOf(row);
  const next = nextDueOf(schedule, row.snoozedUntil ? new Date(row.snoozedUntil) : null, now);
  const owner = row.owner;
  const day = localDay(new Date(row.nextDueAt!), row.timeZone);
  const send = !!owner && now.getTime() - new Date(row.nextDueAt!).getTime() < STALE_MS && !(await anotherSentToday(strapi, row, day));
  const named = row.nameSteady && !owner?.neutralEmails;
  const won = await strapi.db.transaction(async () => {
    const { count } = await strapi.db.query(REMINDER).updateMany({
      where: { id: row.id, enabled: true, nextDueAt: row.nextDueAt },
      data: { nextDueAt: next, snoozedUntil: null, ...(send ? { lastSentAt: now, lastSentDay: day } : {}) },
    });
    if (count !== 1) return false;
    if (send && row.email) {
      const stopLink = `${settings().publicUrl}/api/reminders/stop?token=${stopToken(row.documentId)}`;
      const message = reminderEmail(row.kind, reminderLink(row.kind), stopLink, owner!.language, named);
      await enqueueEmail({
        to: owner!.email,
        ...message,
        ...plainSender(!named),
        headers: { 'List-Unsubscribe': `<${stopLink}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
      });
    }
    return true;
  });
  if (!won) return 'lost';
  if (send && row.push) await pushTo(strapi, row, named);
  return send ? 'sent' : 'skipped';
};

/**
 * One round: every reminder due by `now`. Rounds may overlap, on one instance or several: the claim alone
 * keeps them apart (the tests run two at once).
 */
export const sendDueReminders = async (strapi: Core.Strapi, now = new Date()): Promise<Outcome> => {
  if (!(await jobsMayRun(strapi))) return { sent: 0, skipped: 0 };
  const outcome = { sent: 0, skipped: 0 };
  const rows = (await strapi.db.query(REMINDER).findMany({
    where: { enabled: true, nextDueAt: { $lte: now } },
    orderBy: { nextDueAt: 'asc' },
    limit: BATCH,
    populate: { owner: { select: ownerFields } },
  })) as ReminderRow[];
  for (const row of rows) {
    try {
      const result = await sendOne(strapi, row, now);
      if (result === 'sent') outcome.sent++;
      if (result === 'skipped') outcome.skipped++;
    } catch (error) {
      strapi.log.error(`[reminders] reminder ${row.id} could not be sent: ${(error as Error).message}`);
    }
  }
  return outcome;
};
