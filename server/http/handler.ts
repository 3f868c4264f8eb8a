import type { SQL } from 'drizzle-orm';
import type { z } from 'zod';
import { readPrincipal, type Actor } from '../auth/actor';
import { addressBucket, keyLookup, type KeyLookup } from '../auth/api-keys';
import type { Permission } from '../auth/permissions';
import { config } from '../config';
import { getDb } from '../db/client';
import { countHit } from '../db/rate-limit';
import { fenceWrite, readerFor } from '../db/replica';
import type { Database } from '../db/types';
import { AppError, assertStorable, assertStorableInput, checkRequired, firstProblem, zodDetails, type ErrorCode } from '../errors';
import { parseJsonObject, readBodyBytes, readBodyText } from './body';
import { clientAddress } from '../auth/client-address';
import { IDEMPOTENT_METHODS, idempotencyKeyOf, requestHash, runIdempotent, type RequestInput } from './idempotency';
import { idempotencyKeyHeld, type IdempotencyClaim } from '../services/idempotency/store';
import { heavyWork } from './heavy-work';
import { rateLimitHeaders, rateLimitState, type RateLimitState } from './rate-limit';
import { JsonText, renderError } from './render';
import { requestIdFor } from './request-id';
import { HttpRefusal } from './refusal';

type Params = Record<string, string | string[] | undefined>;
/** Next.js passes route params as a promise. */
export interface RouteContext {
  params: Promise<Params>;
}

export interface HandlerContext<B, Q> {
  req: Request;
  actor: Actor;
  db: Database;
  body: B;
  query: Q;
  params: Record<string, string>;
  requestId: string;
  /** The value of the route's `preload`, read with the key lookup. */
  preloaded: unknown;
  /**
   * The request's claim of its Idempotency-Key (none without one): a write that records it can find, when the
   * request runs again after a lost first run (`rerun`), what that run wrote instead of writing it twice.
   */
  idempotency?: IdempotencyClaim;
}

export interface RouteOptions<BS extends z.ZodType | undefined, QS extends z.ZodType | undefined> {
  /** The permission the key must carry. */
  permission: Permission;
  /** JSON body schema; when set the body must be a JSON object. */
  body?: BS;
  /** Query-string schema and the code its failures answer (`invalid_parameter`, ...). */
  query?: QS;
  queryErrorCode?: ErrorCode;
  /**
   * A body the handler reads itself, not JSON (a CSV upload), of at most `maxBytes`, and the headers the operation
   * reads as input beside it. With an `Idempotency-Key` the wrapper reads the body first, so the key compares its
   * exact bytes, and hands the handler a request carrying the same bytes. `refuseEarly` holds the checks the
   * handler makes before it reads the body (an import's quota): the wrapper makes them before its own read too,
   * unless the key already holds a request to replay, so a refused upload is never read whole.
   */
  rawBody?: { maxBytes: number; headers?: string[]; refuseEarly?: (db: Database, actor: Actor) => Promise<void> };
  /** Success status (201 for creates). */
  status?: number;
  /**
   * `replica`: a read (a list, analytics, usage, an export) the handler may make on the streaming replica
   * (DATABASE_URL_REPLICA) once it has replayed the key's last write; the handler's `db` is then that reader and
   * must only read. Without a replica, or behind on the key's writes, or away, it is the primary.
   */
  reads?: 'replica';
  /**
   * A read over the key's actor (`keyActorSql`) selected by the key lookup itself, so the hottest read
   * endpoints answer in one database round trip. The handler gets it as `preloaded`.
   */
  preload?: SQL;
  /**
   * A request whose work is a thousand times an ordinary one's (a preview or create over a whole audience, a bulk
   * import, an export): the key's rate limit counts it as `weight` requests, and it runs in its turn
   * (server/http/heavy-work.ts: a few at once per process, one at a time per account).
   */
  heavy?: { weight: number };
  /** What the generated OpenAPI document says of the operation. */
  doc?: RouteDoc;
}

export interface RouteDoc {
  summary: string;
  description?: string;
  /** Tag (group) in the reference, such as `Contacts`. */
  tag?: string;
  /** Schema of the success body. */
  response?: z.ZodType;
  /** Error codes this operation can answer besides the ones every keyed route can (401, 403, 429, 500). */
  errors?: ErrorCode[];
  /** Path parameters and what they mean. */
  params?: Record<string, string>;
  /** Other success statuses the operation answers with the same body (POST /do-not-call: 200 when already listed). */
  otherSuccess?: { status: number; description: string }[];
}

