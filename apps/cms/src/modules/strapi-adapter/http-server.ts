import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { Core } from '@strapi/strapi';
import { AdapterAssumptionError } from './versions';

type Listener = (req: IncomingMessage, res: ServerResponse) => void;
/** Answers a request itself (true), leaves it to Koa (false), or says which later. */
export type FrontListener = (req: IncomingMessage, res: ServerResponse) => boolean | Promise<boolean>;

/** The request listeners on Strapi's HTTP server: Strapi's own, `handleRequest`, hands each request to Koa. */
export const requestListeners = (strapi: Core.Strapi) => (strapi.server.httpServer as Server).listeners('request') as Listener[];

/**
 * Puts `front` before Koa on Strapi's HTTP server: each request goes to `front` first, and to the
 * listeners that were there (Koa's) when it answers false, resolves false, or throws. A promise that
 * rejects (a throw while writing, never expected) destroys the response, so the client is not left
 * waiting and Koa never answers twice. Returns how many listeners it put behind `front` (Strapi's
 * `handleRequest`, and any added before, such as lifecycle/graceful-shutdown's request count).
 */
export const putInFrontOfKoa = (strapi: Core.Strapi, front: FrontListener): number => {
  const server = strapi.server.httpServer as Server;
  const koa = requestListeners(strapi);
  // With nothing behind it every request the front leaves would hang: refuse to start instead.
  if (koa.length === 0) throw new AdapterAssumptionError("Strapi's HTTP server answers through its 'request' listeners", 'it has none');
  const toKoa = (req: IncomingMessage, res: ServerResponse) => {
    for (const listener of koa) listener.call(server, req, res);
  };
  // Named, so a look at the server's listeners tells whether something stands in front of Koa.
  const inFrontOfKoa = (req: IncomingMessage, res: ServerResponse) => {
    let handled: boolean | Promise<boolean>;
    try {
      handled = front(req, res);
    } catch {
      handled = false;
    }
    if (handled === false) toKoa(req, res);
    else if (handled !== true)
      handled.then(
        (answered) => answered || toKoa(req, res),
        () => res.destroy(),
      );
  };
  server.removeAllListeners('request');
  server.on('request', inFrontOfKoa);
  return koa.length;
};
