import type { z } from 'zod';
import type { DeclaredHandler, RouteDoc, RouteOptions } from '../http/handler';
import { IDEMPOTENT_METHODS } from '../http/idempotency';
import { bodyCodes, errorCodes, keyedRouteCodes, requiredFieldsOf, statusOf, type ErrorCode } from '../errors';
import { toolNames } from '../services/tools/names';
import { statusText } from './status-text';
import type { JsonSchema, SchemaComponents } from './json-schema';
import type { HttpMethod } from './routes';

type Declaration = DeclaredHandler['declaration'];
type KeyedDeclaration = RouteOptions<z.ZodType | undefined, z.ZodType | undefined>;

export const isPublic = (d: Declaration): d is { public: true; doc?: RouteDoc; status?: number } => 'public' in d && d.public === true;

/** Path parameters that are not plain positive integer ids. */
const stringParams: Record<string, JsonSchema> = {
  event_id: { type: 'string' },
  call_id: { type: 'string' },
  number: { type: 'string' },
  delivery_id: { type: 'string', format: 'uuid' },
  uuid: { type: 'string', format: 'uuid' },
  name: { type: 'string', enum: [...toolNames] },
};

/** Success bodies that are not JSON (a route declares only zod schemas), by the path that serves them. */
const nonJsonBodies: { pattern: RegExp; mediaType: string; schema: JsonSchema }[] = [
  { pattern: /^\/api\/v1\/calendar\/ics\//, mediaType: 'text/calendar', schema: { type: 'string', description: 'An iCalendar (RFC 5545) file.' } },
  { pattern: /\.csv$/, mediaType: 'text/csv', schema: { type: 'string', description: 'CSV with a header row (RFC 4180).' } },
];

/** Request bodies that are not JSON (a CSV upload), by path, with the headers that go with them. */
const nonJsonRequests: { pattern: RegExp; mediaType: string; description: string; headers: JsonSchema[] }[] = [
  {
    pattern: /^\/api\/v1\/contacts\/imports$/,
    mediaType: 'text/csv',
    description: 'The CSV file, up to 50 MiB: UTF-8, a header row, comma, semicolon or tab separated (found from the header row), quoted fields may hold separators and line breaks; a byte order mark is ignored.',
    headers: [{
      name: 'Mapping',
      in: 'header',
      required: false,
      description: 'The `mapping` query parameter as a header (for long mappings).',
      schema: { type: 'string' },
    }],
  },
];

export const nonJsonBody = (path: string) => nonJsonBodies.find((b) => b.pattern.test(path));

export interface OperationContext {
  components: SchemaComponents;
  operationIds: Map<string, string>;
}

/** The codes an operation can answer, in status order: its own, plus those the wrapper adds. */
export function errorCodesOf(path: string, decl: Declaration, method: HttpMethod): ErrorCode[] {
  const codes = new Set<ErrorCode>();
  if (!isPublic(decl)) {
    keyedRouteCodes.forEach((c) => codes.add(c));
    if (decl.body) {
      bodyCodes.forEach((c) => codes.add(c));
      requiredFieldsOf(decl.body).forEach(([, code]) => codes.add(code));
    }
    if (decl.query) {
      codes.add(decl.queryErrorCode ?? 'validation_error');
      // A query value PostgreSQL cannot store (NUL, an unpaired surrogate) answers validation_error on any route.
      codes.add('validation_error');
    }
    if (IDEMPOTENT_METHODS.has(method)) (['validation_error', 'idempotency_key_in_use', 'idempotency_key_reused'] as const).forEach((c) => codes.add(c));
  } else {
    codes.add('server_error');
    codes.add('service_unavailable');
  }
  if (path.includes('{')) {
    codes.add('not_found');
    // A path parameter whose percent-encoding is not UTF-8 (`%E0%A4%A`) is refused before any route runs.
    codes.add('validation_error');
  }
  decl.doc?.errors?.forEach((c) => codes.add(c));
  return [...codes].sort((a, b) => statusOf(a) - statusOf(b));
}

const idempotencyKeyParameter: JsonSchema = {
  name: 'Idempotency-Key',
  in: 'header',
  required: false,
  description:
    'Per account (every key of the account shares them), 1–255 printable characters, kept 24 hours. A repeat of the same ' +
    'request (method, path, query and body; a JSON body compared as a value, so key order and whitespace do not matter) ' +
    'answers the first answer again, with `Idempotent-Replayed: true` and `Original-Request` (the first request\'s ' +
    '`X-Request-Id`), and does nothing else; another request answers 422 `idempotency_key_reused`; a repeat while the ' +
    'first runs answers 409 `idempotency_key_in_use`. Failed requests are not kept.',
  schema: { type: 'string', minLength: 1, maxLength: 255 },
};

export function buildOperation(
  ctx: OperationContext,
  path: string,
  method: HttpMethod,
  decl: Declaration,
  aliases: string[] = [],
): JsonSchema {
  const doc = decl.doc;
  const keyed = !isPublic(decl);
  const permission = keyed ? (decl as KeyedDeclaration).permission : undefined;
  const heavy = keyed ? (decl as KeyedDeclaration).heavy : undefined;
  const summary = doc?.summary ?? `${method} ${path}`;
  const operationId = uniqueId(ctx.operationIds, summary, method, path);
  const name = pascal(operationId);

  const description = [
    doc?.description,
    aliases.length ? `Also served at ${aliases.map((p) => `\`${method} ${p}\``).join(' and ')}.` : undefined,
    permission ? `Requires the \`${permission}\` permission on the API key.` : 'Public: no API key needed.',
    heavy
      ? `A heavy request: it counts as ${heavy.weight} requests against the key's rate limit (\`x-rate-limit-weight\`), and runs ` +
        'in turn, one at a time per account, with other accounts served first while one runs; a request that waits too ' +
        'long for its turn answers 429 `rate_limited` with `Retry-After`.'
      : undefined,
  ]
    .filter(Boolean)
    .join('\n\n');

  const op: JsonSchema = {
    operationId,
    summary,
    description,
    tags: [doc?.tag ?? 'Other'],
  };
  if (permission) op['x-permission'] = permission;
  else op.security = [];
  if (heavy) op['x-rate-limit-weight'] = heavy.weight;

  const parameters = [
    ...pathParameters(path, doc),
    ...(keyed ? queryParameters(ctx, (decl as KeyedDeclaration).query, name) : []),
    ...(keyed && IDEMPOTENT_METHODS.has(method) ? [idempotencyKeyParameter] : []),
  ];
  const rawBody = keyed ? nonJsonRequests.find((r) => r.pattern.test(path)) : undefined;
  if (rawBody) parameters.push(...rawBody.headers);
  if (parameters.length) op.parameters = parameters;
  if (rawBody) op.requestBody = { required: true, content: { [rawBody.mediaType]: { schema: { type: 'string', description: rawBody.description } } } };

  if (keyed && (decl as KeyedDeclaration).body) {
    const d = decl as KeyedDeclaration;
    const schema = ctx.components.convert(d.body!, 'input', `${name}Request`);
    const required = new Set<string>(Array.isArray(schema.required) ? (schema.required as string[]) : []);
    requiredFieldsOf(d.body!).forEach(([field]) => required.add(field));
    if (required.size && !schema.$ref) schema.required = [...required];
    op.requestBody = { required: true, content: { 'application/json': { schema } } };
  }

  op.responses = {
    ...successResponse(ctx, path, decl, name, keyed, keyed && IDEMPOTENT_METHODS.has(method)),
    ...errorResponses(errorCodesOf(path, decl, method), keyed),
  };
  return op;
}

