import type { Inngest } from 'inngest';
import { serve } from 'inngest/next';
import { config, inngestDevMode, inngestEnabled, inngestServeOrigin, type Config } from '../../config';
import { getDb } from '../../db/client';
import { countHit } from '../../db/rate-limit';
import { HttpRefusal } from '../../http/refusal';
import { notFoundResponse, renderError } from '../../http/render';
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
 * the configured origin instead (startup refuses Inngest keys without one, see server/startup.ts), and syncs are
 * throttled.
 */
export function inngestEndpoint(c: Config = config, client: Inngest = inngest): { GET: Handler; POST: Handler; PUT: Handler } {
  if (!inngestEnabled(c)) {
    const missing: Handler = async (req) => notFoundResponse(req, requestIdFor(req));
    return { GET: missing, POST: missing, PUT: missing };
  }
  const serveOrigin = inngestServeOrigin(c);
  const served = serve({ client, functions, servePath: INNGEST_SERVE_PATH, ...(serveOrigin && { serveOrigin }) }) as unknown as {
    GET: Handler; POST: Handler; PUT: Handler;
  };
  // The dev server re-syncs on its own schedule and its registrations stay on this machine.
  return { GET: served.GET, POST: served.POST, PUT: inngestDevMode(c) ? served.PUT : throttledSync(served.PUT) };
}

/** Syncs answered a minute, counted for all processes together; a deploy's sync needs one. */
export const SYNCS_PER_MINUTE = 5;
export const SYNC_BUCKET = 'inngest-sync';

/**
 * Each sync makes a signed call to Inngest's API, and anyone may send one: the count in PostgreSQL (shared by every
 * process) bounds how many calls to Inngest strangers can make this server sign. Past it, 429 with Retry-After.
 */
function throttledSync(put: Handler): Handler {
  return async (req, ctx) => {
    const { hits, reset } = await countHit(await getDb(), SYNC_BUCKET);
    if (hits > SYNCS_PER_MINUTE) {
      const refusal = new HttpRefusal('rate_limited', `At most ${SYNCS_PER_MINUTE} syncs a minute; retry in ${reset} seconds.`, { 'Retry-After': String(reset) });
      return renderError(refusal, requestIdFor(req), req);
    }
    return put(req, ctx);
  };
}
