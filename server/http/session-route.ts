import { sessionUserId } from '../auth/next-auth';
import type { Actor } from '../auth/actor';
import { getDb } from '../db/client';
import type { Database } from '../db/types';
import { AppError } from '../errors';
import { actorForUser } from '../services/accounts/service';
import { renderError } from './render';
import { requestIdFor } from './request-id';
import { fromAnotherSite } from './cross-site';

type Params = Record<string, string | string[] | undefined>;

/**
 * A dashboard download (a GET the browser follows as a link, so it cannot go through tRPC): the signed-in
 * user's actor, the same error rendering as the REST routes, and nothing cached.
 */
export function sessionDownload(
  handler: (ctx: { db: Database; actor: Actor; req: Request; params: Record<string, string>; requestId: string }) => Promise<Response>,
) {
  return async (req: Request, routeCtx?: { params: Promise<Params> }): Promise<Response> => {
    const requestId = requestIdFor(req);
    try {
      const userId = await sessionUserId();
      if (!userId) throw new AppError('authentication_required', 'Sign in to continue.');
      const db = await getDb();
      const actor = await actorForUser(db, userId);
      // Next.js passes no params to a route without dynamic segments.
      const raw: Params = (routeCtx?.params ? await routeCtx.params : undefined) ?? {};
      const params = Object.fromEntries(Object.entries(raw).flatMap(([k, v]) => (typeof v === 'string' ? [[k, v]] : [])));
      const res = await handler({ db, actor, req, params, requestId });
      res.headers.set('X-Request-Id', requestId);
      return res;
    } catch (err) {
      return renderError(err, requestId, req);
    }
  };
}

/**
 * A dashboard upload (a file sent as the body, too large for tRPC): the signed-in user's actor and the same error
 * rendering as the REST routes. It rides on the session cookie, so the browser must not say the request came from
 * another site (Sec-Fetch-Site, Origin); the route also takes a body type a cross-site form cannot send.
 * `userIdOf` reads the session (tests hand in their own, as tRPC's tests hand in a context).
 */
export function sessionUpload(
  handler: (ctx: { db: Database; actor: Actor; req: Request }) => Promise<Response>,
  userIdOf: (req: Request) => Promise<number | null> = () => sessionUserId(),
) {
  return async (req: Request): Promise<Response> => {
    const requestId = requestIdFor(req);
    try {
      if (fromAnotherSite(req)) throw new AppError('permission_denied', 'Cross-site requests are not allowed.');
      const userId = await userIdOf(req);
      if (!userId) throw new AppError('authentication_required', 'Sign in to continue.');
      const db = await getDb();
      const res = await handler({ db, actor: await actorForUser(db, userId), req });
      res.headers.set('X-Request-Id', requestId);
      return res;
    } catch (err) {
      return renderError(err, requestId, req);
    }
  };
}