/** A route handler that also carries its declaration, so the OpenAPI generator reads the same source. */
export type DeclaredHandler = ((req: Request, routeCtx?: RouteContext) => Promise<Response>) & {
  declaration: RouteOptions<z.ZodType | undefined, z.ZodType | undefined> | { public: true; doc?: RouteDoc; status?: number };
};

type Out<S> = S extends z.ZodType ? z.output<S> : undefined;

const READ_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Wraps a REST handler with the contract's order of checks: auth (401) → rate limit (429) → permission
 * (403) → body parse (400/413) → validation (400) → Idempotency-Key (on writes) → the handler (lookups, rules, write).
 */
export function apiRoute<BS extends z.ZodType | undefined = undefined, QS extends z.ZodType | undefined = undefined>(
  opts: RouteOptions<BS, QS>,
  handler: (ctx: HandlerContext<Out<BS>, Out<QS>>) => Promise<unknown>,
): DeclaredHandler {
  const lookup = keyLookup(opts.preload);
  const run = async (req: Request, routeCtx?: RouteContext): Promise<Response> => {
    const requestId = requestIdFor(req);
    let limit: RateLimitState | undefined;
    try {
      const db = await getDb();
      const { actor, preloaded, window: counted } = await authenticate(db, req, lookup);
      // The key lookup counted this request once; a heavy one counts its weight.
      const window = opts.heavy && opts.heavy.weight > 1 && actor.apiKeyId !== null
        ? await countHit(db, `key:${actor.apiKeyId}`, 'minute', opts.heavy.weight - 1)
        : counted;
      limit = rateLimitState(window, config.RATE_LIMIT_PER_MINUTE);
      if (!limit.allowed) {
        throw new HttpRefusal('rate_limited', `Rate limit of ${limit.limit} requests per minute exceeded.`, {
          'Retry-After': String(limit.reset),
        });
      }
      if (!actor.permissions.has(opts.permission)) {
        throw new AppError('permission_denied', `This API key lacks the ${opts.permission} permission.`);
      }
      const raw = opts.body ? parseJsonObject(await readBodyText(req)) : undefined;
      const body = opts.body ? parseBody(raw!, opts.body) : undefined;
      const query = opts.query ? parseQuery(req, opts.query, opts.queryErrorCode) : undefined;
      // Every write honours an Idempotency-Key; none ignores it.
      const idempotencyKey = IDEMPOTENT_METHODS.has(req.method) ? idempotencyKeyOf(req) : null;
      const params = await flatParams(routeCtx);
      if (idempotencyKey && opts.rawBody?.refuseEarly && !(await idempotencyKeyHeld(db, actor.accountId, idempotencyKey))) {
        await opts.rawBody.refuseEarly(db, actor);
      }
      const keyed = idempotencyKey ? await keyedInput(req, raw, opts) : { req, input: {} };
      const reader = opts.reads === 'replica' ? await readerFor(db, readPrincipal(actor)) : db;
      const answer = async (idempotency?: IdempotencyClaim) => {
        const result = await handler({
          req: keyed.req, actor, db: reader, requestId, params, preloaded, idempotency,
          body: body as Out<BS>,
          query: query as Out<QS>,
        });
        if (result instanceof Response) return decorate(result, requestId, limit);
        return new Response(result instanceof JsonText ? result.text : JSON.stringify(result), {
          status: opts.status ?? 200,
          headers: { 'content-type': 'application/json', ...commonHeaders(requestId, limit) },
        });
      };
      const work = opts.heavy ? (idempotency?: IdempotencyClaim) => heavyWork.run(actor.accountId, () => answer(idempotency)) : answer;
      // After a write (answered or refused: a refusal may have written its audit), the key's next reads see it.
      const respond = READ_METHODS.has(req.method) ? work : async (idempotency?: IdempotencyClaim) => {
        let response: Response;
        try {
          response = await work(idempotency);
        } catch (err) {
          await fenceWrite(db, readPrincipal(actor)).catch(() => undefined);
          throw err;
        }
        await fenceWrite(db, readPrincipal(actor));
        return response;
      };
      if (!idempotencyKey) return await respond();
      const request = { hash: requestHash(req, keyed.input), requestId };
      return decorate(await runIdempotent(db, actor.accountId, idempotencyKey, request, respond), requestId, limit);
    } catch (err) {
      return decorate(renderError(err, requestId, req), requestId, limit);
    }
  };
  return Object.assign(run, { declaration: opts as RouteOptions<z.ZodType | undefined, z.ZodType | undefined> });
}

