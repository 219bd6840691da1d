import type { DiaryEntry, DistressRating, StressCheckIn } from '@steady/contracts';
import { payments } from '../../../modules/payments';
import { listReminders, pushSubscriptionCount } from '../../../modules/reminders';
import { buildCsv } from './csv-export';
import { buildFhirBundle } from './fhir-export';

/*
 * GET /api/account/export (issue 9): everything Steady holds about the signed-in person, as JSON they
 * can keep or give to a therapist. What is sealed (decision 009) is opened for them by each type's exportFor. Payment
 * records come through the same views as the app's screens, which carry no card data (no number,
 * brand, last four digits or fingerprint); saved cards are left out on purpose.
 */

export const EXPORT_FORMAT = 'steady-export/1';

type Exporter = { exportFor(userId: number): Promise<unknown> };
const exporter = (uid: string) => strapi.service(uid as never) as unknown as Exporter;

const subscriptionsWithCharges = async (userId: number) => {
  const list = await payments().listSubscriptions(userId);
  return Promise.all(list.map((s) => payments().getSubscription(userId, s.documentId)));
};

export const buildExport = async (userId: number) => {
  const account = await strapi.service('api::account.account').view(userId);
  const { favourites, completed, hasSubscription, isPremium, ...profile } = account;
  return {
    format: EXPORT_FORMAT,
    exportedAt: new Date().toISOString(),
    profile,
    favourites,
    completedSkills: completed,
    stressCheckIns: await exporter('api::form.form').exportFor(userId),
    chainAnalyses: await strapi.service('api::rca-analysis.rca-analysis').listOwn(userId),
    distressRatings: await exporter('api::distress-rating.distress-rating').exportFor(userId),
    diary: await exporter('api::diary-entry.diary-entry').exportFor(userId),
    safetyPlan: await exporter('api::safety-plan.safety-plan').exportFor(userId),
    // A browser's push endpoint is a key to its notifications: how many are kept, not the addresses.
    reminders: { reminders: await listReminders(userId), devicesWithNotifications: await pushSubscriptionCount(userId) },
    // Each link's range, parts, state and openings; never its token, which only the person was shown.
    shareLinks: await strapi.service('api::share-link.share-link').listOwn(userId),
    premium: { hasSubscription, isPremium },
    subscriptions: await subscriptionsWithCharges(userId),
    orders: await payments().listOrders(userId),
  };
};

/** The ratings, check-ins and diary of GET /api/account/export, which the FHIR and CSV downloads carry. */
const recordsOf = async (userId: number) => ({
  distressRatings: (await exporter('api::distress-rating.distress-rating').exportFor(userId)) as DistressRating[],
  stressCheckIns: (await exporter('api::form.form').exportFor(userId)) as Pick<StressCheckIn, 'createdAt' | 'stresses'>[],
  diary: (await exporter('api::diary-entry.diary-entry').exportFor(userId)) as DiaryEntry[],
});

/** The records as a FHIR R4 Bundle (fhir-export.ts). */
export const buildFhirExport = async (userId: number) => {
  const account = await strapi.service('api::account.account').view(userId);
  return buildFhirBundle({ exportedAt: new Date().toISOString(), firstName: account.firstName ?? null, ...(await recordsOf(userId)) });
};

/** The records as one CSV table (csv-export.ts). */
export const buildCsvExport = async (userId: number) => buildCsv(await recordsOf(userId));
