import { settings } from '../../config/env';
import { tooMany } from '../../modules/auth';
import { enqueueEmail } from '../../modules/email';
import { fail } from '../../modules/http';
import { rateLimiter } from '../../modules/shared';
import { helplineReportEmail, type ReportedHelpline } from './report-email';

const UID = 'api::helpline.helpline';
const HOUR_MS = 60 * 60 * 1000;

/** Reports one address may send per hour: enough for a person who finds several numbers wrong. */
export const REPORTS_PER_ADDRESS = { max: 10, windowMs: HOUR_MS };
/** Reports from everyone together per hour, so no crowd of addresses can flood the operator's inbox. */
export const REPORTS_IN_ALL = { max: 200, windowMs: HOUR_MS };

/** Strapi's documentIds are short and alphanumeric; anything else names no helpline. */
const DOCUMENT_ID = /^[A-Za-z0-9]{1,64}$/;

/** Who reads the reports: the support address in App information, or EMAIL_REPLY_TO when it has none. */
const operatorAddress = async (): Promise<string> => {
  const info = await strapi.db.query('api::app-information.app-information').findOne({ select: ['support_email'] });
  return info?.support_email || settings().EMAIL_REPLY_TO;
};

/**
 * A report that a helpline's number seems wrong, from anyone (no account): an unknown helpline is a 404;
 * past the limits a 429; otherwise the operator's email is queued in the outbox (never sent from the request).
 * Only reports that would send an email count against the limits.
 */
export const reportHelpline = async (documentId: string, message: string | undefined, ip: string): Promise<{ reported: true }> => {
  const helpline = DOCUMENT_ID.test(documentId)
    ? ((await strapi.db.query(UID).findOne({
        where: { documentId },
        select: ['documentId', 'country', 'countryName', 'name', 'phone', 'text', 'source', 'sourceUrl'],
      })) as ReportedHelpline | null)
    : null;
  if (!helpline) throw fail('not_found');
  if (!(await rateLimiter.allow([`helpline-report:ip:${ip}`], REPORTS_PER_ADDRESS))) throw tooMany();
  if (!(await rateLimiter.allow(['helpline-report:all'], REPORTS_IN_ALL))) throw tooMany();
  await enqueueEmail({ to: await operatorAddress(), ...helplineReportEmail(helpline, message) });
  return { reported: true };
};
