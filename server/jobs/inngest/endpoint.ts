import type { Inngest } from 'inngest';
import { serve } from 'inngest/next';
import { config, inngestEnabled, inngestServeOrigin, type Config } from '../../config';
import { notFoundResponse } from '../../http/render';
import { requestIdFor } from '../../http/request-id';
import { inngest } from './client';
import { functions } from './functions';

type Handler = (req: Request, ctx: unknown) => Promise<Response>;

/** Where the functions are served; with the origin, the whole URL a sync tells Inngest to call. */
export const INNGEST_SERVE_PATH = '/api/inngest';

/**
 * /api/inngest, where Inngest discovers and runs the background functions. Without Inngest configured the
 * embedded worker does that work and the path does not exist (404 like any unknown path): an endpoint that
 * runs jobs is not left open, half-configured, for anyone to probe.
 *
 * A sync (an unsigned PUT anyone may send) registers the app's URL with Inngest. The SDK would build it from the
 * request's Host header, so a forged Host could send every run, with its event data, elsewhere: the URL comes from
 * the configured origin instead (startup refuses Inngest keys without one, see server/startup.ts).
 */
export function inngestEndpoint(c: Config = config, client: Inngest = inngest): { GET: Handler; POST: Handler; PUT: Handler } {
  if (!inngestEnabled(c)) {
    const missing: Handler = async (req) => notFoundResponse(req, requestIdFor(req));
    return { GET: missing, POST: missing, PUT: missing };
  }
  const serveOrigin = inngestServeOrigin(c);
  return serve({ client, functions, servePath: INNGEST_SERVE_PATH, ...(serveOrigin && { serveOrigin }) }) as unknown as {
    GET: Handler; POST: Handler; PUT: Handler;
  };
}
