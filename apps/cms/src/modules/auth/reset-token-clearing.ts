import type { Core } from '@strapi/strapi';
import { clearResetTokens } from './reset-tokens';

const USER = 'plugin::users-permissions.user';

type Row = { id: number; email?: string | null };
type Event = { params: { where?: Record<string, unknown>; data?: Record<string, unknown> }; state: { resetLinksOf?: number[] }; result?: unknown };

const setsPassword = (data: Record<string, unknown>) => typeof data.password === 'string' && data.password !== '';

/** The accounts whose password or address this write changes (the admin's form sends the unchanged email too). */
const accountsChanged = async (event: Event): Promise<number[]> => {
  const data = event.params.data;
  if (!data || (!setsPassword(data) && data.email === undefined)) return [];
  const rows: Row[] = await strapi.db.query(USER).findMany({ where: event.params.where ?? {}, select: ['id', 'email'] });
  if (setsPassword(data)) return rows.map((r) => r.id);
  const email = String(data.email ?? '').toLowerCase();
  return rows.filter((r) => String(r.email ?? '').toLowerCase() !== email).map((r) => r.id);
};

/**
 * A reset link belongs to an account's password and address of the moment (decision 014): any write that
 * changes either — the profile, a completed reset, the admin — or deletes the account removes every link it
 * has, in the same transaction. It runs at the database layer, so no path can skip it. The links go after
 * the write, once it holds the user row, so a link being made at that moment is either refused (made
 * second) or already committed and removed here (made first).
 */
export const clearResetLinksOnAccountChanges = (strapi: Core.Strapi) => {
  const beforeUpdate = async (event: Event) => {
    const ids = await accountsChanged(event);
    if (!ids.length) return;
    event.state.resetLinksOf = ids;
    // The email spacing goes with the links: the owner's next request sends at once.
    event.params.data = { ...event.params.data, resetEmailSentAt: null };
  };
  const beforeDelete = async (event: Event) => {
    const rows: Row[] = await strapi.db.query(USER).findMany({ where: event.params.where ?? {}, select: ['id'] });
    event.state.resetLinksOf = rows.map((r) => r.id);
  };
  const after = async (event: Event) => {
    if (event.state.resetLinksOf?.length) await clearResetTokens(event.state.resetLinksOf);
  };
  strapi.db.lifecycles.subscribe({
    models: [USER],
    beforeUpdate,
    beforeUpdateMany: beforeUpdate,
    afterUpdate: after,
    afterUpdateMany: after,
    beforeDelete,
    beforeDeleteMany: beforeDelete,
    afterDelete: after,
    afterDeleteMany: after,
  });
};
