import { initTRPC, TRPCError } from '@trpc/server';
import superjson from 'superjson';
import { ZodError } from 'zod';
import { readPrincipal, type Actor } from '../auth/actor';
import { config } from '../config';
import { countHit } from '../db/rate-limit';
import { fenceWrite, readerFor } from '../db/replica';
import type { Database } from '../db/types';
import { AppError, assertStorable, problemText } from '../errors';
import { logger } from '../logger';
import { actorForUser } from '../services/accounts/service';
import { apiErrorData, toTrpcError, type ApiErrorData } from './errors';

/** The signed-in user as the session cookie names them. */
export interface SessionInfo {
  userId: number;
  /** The server-side session row (auth_sessions) behind the cookie. */
  sessionId?: string | null;
}

export interface TrpcContext {
  db: Database;
  session: SessionInfo | null;
  /** The client's address (server/auth/client-address.ts), for the limits of anonymous procedures. */
  address?: string | null;
  /** The site's origin as the request reached it (same-origin is enforced before tRPC runs), for return URLs. */
  origin?: string;
}

/** `anonymous`: the procedure runs without a session, so it is never accepted inside a batch. */
export interface ProcedureMeta {
  anonymous?: boolean;
}

const t = initTRPC.context<TrpcContext>().meta<ProcedureMeta>().create({
  transformer: superjson,
  errorFormatter({ shape, error }) {
    const data = apiErrorData(error);
    // Unexpected errors never leak their text; they are logged and answer a generic message.
    const unexpected = error.code === 'INTERNAL_SERVER_ERROR' && !(error.cause instanceof AppError);
    if (unexpected) {
      const cause = error.cause ?? error;
      logger.error('unexpected error in tRPC procedure', { route: `trpc ${shape.data.path}`, error_class: cause.constructor.name, err: cause });
    }
    return {
      ...shape,
      message: unexpected ? 'An unexpected error occurred.' : readableMessage(shape.message, error, data),
      data: { code: shape.data.code, httpStatus: shape.data.httpStatus, path: shape.data.path, ...data },
    };
  },
});

/** Input validation fails with a ZodError whose message is JSON; say the first problem in words instead. */
function readableMessage(message: string, error: TRPCError, data: ApiErrorData): string {
  if (!(error.cause instanceof ZodError)) return message;
  const first = data.details?.[0];
  if (!first) return 'The request is not valid.';
  const more = data.details!.length > 1 ? ` (and ${data.details!.length - 1} more)` : '';
  return `${problemText(first)}${more}`;
}

export const router = t.router;
export const createCallerFactory = t.createCallerFactory;

/** Services throw AppError; the client sees a TRPCError of the same HTTP status with the code in `data.apiCode`. */
const mapApiErrors = t.middleware(async ({ next }) => {
  const result = await next();
  if (!result.ok) {
    const mapped = toTrpcError(result.error.cause);
    if (mapped instanceof TRPCError) return { ...result, error: mapped };
  }
  return result;
});

/** Refuses input PostgreSQL cannot store (NUL, unpaired surrogates, deep nesting) before any procedure runs. */
const storableInput = t.middleware(async ({ getRawInput, next }) => {
  assertStorable(await getRawInput());
  return next();
});

const baseProcedure = t.procedure.use(mapApiErrors).use(storableInput);

/** Runs without a session: sign-up and the like. Refused inside a batch (server/trpc/batch.ts). */
export const publicProcedure = baseProcedure.meta({ anonymous: true });

/**
 * A signed-in user acting as themselves. Dashboard users hold every permission; what they may see and change
 * is decided by their role and team access, in the services (the same rules as for their API keys).
 */
export const protectedProcedure = baseProcedure.meta({ anonymous: false }).use(async ({ ctx, next, type }) => {
  if (!ctx.session) throw new AppError('authentication_required', 'Sign in to continue.');
  let actor: Actor;
  try {
    actor = await actorForUser(ctx.db, ctx.session.userId);
  } catch (err) {
    // The session outlived its user (deleted account): treat as signed out.
    if (err instanceof AppError && err.status === 404) throw new AppError('authentication_required', 'Sign in to continue.');
    throw err;
  }
  // Counted like an API key's requests, so a session cannot do at any speed what a key may not.
  const window = await countHit(ctx.db, `session-user:${actor.userId}`);
  if (window.hits > config.SESSION_RATE_LIMIT_PER_MINUTE) {
    throw new AppError('rate_limited', `More than ${config.SESSION_RATE_LIMIT_PER_MINUTE} requests this minute; retry in ${window.reset} seconds.`, {
      extra: { retry_after: window.reset },
    });
  }
  const result = await next({ ctx: { ...ctx, session: ctx.session, actor } });
  // The user's next reads see what this change wrote, a replica's reads included (server/db/replica.ts).
  if (type === 'mutation') await fenceWrite(ctx.db, readPrincipal(actor));
  return result;
});

/**
 * A signed-in user's read that may be answered by the streaming replica (lists, analytics, usage): its `db` is the
 * replica once it has replayed the user's last change, else the primary. Its resolver only reads.
 */
export const replicaReadProcedure = protectedProcedure.use(async ({ ctx, next }) =>
  next({ ctx: { ...ctx, db: await readerFor(ctx.db, readPrincipal(ctx.actor)) } }));