/** Runs a public handler (no key) with the same request id and error rendering. */
export function publicRoute(
  handler: (ctx: { req: Request; params: Record<string, string>; requestId: string }) => Promise<unknown>,
  opts: { doc?: RouteDoc; status?: number } = {},
): DeclaredHandler {
  const run = async (req: Request, routeCtx?: RouteContext): Promise<Response> => {
    const requestId = requestIdFor(req);
    try {
      const result = await handler({ req, params: await flatParams(routeCtx), requestId });
      return decorate(result instanceof Response ? result : Response.json(result), requestId);
    } catch (err) {
      return decorate(renderError(err, requestId, req), requestId);
    }
  };
  return Object.assign(run, { declaration: { public: true as const, ...opts } });
}

/**
 * The key's actor, or 401. Failed authentications are limited per client address (AUTH_FAILURES_PER_MINUTE,
 * counted in PostgreSQL like the per-key limit): past the limit every keyed request from that address answers
 * 429 until the minute ends, whatever key it carries, so keys cannot be guessed at any speed.
 */
export async function authenticate(db: Database, req: Request, lookup: KeyLookup) {
  const header = req.headers.get('authorization')?.trim();
  const match = header?.match(/^Bearer\s+(\S+)$/i);
  if (!header || !match) {
    throw new HttpRefusal('authentication_required', 'Send an API key in the Authorization header: Bearer <API_KEY>.', {
      'WWW-Authenticate': 'Bearer realm="switchboard"',
    });
  }
  const address = clientAddress(req);
  let found;
  try {
    found = await lookup(db, match[1], { address });
  } catch (err) {
    if (address && err instanceof AppError && err.code === 'invalid_key') {
      const failures = await countHit(db, addressBucket(address));
      if (failures.hits > config.AUTH_FAILURES_PER_MINUTE) throw tooManyFailures(failures.reset);
    }
    throw err;
  }
  if (found.addressFailures >= config.AUTH_FAILURES_PER_MINUTE) throw tooManyFailures(found.window.reset);
  return found;
}

const tooManyFailures = (retryAfter: number) =>
  new HttpRefusal('rate_limited', 'Too many failed authentications from this address; retry after Retry-After seconds.', {
    'Retry-After': String(retryAfter),
  });

function parseBody(raw: Record<string, unknown>, schema: z.ZodType) {
  checkRequired(schema, raw);
  assertStorableInput(schema, raw);
  const parsed = schema.safeParse(raw);
  if (!parsed.success) {
    const details = zodDetails(parsed.error);
    throw new AppError('validation_error', firstProblem(details), { details });
  }
  return parsed.data;
}

/**
 * What an Idempotency-Key compares besides the method, path and query: the JSON body as parsed, or the exact bytes
 * of a body the handler reads itself, read here first (with the route's cap) and handed on in a request of their own.
 */
async function keyedInput(
  req: Request,
  json: Record<string, unknown> | undefined,
  opts: RouteOptions<z.ZodType | undefined, z.ZodType | undefined>,
): Promise<{ req: Request; input: RequestInput }> {
  if (!opts.rawBody) return { req, input: { json } };
  const bytes = await readBodyBytes(req, opts.rawBody.maxBytes);
  const body = new Uint8Array(bytes.buffer as ArrayBuffer, bytes.byteOffset, bytes.byteLength);
  return { req: new Request(req.url, { method: req.method, headers: req.headers, body }), input: { bytes, headers: opts.rawBody.headers } };
}

function parseQuery(req: Request, schema: z.ZodType, code: ErrorCode = 'validation_error') {
  const url = new URL(req.url);
  const raw: Record<string, string> = {};
  for (const [k, v] of url.searchParams) raw[k] = v;
  // A value PostgreSQL cannot store is a validation_error whatever code the endpoint's other query errors answer.
  assertStorable(raw);
  const parsed = schema.safeParse(raw);
  if (!parsed.success) {
    const details = zodDetails(parsed.error);
    throw new AppError(code, firstProblem(details), { details });
  }
  return parsed.data;
}

async function flatParams(ctx?: RouteContext): Promise<Record<string, string>> {
  const p = ctx?.params ? await ctx.params : undefined;
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(p ?? {})) if (v !== undefined) out[k] = Array.isArray(v) ? v.join('/') : v;
  return out;
}

/** The headers every keyed response carries: the request id, and the rate limit once the key is known. */
function commonHeaders(requestId: string, limit?: RateLimitState): Record<string, string> {
  return limit ? { 'X-Request-Id': requestId, ...rateLimitHeaders(limit) } : { 'X-Request-Id': requestId };
}

/** Adds the common headers to a Response a handler or the error renderer made. */
function decorate(res: Response, requestId: string, limit?: RateLimitState): Response {
  for (const [k, v] of Object.entries(commonHeaders(requestId, limit))) res.headers.set(k, v);
  return res;
}
