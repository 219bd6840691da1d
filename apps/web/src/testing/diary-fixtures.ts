import type { DiaryEntry } from '@steady/contracts';
import { vi } from 'vitest';
import { json, type MockHandler, type MockRequest } from './mock-fetch';

/**
 * A fake diary server: GET /api/account/diary?from&to answers the entries in range, PUT
 * /api/account/diary/:date replaces that day's entry, like the real one.
 */
export function diaryServer(initial: DiaryEntry[] = []) {
  const entries = new Map(initial.map((e) => [e.date, e]));
  const get = vi.fn((request: MockRequest) => {
    const from = request.url.searchParams.get('from') ?? '';
    const to = request.url.searchParams.get('to') ?? '';
    return json({ entries: [...entries.values()].filter((e) => e.date >= from && e.date <= to).sort((a, b) => a.date.localeCompare(b.date)) });
  });
  const put = vi.fn((request: MockRequest) => {
    const date = request.url.pathname.split('/').pop()!;
    const body = request.body as Omit<DiaryEntry, 'date' | 'updatedAt'>;
    const entry: DiaryEntry = { date, ...body, updatedAt: new Date().toISOString() };
    entries.set(date, entry);
    return json(entry);
  });
  /** Handlers for GET and for PUT on each of these dates (the mock matches exact paths). */
  const handlers = (dates: string[]): Record<string, MockHandler> => ({
    'GET /api/account/diary': get,
    ...Object.fromEntries(dates.map((d) => [`PUT /api/account/diary/${d}`, put])),
  });
  return { entries, get, put, handlers };
}
