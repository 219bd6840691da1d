import type { Server, ServerResponse } from 'node:http';
import type { Core } from '@strapi/strapi';
import { settings } from '../../config/env';

/*
 * SIGTERM (an orchestrator replacing this instance) must not cut people off mid-request (issue 11.12).
 * Strapi's own handler calls strapi.destroy() at once, which runs the plugins' teardown and then destroys
 * every open connection, answered or not. Ours first stops accepting connections and lets the requests
 * under way finish — at most SHUTDOWN_TIMEOUT_MS — and only then runs strapi.destroy() (our destroy()
 * closes Redis and the timers; Strapi closes the server and the database pool) and exits 0.
 */

const inFlight = new Set<ServerResponse>();
let draining = false;
let shuttingDown = false;

/** Counts the requests whose answer has not gone out yet, so the drain knows when it is done. */
export const trackRequests = (server: Server) => {
  // Ahead of Koa's listener, so a request is counted before any of our code runs for it.
  server.prependListener('request', (_req, res: ServerResponse) => {
    // While draining, an answer on a kept-alive connection closes it: the client reconnects elsewhere.
    if (draining) res.setHeader('Connection', 'close');
    inFlight.add(res);
    res.once('close', () => inFlight.delete(res));
  });
};

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Stops accepting connections and waits up to `timeoutMs` for the requests under way; returns how many are left. */
export const drainRequests = async (server: Server, timeoutMs: number): Promise<number> => {
  draining = true;
  if (server.listening) server.close();
  for (const res of inFlight) if (!res.headersSent) res.setHeader('Connection', 'close');
  server.closeIdleConnections();
  const deadline = Date.now() + timeoutMs;
  while (inFlight.size > 0 && Date.now() < deadline) await sleep(50);
  return inFlight.size;
};

const shutDown = async (strapi: Core.Strapi, signal: string) => {
  if (shuttingDown) return; // a signal can arrive twice (from the terminal and from npm)
  shuttingDown = true;
  const timeoutMs = settings().SHUTDOWN_TIMEOUT_MS;
  // Should closing the pools hang after the drain, the process still ends.
  setTimeout(() => process.exit(1), timeoutMs + 10_000).unref();
  strapi.log.info(`[shutdown] ${signal}: refusing new connections, letting ${inFlight.size} request(s) under way finish (up to ${timeoutMs} ms)`);
  const left = await drainRequests(strapi.server.httpServer, timeoutMs);
  if (left > 0) strapi.log.warn(`[shutdown] ${left} request(s) still under way after ${timeoutMs} ms are cut off`);
  try {
    await strapi.destroy();
  } catch (error) {
    strapi.log.error(`[shutdown] closing down failed: ${(error as Error).message}`);
    process.exit(1);
  }
  process.exit(0);
};

/** Replaces Strapi's SIGTERM/SIGINT handlers (installed when it was created) with the draining one. */
export const shutDownGracefullyOnSignals = (strapi: Core.Strapi) => {
  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    process.removeAllListeners(signal);
    process.on(signal, () => void shutDown(strapi, signal));
  }
};
