import { sessionUserId } from '../auth/next-auth';
import { getDb } from '../db/client';
import type { TrpcContext } from './init';

/** The request's context: the database and the session from next-auth's cookie. */
export async function createRequestContext(opts?: { req: Request }): Promise<TrpcContext> {
  const userId = await sessionUserId();
  return { db: await getDb(), session: userId ? { userId } : null, origin: opts ? new URL(opts.req.url).origin : undefined };
}