function successResponse(ctx: OperationContext, path: string, decl: Declaration, name: string, keyed: boolean, replayable: boolean) {
  const status = String(decl.status ?? 200);
  const headers = { ...responseHeaders(keyed), ...(replayable ? replayHeaders : {}) };
  const special = nonJsonBody(path);
  if (special) return { [status]: { description: statusText[Number(status)] ?? 'Success', headers, content: { [special.mediaType]: { schema: special.schema } } } };
  const schema = decl.doc?.response
    ? ctx.components.convert(decl.doc.response, 'output', `${name}Response`)
    : { type: 'object', description: 'Not described yet.' };
  const out: Record<string, JsonSchema> = {
    [status]: { description: statusText[Number(status)] ?? 'Success', headers, content: { 'application/json': { schema } } },
  };
  for (const other of decl.doc?.otherSuccess ?? []) {
    out[String(other.status)] = { description: `${statusText[other.status] ?? 'Success'}: ${other.description}`, headers, content: { 'application/json': { schema } } };
  }
  return out;
}

function errorResponses(codes: ErrorCode[], keyed: boolean) {
  const byStatus = new Map<number, ErrorCode[]>();
  for (const code of codes) byStatus.set(statusOf(code), [...(byStatus.get(statusOf(code)) ?? []), code]);
  const out: Record<string, JsonSchema> = {};
  for (const [status, list] of byStatus) {
    // A 401 is answered before the rate limit is counted, so it carries no RateLimit headers; nor may a 503 (the
    // database that counts them is out of reach).
    const headers: JsonSchema = { ...responseHeaders(keyed && status !== 401 && status !== 503) };
    if (status === 429 || status === 503) headers['Retry-After'] = { $ref: '#/components/headers/RetryAfter' };
    if (status === 401) headers['WWW-Authenticate'] = { $ref: '#/components/headers/WWWAuthenticate' };
    out[String(status)] = {
      description: `${statusText[status] ?? 'Error'}\n\n${list.map((c) => `- \`${c}\`: ${errorCodes[c].description}`).join('\n')}`,
      headers,
      content: { 'application/json': { schema: errorBody(list) } },
    };
  }
  return out;
}

/** The error body every endpoint answers, with the codes this status can carry. */
export function errorBody(codes: string[]): JsonSchema {
  return {
    type: 'object',
    required: ['error', 'message', 'request_id'],
    properties: {
      error: { type: 'string', enum: codes },
      message: { type: 'string' },
      details: { $ref: '#/components/schemas/ErrorDetails' },
      request_id: { type: 'string' },
    },
  };
}

/** What a replay of an Idempotency-Key's stored answer adds to it. */
const replayHeaders: JsonSchema = {
  'Idempotent-Replayed': {
    description: '`true` when this is the stored answer of an earlier request with the same Idempotency-Key (absent otherwise).',
    schema: { type: 'string', enum: ['true'] },
  },
  'Original-Request': {
    description: 'On a replay, the `X-Request-Id` of the request whose answer this is.',
    schema: { type: 'string' },
  },
};

function responseHeaders(keyed: boolean): JsonSchema {
  const headers: JsonSchema = { 'X-Request-Id': { $ref: '#/components/headers/XRequestId' } };
  if (keyed) {
    headers['RateLimit-Limit'] = { $ref: '#/components/headers/RateLimitLimit' };
    headers['RateLimit-Remaining'] = { $ref: '#/components/headers/RateLimitRemaining' };
    headers['RateLimit-Reset'] = { $ref: '#/components/headers/RateLimitReset' };
  }
  return headers;
}

function pathParameters(path: string, doc?: RouteDoc): JsonSchema[] {
  return [...path.matchAll(/\{([^}]+)\}/g)].map(([, p]) => ({
    name: p,
    in: 'path',
    required: true,
    description: doc?.params?.[p],
    schema: stringParams[p] ?? { type: 'integer', minimum: 1 },
  }));
}

function queryParameters(ctx: OperationContext, query: z.ZodType | undefined, name: string): JsonSchema[] {
  if (!query) return [];
  const schema = ctx.components.convert(query, 'input', `${name}Query`);
  const props = (schema.properties ?? {}) as Record<string, JsonSchema>;
  const required = new Set((schema.required as string[] | undefined) ?? []);
  return Object.entries(props).map(([param, s]) => {
    const { description, ...rest } = s;
    return { name: param, in: 'query', required: required.has(param), ...(description ? { description } : {}), schema: rest };
  });
}

/** The id from the summary; a second path with the same handler gets one from its path, a second method its method. */
function uniqueId(taken: Map<string, string>, summary: string, method: string, path: string): string {
  const base = camel(summary);
  let id = base;
  if (taken.has(id)) id = taken.get(id) === path ? `${base}${pascal(method.toLowerCase())}` : camel(`${method} ${path.replace(/[{}]/g, '')}`);
  for (let n = 2; taken.has(id); n++) id = `${base}${n}`;
  taken.set(id, path);
  return id;
}

const articles = new Set(['a', 'an', 'the']);
const words = (s: string) =>
  s.replace(/'s\b/g, 's').replace(/[^A-Za-z0-9]+/g, ' ').trim().split(' ').filter((w) => w && !articles.has(w.toLowerCase()));
const camel = (s: string) =>
  words(s)
    .map((w, i) => (i === 0 ? w.toLowerCase() : w[0].toUpperCase() + w.slice(1).toLowerCase()))
    .join('');
const pascal = (s: string) => s[0].toUpperCase() + s.slice(1);
