import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json, mockFetch, strapiError } from '@/testing/mock-fetch';
import { clearOutbox, flushOutbox, pendingWrites, queueWrite, rejectedWrites, sendOrQueue } from './offline-outbox';

const setOnline = (online: boolean) => vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(online);
const fav = (slug: string, on = true) => ({
  method: on ? ('PUT' as const) : ('DELETE' as const),
  path: `/account/favourites/${slug}`,
  key: `favourite:${slug}`,
});

describe('offline outbox', () => {
  beforeEach(() => clearOutbox());
  afterEach(() => clearOutbox());

  it('sends at once when online and nothing waits', async () => {
    setOnline(true);
    const net = mockFetch({ 'PUT /api/account/favourites/a': () => json({ ok: 1 }) });
    await expect(sendOrQueue(fav('a'))).resolves.toEqual({ queued: false, data: { ok: 1 } });
    expect(net.calls).toHaveLength(1);
    expect(pendingWrites()).toEqual([]);
  });

  it('keeps writes made offline, on the device, without touching the network', async () => {
    setOnline(false);
    const net = mockFetch({});
    await expect(sendOrQueue(fav('a'))).resolves.toEqual({ queued: true });
    expect(net.calls).toHaveLength(0);
    expect(JSON.parse(window.localStorage.getItem('steady.outbox')!)).toHaveLength(1);
  });

  it('keeps a write whose request got no answer', async () => {
    setOnline(true);
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
    await expect(sendOrQueue(fav('a'))).resolves.toEqual({ queued: true });
    expect(pendingWrites().map((i) => i.path)).toEqual(['/account/favourites/a']);
  });

  it('replaces an unsent write with the same key, keeping the newest', async () => {
    setOnline(false);
    await sendOrQueue(fav('a', true));
    await sendOrQueue({ method: 'PUT', path: '/account/safety-plan', body: { n: 1 }, key: 'safety-plan' });
    await sendOrQueue(fav('a', false));
    expect(pendingWrites().map((i) => `${i.method} ${i.path}`)).toEqual(['PUT /account/safety-plan', 'DELETE /account/favourites/a']);
  });

  it('sends them in order, once each, when the connection returns', async () => {
    setOnline(false);
    queueWrite(fav('a'));
    queueWrite({ method: 'POST', path: '/account/completions/b', key: 'completion:b' });
    queueWrite(fav('c', false));
    setOnline(true);
    const order: string[] = [];
    const net = mockFetch({
      'PUT /api/account/favourites/a': () => (order.push('a'), json({})),
      'POST /api/account/completions/b': () => (order.push('b'), json({})),
      'DELETE /api/account/favourites/c': () => (order.push('c'), json({})),
    });
    await Promise.all([flushOutbox(), flushOutbox()]);
    expect(order).toEqual(['a', 'b', 'c']);
    expect(net.calls).toHaveLength(3);
    expect(pendingWrites()).toEqual([]);
  });

  it('stops at a write that cannot be sent yet, and keeps it and those after it', async () => {
    queueWrite(fav('a'));
    queueWrite(fav('b'));
    setOnline(true);
    mockFetch({ 'PUT /api/account/favourites/a': () => strapiError(503, 'busy') });
    await flushOutbox();
    expect(pendingWrites().map((i) => i.key)).toEqual(['favourite:a', 'favourite:b']);
  });

  it('keeps a write refused for now by the write quota (429), and sends it on a later try', async () => {
    queueWrite(fav('a'));
    queueWrite(fav('b'));
    setOnline(true);
    mockFetch({
      'PUT /api/account/favourites/a': () => strapiError(429, 'You have saved a lot in a short time. Please wait a minute and try again.', 'RateLimitError'),
    });
    await flushOutbox();
    expect(pendingWrites().map((i) => i.key)).toEqual(['favourite:a', 'favourite:b']);
    expect(rejectedWrites()).toEqual([]);
    const net = mockFetch({ 'PUT /api/account/favourites/a': () => json({}), 'PUT /api/account/favourites/b': () => json({}) });
    await flushOutbox();
    expect(net.calls).toHaveLength(2);
    expect(pendingWrites()).toEqual([]);
  });

  it('drops a write the server refuses and says why', async () => {
    queueWrite(fav('gone'));
    queueWrite(fav('b'));
    setOnline(true);
    mockFetch({
      'PUT /api/account/favourites/gone': () => strapiError(404, 'This skill does not exist', 'NotFoundError'),
      'PUT /api/account/favourites/b': () => json({}),
    });
    await flushOutbox();
    expect(pendingWrites()).toEqual([]);
    expect(rejectedWrites().map((r) => r.message)).toEqual(['This skill does not exist']);
  });

  it('queues behind unsent writes even when online, so order holds', async () => {
    queueWrite(fav('a'));
    setOnline(true);
    const order: string[] = [];
    mockFetch({
      'PUT /api/account/favourites/a': () => (order.push('a'), json({})),
      'PUT /api/account/favourites/b': () => (order.push('b'), json({})),
    });
    await expect(sendOrQueue(fav('b'))).resolves.toEqual({ queued: true });
    await flushOutbox();
    expect(order).toEqual(['a', 'b']);
  });
});
