import type { Core } from '@strapi/strapi';
import { PAYMENT_ACTIONS, PUBLIC_PAYMENT_ACTIONS } from './payment-permissions';

const content = (api: string, actions = ['find', 'findOne']) => actions.map((a) => `api::${api}.${api}.${a}`);

/** Public content: identical for everyone and cacheable (DESIGN.md speed). */
const PUBLIC = [
  ...['category', 'skill-type', 'skill', 'trigger', 'emotion', 'immediate-thought', 'page', 'plan'].flatMap((api) => content(api)),
  ...content('app-information', ['find']),
  ...content('rca', ['find']),
  ...content('helpline', ['find']),
  'api::captcha.captcha.issue',
  'plugin::users-permissions.auth.callback',
  'plugin::users-permissions.auth.register',
  'api::email.email.forgetPassword',
  'api::email.email.resetPassword',
  'api::reminder.reminder.stop',
  ...PUBLIC_PAYMENT_ACTIONS,
];

/** A signed-in user gets the public content plus routes that act only on their own record. */
const AUTHENTICATED = [
  ...PUBLIC.filter((a) => !a.startsWith('plugin::users-permissions.auth.')),
  'plugin::users-permissions.user.me',
  ...[
    'find',
    'updateProfile',
    'updateBillingAddress',
    'deleteAccount',
    'addFavourite',
    'removeFavourite',
    'addCompletion',
    'exportData',
    'exportFhir',
    'exportCsv',
    'trends',
    'signOutEverywhere',
  ].map((a) => `api::account.account.${a}`),
  ...['createOwn', 'latestOwn', 'recommendations'].map((a) => `api::form.form.${a}`),
  ...['listOwn', 'createOwn', 'deleteOwn'].map((a) => `api::rca-analysis.rca-analysis.${a}`),
  ...['getOwn', 'saveOwn', 'getOwnPicture', 'savePicture', 'removePicture'].map((a) => `api::safety-plan.safety-plan.${a}`),
  ...['listOwn', 'saveOwn'].map((a) => `api::diary-entry.diary-entry.${a}`),
  ...['putOwn', 'whatHelps'].map((a) => `api::distress-rating.distress-rating.${a}`),
  ...['listOwn', 'createOwn', 'updateOwn', 'deleteOwn', 'snoozeOwn', 'calendarOwn', 'pushSettings', 'savePush', 'deletePush'].map(
    (a) => `api::reminder.reminder.${a}`,
  ),
  ...['listOwn', 'createOwn', 'revokeOwn'].map((a) => `api::share-link.share-link.${a}`),
  ...PAYMENT_ACTIONS,
];

export const ROLE_PERMISSIONS: Record<string, string[]> = { public: PUBLIC, authenticated: AUTHENTICATED };

/**
 * Makes each role's permissions exactly the list above: missing ones are added and any other
 * (for example one ticked by hand in the admin) is removed. Permissions live in code.
 */
export const syncPermissions = async (strapi: Core.Strapi) => {
  for (const [type, actions] of Object.entries(ROLE_PERMISSIONS)) {
    const role = await strapi.db.query('plugin::users-permissions.role').findOne({ where: { type } });
    if (!role) throw new Error(`users-permissions role "${type}" is missing`);
    const existing = await strapi.db.query('plugin::users-permissions.permission').findMany({ where: { role: role.id } });
    const have = new Set(existing.map((p) => p.action));
    const extra = existing.filter((p) => !actions.includes(p.action));
    if (extra.length) {
      await strapi.db.query('plugin::users-permissions.permission').deleteMany({ where: { id: { $in: extra.map((p) => p.id) } } });
    }
    for (const action of actions.filter((a) => !have.has(a))) {
      await strapi.db.query('plugin::users-permissions.permission').create({ data: { action, role: role.id } });
    }
  }
};

/** Sign-up needs no email confirmation; users-permissions' own reset routes are replaced by ours. */
export const syncAdvancedSettings = async (strapi: Core.Strapi) => {
  const store = strapi.store({ type: 'plugin', name: 'users-permissions' });
  const advanced = ((await store.get({ key: 'advanced' })) as Record<string, unknown>) ?? {};
  await store.set({
    key: 'advanced',
    value: { ...advanced, allow_register: true, email_confirmation: false, unique_email: true, default_role: 'authenticated' },
  });
};
