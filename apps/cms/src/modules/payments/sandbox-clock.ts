import { randomUUID } from 'crypto';
import type { SandboxRow, SandboxStore } from './sandbox-store';

const DAY = 86_400_000;

/**
 * The sandbox's clock: real time plus however far operators or tests moved it, like a Stripe test clock.
 * Each advance is a row of its own and the offset is their sum: inserts never overwrite each other, so
 * advances made at once, on any instance, all count (ten one-day advances at once make ten days).
 * The single 'clock' row of earlier versions still counts as the starting offset.
 */
export class SandboxClock {
  constructor(private readonly store: SandboxStore) {}

  private async offset(): Promise<number> {
    const rows = (await this.store.q.findMany({ where: { kind: { $in: ['clock', 'clock_advance'] } }, select: ['data'] })) as SandboxRow[];
    return rows.reduce((sum, row) => sum + Number(row.data?.offsetMs ?? 0), 0);
  }

  /** The sandbox's "now". */
  async now(): Promise<Date> {
    return new Date(Date.now() + (await this.offset()));
  }

  /** Moves the clock forward; what became due is the renewals' business (SandboxGateway.advanceClock). */
  async advance(days: number): Promise<void> {
    await this.store.q.create({
      data: {
        kind: 'clock_advance',
        objectId: `clock_${randomUUID()}`,
        lookupKey: null,
        customerId: null,
        ownerUserId: null,
        status: null,
        dueAt: null,
        data: { offsetMs: days * DAY },
      },
    });
  }
}
