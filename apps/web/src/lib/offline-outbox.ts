import type { z } from 'zod';
import { ApiError, apiRequest } from './api-client';
import { newClientId } from './client-id';
import { isLocked, readStored, writeStored } from './device-lock/sealed-storage';
import { sendWhileWaiting } from './send-while-waiting';
import { subscribeToStoredKey } from './stored-key-subscription';

/*
 * Writes made without a connection (issue 10, item 7): kept on this device and sent when the connection
 * returns, once each, in the order they were made. Every write that goes through here is idempotent on
 * the server (PUT of a whole thing, or an add/remove of a link), so sending one twice after a dropped
 * answer changes nothing. A later write with the same `key` replaces an earlier one not yet sent (the
 * newest safety plan, the last heart tap on a skill). Payments and account changes never come here:
 * they need a connection and say so.
 *
 * Kept in localStorage, for the person signed in now: it is cleared when they sign out, with the rest
 * of what this device keeps about them (lib/service-worker.ts), and sealed while an app lock is set
 * (lib/device-lock/sealed-storage).
 */

export type OutboxWrite = {
  method: 'PUT' | 'POST' | 'DELETE';
  /** API path, as given to apiRequest ('/account/favourites/box-breathing'). */
  path: string;
  body?: unknown;
  /** Writes with the same key replace each other while unsent. */
  key: string;
};
export type OutboxItem = OutboxWrite & { id: string; queuedAt: number };

/** A write the server refused when it was finally sent (4xx): dropped, and told to the person. */
export type RejectedWrite = { item: OutboxItem; message: string };

export const OUTBOX_STORAGE_KEY = 'steady.outbox';
const listeners = new Set<() => void>();
let memory: OutboxItem[] = [];
let rejected: RejectedWrite[] = [];

function read(): OutboxItem[] {
  // Locked: the writes are sealed, and nothing of them is this page's to read or send.
  if (isLocked()) return [];
  try {
    const raw = readStored('local', OUTBOX_STORAGE_KEY);
    return raw ? (JSON.parse(raw) as OutboxItem[]) : memory;
  } catch {
    return memory;
  }
}

function write(items: OutboxItem[]): void {
  memory = items;
  // Storage full or blocked: the writes stay in memory for this tab.
  writeStored('local', OUTBOX_STORAGE_KEY, items.length === 0 ? null : JSON.stringify(items));
  for (const listener of listeners) listener();
}

export const pendingWrites = (): OutboxItem[] => read();
export const rejectedWrites = (): RejectedWrite[] => rejected;

export function subscribeOutbox(listener: () => void): () => void {
  return subscribeToStoredKey(OUTBOX_STORAGE_KEY, listeners, listener);
}

export function queueWrite(entry: OutboxWrite): OutboxItem {
  const item: OutboxItem = { ...entry, id: newClientId(), queuedAt: Date.now() };
  write([...read().filter((i) => i.key !== entry.key), item]);
  return item;
}

/** Forgets every unsent write (sign-out on a shared device). */
export function clearOutbox(): void {
  rejected = [];
  write([]);
}

export function dismissRejected(): void {
  rejected = [];
  for (const listener of listeners) listener();
}

/** Worth trying again later: no answer, a busy or failing server, or too many requests. */
const isTransient = (error: unknown) => error instanceof ApiError && (error.status === 0 || error.status === 429 || error.status >= 500);

let flushing: Promise<void> | null = null;

/** Sends the unsent writes in order; stops at the first that cannot be sent now. One run at a time. */
export function flushOutbox(): Promise<void> {
  flushing ??= (async () => {
    try {
      for (;;) {
        const [next] = read();
        if (!next) return;
        try {
          await apiRequest(next.path, { method: next.method, body: next.body });
        } catch (error) {
          if (isTransient(error)) return;
          // 401 ends the session (the api client signs out, which clears this outbox); any other
          // refusal will not change by sending it again.
          rejected = [...rejected, { item: next, message: error instanceof Error ? error.message : String(error) }];
        }
        write(read().filter((i) => i.id !== next.id));
      }
    } finally {
      flushing = null;
    }
  })();
  return flushing;
}

export type SendResult<T> = { queued: false; data: T } | { queued: true };

/**
 * Sends a write now, or keeps it for later when there is no connection. Behind unsent writes it
 * queues too, so writes reach the server in the order they were made.
 */
export async function sendOrQueue<T = unknown>(entry: OutboxWrite, { schema }: { schema?: z.ZodType<T> } = {}): Promise<SendResult<T>> {
  if (!navigator.onLine || read().length > 0) {
    queueWrite(entry);
    if (navigator.onLine) void flushOutbox();
    return { queued: true };
  }
  try {
    const data = await apiRequest<T>(entry.path, { method: entry.method, body: entry.body, schema });
    return { queued: false, data };
  } catch (error) {
    if (!(error instanceof ApiError) || error.status !== 0) throw error;
    queueWrite(entry);
    return { queued: true };
  }
}

const RETRY_MS = 30_000;

/** Sends what is waiting now, whenever the connection returns, and every 30 s while anything waits. */
export function startOutbox(): () => void {
  return sendWhileWaiting(
    () => read().length > 0,
    () => void flushOutbox(),
    RETRY_MS,
  );
}
