import { serve } from 'inngest/next';
import { config, inngestEnabled, type Config } from '../../config';
import { notFoundResponse } from '../../http/render';
import { requestIdFor } from '../../http/request-id';
import { inngest } from './client';
import { functions } from './functions';

type Handler = (req: Request, ctx: unknown) => Promise<Response>;

/**
 * /api/inngest, where Inngest discovers and runs the background functions. Without Inngest configured the
 * embedded worker does that work and the path does not exist (404 like any unknown path): an endpoint that
 * runs jobs is not left open, half-configured, for anyone to probe.
 */
export function inngestEndpoint(c: Config = config): { GET: Handler; POST: Handler; PUT: Handler } {
  if (!inngestEnabled(c)) {
    const missing: Handler = async (req) => notFoundResponse(req, requestIdFor(req));
    return { GET: missing, POST: missing, PUT: missing };
  }
  return serve({ client: inngest, functions }) as unknown as { GET: Handler; POST: Handler; PUT: Handler };
}
