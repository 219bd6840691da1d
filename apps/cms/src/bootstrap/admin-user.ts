import type { Core } from '@strapi/strapi';
import { settings } from '../config/env';

/** Creates the /admin super admin from ADMIN_EMAIL and ADMIN_PASSWORD once, if both are set. */
export const ensureAdminUser = async (strapi: Core.Strapi) => {
  const email = settings().ADMIN_EMAIL?.toLowerCase();
  const password = settings().ADMIN_PASSWORD;
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
