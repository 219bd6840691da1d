import { createHash, randomBytes } from 'crypto';
import type { Core } from '@strapi/strapi';
import { isUniqueViolation } from './db';

/**
 * The sandbox's row store: its customers, cards, subscriptions, invoices and clock advances are rows of
 * `sandbox_objects`, as Stripe keeps such records on its side. One row per object; `data` holds the object.
 */

const OBJ = 'api::sandbox-object.sandbox-object';

export type SandboxRow = {
  id: number;
  /** customer | payment_method | subscription | invoice | clock_advance */
  kind: string;
  objectId: string;
  lookupKey: string | null;
  customerId: string | null;
  ownerUserId: number | null;
  status: string | null;
  dueAt: string | Date | null;
  data: any;
};

/** A new object id, shaped like Stripe's (`cus_sandbox_…`). */
export const newId = (prefix: string) => `${prefix}_sandbox_${randomBytes(12).toString('hex')}`;
/** An id derived from what it names, so the same thing made twice (by two instances) is one row. */
export const stableId = (prefix: string, ...parts: string[]) => `${prefix}_sandbox_${createHash('sha256').update(parts.join('|')).digest('hex').slice(0, 24)}`;
export const iso = (d: Date | null | undefined) => (d ? d.toISOString() : null);
export const toDate = (s: unknown) => (typeof s === 'string' || s instanceof Date ? new Date(s) : null);

export class SandboxStore {
  constructor(private readonly strapi: Core.Strapi) {}

  get q() {
    return this.strapi.db.query(OBJ);
  }

  async transaction<T>(work: () => Promise<T>): Promise<T> {
    return await this.strapi.db.transaction(work);
  }

  async find(where: Record<string, unknown>): Promise<SandboxRow | null> {
    return (await this.q.findOne({ where })) as SandboxRow | null;
  }

  async paymentMethod(id: string) {
    return this.find({ kind: 'payment_method', objectId: id });
  }

  /** Inserts a row; when a unique key says it exists already, returns the existing one (idempotent create). */
  async insertOnce(data: Omit<SandboxRow, 'id'>, existingWhere: Record<string, unknown>): Promise<{ row: SandboxRow; created: boolean }> {
    const found = await this.find(existingWhere);
    if (found) return { row: found, created: false };
    try {
      return { row: (await this.q.create({ data })) as SandboxRow, created: true };
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      const again = await this.find(existingWhere);
      if (!again) throw error;
      return { row: again, created: false };
    }
  }

  async save(row: SandboxRow, changes: Partial<SandboxRow>) {
    return (await this.q.update({ where: { id: row.id }, data: changes })) as SandboxRow;
  }
}
