import { currentSession } from '../auth/next-auth';
import { getDb } from '../db/client';
import { clientAddress } from '../auth/client-address';
import type { TrpcContext } from './init';

/** The request's context: the database, the session from next-auth's cookie, the client's address and the site's origin. */
export async function createRequestContext(opts?: { req: Request }): Promise<TrpcContext> {
  const session = await currentSession();
  return {
    db: await getDb(),
    session,
    address: opts?.req ? clientAddress(opts.req) : null,
    origin: opts?.req ? new URL(opts.req.url).origin : undefined,
  };
}
