import type { Core } from '@strapi/strapi';

/** Creates the /admin super admin from ADMIN_EMAIL and ADMIN_PASSWORD once, if both are set. */
export const ensureAdminUser = async (strapi: Core.Strapi) => {
  const email = process.env.ADMIN_EMAIL?.trim().toLowerCase();
  const password = process.env.ADMIN_PASSWORD;
  if (!email || !password) return;
  const users = strapi.service('admin::user');
  if (await users.exists({ email })) return;
  const superAdmin = await strapi.service('admin::role').getSuperAdmin();
  if (!superAdmin) return;
  await users.create({
    email,
    firstname: 'Steady',
    lastname: 'Admin',
    password,
    isActive: true,
    roles: [superAdmin.id],
    registrationToken: null,
  });
  strapi.log.info(`[admin] created the admin account ${email}`);
};
