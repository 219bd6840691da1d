import { i18n } from '@lingui/core';
import { apiErrorSchema, errorCodeOfDetails } from '@steady/contracts';
import type { z } from 'zod';
import { env } from '@/config/env';
import { clearToken, getToken } from './auth-token';
import { loadErrorWords, messageForError, NETWORK_ERROR_MESSAGE, UNAVAILABLE_STATUSES, UNEXPECTED_RESPONSE_MESSAGE } from './messages';
import { contentLocaleParam } from './i18n/content-locale';

// Message descriptors: `i18n._(NETWORK_ERROR_MESSAGE)` is the words in the active language.
export { NETWORK_ERROR_MESSAGE, SERVER_ERROR_MESSAGE, SERVICE_UNAVAILABLE_MESSAGE, UNEXPECTED_RESPONSE_MESSAGE } from './messages';

/** Longest wait a Retry-After header is taken at its word for; beyond it the client asks sooner. */
const MAX_RETRY_AFTER_MS = 60_000;

/**
 * A Retry-After header in milliseconds: delay-seconds or an HTTP date (RFC 9110 §10.2.3), capped at a
 * minute; undefined when absent or unreadable.
 */
export function parseRetryAfter(value: string | null | undefined, now = Date.now()): number | undefined {
  if (!value) return undefined;
  const text = value.trim();
  const ms = /^\d+$/.test(text) ? Number(text) * 1000 : /GMT$/i.test(text) ? Date.parse(text) - now : NaN;
  if (!Number.isFinite(ms)) return undefined;
  return Math.min(Math.max(ms, 0), MAX_RETRY_AFTER_MS);
}

/** Every failed call rejects with this: a readable `message` (in the language active when it failed) and the HTTP `status` (0: no answer). */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly status: number;
  /** The server's stable error code (`error.details.code`, docs/api.md "Error codes"), e.g. `premium_required`. */
  readonly code: string | undefined;
  /** The server's error name, e.g. `ValidationError`. */
  readonly errorName: string | undefined;
  readonly details: unknown;
  /** How long the server asked us to wait before asking again (its Retry-After), in ms. */
  readonly retryAfterMs: number | undefined;

  constructor(status: number, message: string, options: { code?: string; errorName?: string; details?: unknown; cause?: unknown; retryAfterMs?: number } = {}) {
    super(message, { cause: options.cause });
    this.status = status;
    this.code = options.code;
    this.errorName = options.errorName;
    this.details = options.details;
    this.retryAfterMs = options.retryAfterMs;
  }

  get isNetworkError(): boolean {
    return this.status === 0;
  }

  /** No answer, or the service said it cannot answer right now: worth asking again; the session stays. */
  get isServiceUnavailable(): boolean {
    return this.isNetworkError || UNAVAILABLE_STATUSES.has(this.status);
  }
}

/** The failure an error answer stands for, its message put into words by its code through lib/messages. */
export async function errorForResponse(status: number, body: unknown, retryAfterMs?: number): Promise<ApiError> {
  // An outage is put in words by its status alone: nothing to wait for while the service is away.
  if (status < 500) await loadErrorWords();
  const parsed = apiErrorSchema.safeParse(body);
  if (!parsed.success) return new ApiError(status, messageForError({ status }), { retryAfterMs });
  const { name, message, details } = parsed.data.error;
  const code = errorCodeOfDetails(details);
  return new ApiError(status, messageForError({ status, code, serverMessage: message, details }), { code, errorName: name, details, retryAfterMs });
}

/** A readable message for anything thrown, for UI that shows errors. */
export function errorMessage(error: unknown): string {
  if (error instanceof ApiError) return error.message;
  return i18n._(NETWORK_ERROR_MESSAGE);
}

type UnauthorizedHandler = () => void;
let unauthorizedHandler: UnauthorizedHandler | null = null;

/**
 * Called after a 401 from a call that carried the token (the token has been cleared by then).
 * The app registers one that empties the query cache and navigates to /Login.
 */
export function setUnauthorizedHandler(handler: UnauthorizedHandler | null): () => void {
  unauthorizedHandler = handler;
  return () => {
    if (unauthorizedHandler === handler) unauthorizedHandler = null;
  };
}

type QueryValue = string | number | boolean | null | undefined;

export type RequestOptions<T> = {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Sent as JSON. */
  body?: unknown;
  /** Appended to the path as a query string; `undefined` and `null` values are left out. */
  params?: Record<string, QueryValue>;
  /** Send the login token if there is one (default). Login, register and captcha pass `false`. */
  auth?: boolean;
  /** Parse (and so check) the response with this schema. */
  schema?: z.ZodType<T>;
  signal?: AbortSignal;
  headers?: Record<string, string>;
};

export function buildUrl(path: string, params?: Record<string, QueryValue>): string {
  const base = env.API_URL;
  const url = `${base}${path.startsWith('/') ? path : `/${path}`}`;
  if (!params) return url;
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined && value !== null) search.append(key, String(value));
  }
  const query = search.toString();
  if (!query) return url;
  return `${url}${url.includes('?') ? '&' : '?'}${query}`;
}

async function readBody(response: Response): Promise<unknown> {
  if (response.status === 204) return undefined;
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/** The one fetch wrapper: base `/api`, JSON in and out, bearer token, readable errors, 401 → sign out (503 never). */
export async function apiRequest<T = unknown>(path: string, options: RequestOptions<T> = {}): Promise<T> {
  const { method = 'GET', body, params, auth = true, schema, signal, headers: extraHeaders } = options;
  const headers: Record<string, string> = { Accept: 'application/json', ...extraHeaders };
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  const token = auth ? getToken() : null;
  if (token) headers.Authorization = `Bearer ${token}`;

  let response: Response;
  try {
    response = await fetch(buildUrl(path, method === 'GET' ? { ...params, ...contentLocaleParam(path) } : params), {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      signal,
      credentials: 'same-origin',
    });
  } catch (cause) {
    if (cause instanceof DOMException && cause.name === 'AbortError') throw cause;
    throw new ApiError(0, i18n._(NETWORK_ERROR_MESSAGE), { cause });
  }

  let data: unknown;
  try {
    data = await readBody(response);
  } catch (cause) {
    throw new ApiError(response.ok ? 0 : response.status, i18n._(NETWORK_ERROR_MESSAGE), { cause });
  }

  if (!response.ok) {
    const error = await errorForResponse(response.status, data, parseRetryAfter(response.headers.get('Retry-After')));
    // Only the server refusing this very token ends the session; an outage (503, no answer) never does.
    if (response.status === 401 && token) {
      clearToken();
      unauthorizedHandler?.();
    }
    throw error;
  }

  if (!schema) return data as T;
  const result = schema.safeParse(data);
  if (!result.success) {
    throw new ApiError(response.status, i18n._(UNEXPECTED_RESPONSE_MESSAGE), { cause: result.error });
  }
  return result.data;
}

export const api = {
  get: <T = unknown>(path: string, options?: Omit<RequestOptions<T>, 'method' | 'body'>) => apiRequest<T>(path, { ...options, method: 'GET' }),
  post: <T = unknown>(path: string, body?: unknown, options?: Omit<RequestOptions<T>, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'POST', body }),
  put: <T = unknown>(path: string, body?: unknown, options?: Omit<RequestOptions<T>, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'PUT', body }),
  delete: <T = unknown>(path: string, options?: Omit<RequestOptions<T>, 'method' | 'body'>) => apiRequest<T>(path, { ...options, method: 'DELETE' }),
};
