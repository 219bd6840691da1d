import { vi } from 'vitest';

/**
 * Fakes the network at the HTTP level: the code under test calls the real `fetch` API and gets
 * real `Response`s back. Routes are keyed `'METHOD /path'` (query string ignored).
 */
export type MockRequest = {
  method: string;
  url: URL;
  headers: Headers;
  body: unknown;
};

export type MockHandler = (request: MockRequest) => Response | Promise<Response>;

export function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

/** Strapi's error envelope; `code` goes in `error.details.code`, as the server sends it (docs/api.md "Error codes"). */
export function strapiError(status: number, message: string, name = 'ApplicationError', code?: string, details: Record<string, unknown> = {}): Response {
  return json({ data: null, error: { status, name, message, ...(code ? { details: { ...details, code } } : {}) } }, status);
}

export function mockFetch(routes: Record<string, MockHandler>) {
  const calls: MockRequest[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url, 'http://localhost');
    const method = (init.method ?? 'GET').toUpperCase();
    let body: unknown = undefined;
    if (typeof init.body === 'string') {
      try {
        body = JSON.parse(init.body);
      } catch {
        body = init.body;
      }
    }
    const request: MockRequest = { method, url, headers: new Headers(init.headers), body };
    calls.push(request);
    const handler = routes[`${method} ${url.pathname}`];
    if (!handler) {
      console.error(`mockFetch: no handler for ${method} ${url.pathname}`);
      return json({ data: null, error: { status: 501, name: 'NotMocked', message: 'Not mocked' } }, 501);
    }
    return handler(request);
  });
  vi.stubGlobal('fetch', fetchMock);
  return {
    fetchMock,
    calls,
    callsTo: (method: string, pathname: string) => calls.filter((c) => c.method === method.toUpperCase() && c.url.pathname === pathname),
  };
}
