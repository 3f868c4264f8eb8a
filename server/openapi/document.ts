import { SchemaComponents, type JsonSchema } from './json-schema';
import { buildOperation } from './operation';
import { declarationOf, httpMethods, type RouteEntry } from './routes';
import { webhookSection } from './webhooks';

/** Tags in reference order, with what each group holds. Tags a route names beyond these follow them. */
const tagDescriptions: [string, string][] = [
  ['Agents', 'The AI voice agents the key can use.'],
  ['Agent tests', "Conversation tests of an agent: a scripted or model-played caller, and expectations on what the conversation did and said; runs in a sandbox that leaves nothing behind."],
  ['Phone numbers', "The numbers the account's agents call from, with each one's calls today, answer rate and rest; campaign calls pick one near the callee."],
  ['Calls', 'Outbound calls: start one, list and read them.'],
  ['Campaigns', 'Calls to an audience of contacts by one agent, dialed within the calling rules: create, start, pause, resume, cancel, and follow each recipient.'],
  ['Analytics', 'Aggregates of the calls the key can see: per day, agent, status or campaign.'],
  ['Usage', 'What the wallet charged for calls over a range, per day, team, agent or campaign, as JSON or CSV.'],
  ['Do-not-call', "The account's do-not-call list."],
  ['Compliance', "The calling rules every dial applies, local to the callee: check a number before dialing."],
  ['Contacts', 'Contacts with their phone numbers, tags and context.'],
  ['Consents', "Callees' prior express (written) consent to be called, with its evidence: recorded, listed and revoked, never edited."],
  ['Messages', 'Emails and texts to customers (appointment notices, agents\' texts) under the same gate as calls, and the texts customers send back.'],
  ['Context variables', 'Definitions of the variables that personalise calls and templates.'],
  ['Business', "The account's business profile and its context variables."],
  ['Calendar', 'Calendar events, free slots and ICS files.'],
  ['Tools', "The tools an agent uses during a live call (the same ones Vapi's tool calls run): availability, booking, the caller's appointments and contact record, opting out."],
  ['CRM', "The account's HighLevel and HubSpot connections: contacts imported through a field map, do-not-disturb both ways, a note per call."],
  ['Webhooks', 'Endpoints that receive signed notifications of call and calendar events.'],
  ['Alerts', 'Thresholds on the failed-call rate, latency, spend and wallet balance, evaluated every minute; each crossing is an alert.triggered or alert.resolved webhook.'],
  ['Reference', 'This document.'],
];

const intro = `Every request carries \`Authorization: Bearer <API_KEY>\`. A key belongs to one user and sees what that user
sees; each operation names the permission it needs (\`x-permission\`).

**Errors** answer \`{ "error": "<code>", "message": "<text>", "request_id": "..." }\`, plus \`details\` for
\`validation_error\`. Each operation lists the codes it can answer under each status.

**Lists** page alike: \`page\` (≥ 1, default 1) and \`limit\` (1 to 100, default 20), answered as
\`{ count, page, limit, pages, <items>: [...] }\`.

**Rate limit**: 600 requests per minute per key by default, counted in fixed one-minute windows shared by every
server process. Every keyed answer carries \`RateLimit-Limit\`, \`RateLimit-Remaining\` and \`RateLimit-Reset\`; over
the limit the answer is 429 \`rate_limited\` with \`Retry-After\`. An address that fails authentication too often
(30 times a minute by default) answers 429 for the rest of the minute.

**Input** PostgreSQL cannot store is refused with 400 \`validation_error\` naming the field: the NUL character,
unpaired UTF-16 surrogates, JSON nested deeper than 32 levels, object keys longer than 256 characters, and
integers outside the range of their column (ids are at most 2147483647).

**Times** are UTC ISO 8601 (\`2026-11-24T15:00:00Z\`). A path is served the same with or without a trailing slash.

**Webhooks** (see *Webhook events*) are signed: \`X-Klen-Signature\` is the lowercase hex HMAC-SHA256 of the exact
body bytes keyed with the whole secret; the Standard Webhooks headers \`webhook-id\`, \`webhook-timestamp\` and
\`webhook-signature\` are sent too, so standard verifiers work.

**AI assistants** reach the same operations through MCP: \`POST /api/mcp\` is a Model Context Protocol Streamable
HTTP endpoint (stateless, the same bearer key) whose tools (\`list_agents\`, \`list_agent_versions\`, \`check_calling_rules\`, \`place_call\`,
\`get_call\`, \`find_contacts\`, \`upsert_contact\`, \`find_free_slots\`, \`book_appointment\`, \`list_campaigns\`,
\`get_campaign\`) take these operations' schemas and need their permissions; \`place_call\` always keeps the calling
hours and consent. It speaks JSON-RPC rather than REST, so it is not listed among the paths.`;

/** Builds the OpenAPI 3.1 document from the route declarations: the same schemas the handlers validate with. */
export async function buildOpenApiDocument(routes: RouteEntry[]): Promise<JsonSchema> {
  const components = new SchemaComponents();
  const ctx = { components, operationIds: new Map<string, string>() };
  const paths: Record<string, JsonSchema> = {};
  const tags = new Set<string>();

  const modules = await Promise.all(routes.map(async (route) => ({ path: route.path, mod: await route.load() })));
  // A handler mounted at several paths (the webhook create aliases) says so in each of its operations.
  const pathsOf = new Map<unknown, string[]>();
  for (const { path, mod } of modules) {
    for (const method of httpMethods) if (declarationOf(mod, method)) pathsOf.set(mod[method], [...(pathsOf.get(mod[method]) ?? []), path]);
  }

  for (const { path, mod } of modules) {
    const item: JsonSchema = {};
    for (const method of httpMethods) {
      const decl = declarationOf(mod, method);
      if (!decl) continue;
      const aliases = (pathsOf.get(mod[method]) ?? []).filter((p) => p !== path);
      const op = buildOperation(ctx, path, method, decl, aliases);
      (op.tags as string[]).forEach((t) => tags.add(t));
      item[method.toLowerCase()] = op;
    }
    paths[path] = item;
  }

  const webhooks = webhookSection(components);
  const known = tagDescriptions.map(([name]) => name);
  return {
    openapi: '3.1.0',
    info: {
      title: 'Switchboard API',
      version: '1.0.0',
      summary: 'AI voice agents, calls, contacts, context variables, calendar and webhooks.',
      description: intro,
      license: { name: 'MIT', identifier: 'MIT' },
    },
    // Relative: the document describes the server it is served from, whatever its address.
    servers: [{ url: '/', description: 'The server that serves this document' }],
    tags: [
      ...tagDescriptions.filter(([name]) => tags.has(name)).map(([name, description]) => ({ name, description })),
      ...[...tags].filter((t) => !known.includes(t)).map((name) => ({ name })),
      { name: 'Webhook events', description: 'What each event delivers to a webhook endpoint.' },
    ],
    security: [{ bearerAuth: [] }],
    paths,
    webhooks,
    components: {
      securitySchemes: {
        bearerAuth: {
          type: 'http',
          scheme: 'bearer',
          bearerFormat: 'sk_live_...',
          description: 'An API key made on the dashboard\'s API keys page (/api-keys) or by the operator with `npm run cli -- key create`, sent as `Authorization: Bearer <API_KEY>`.',
        },
      },
      schemas: {
        ErrorDetails: {
          type: 'array',
          description: 'One entry per field that failed validation.',
          items: {
            type: 'object',
            required: ['path', 'message'],
            properties: { path: { type: 'string', examples: ['phone_numbers.0.phone_number'] }, message: { type: 'string' } },
          },
        },
        ...components.schemas,
      },
      headers: {
        XRequestId: { description: 'The request id (a valid incoming one is echoed).', schema: { type: 'string' } },
        RateLimitLimit: { description: 'Requests allowed per minute for this key.', schema: { type: 'integer' } },
        RateLimitRemaining: { description: 'Requests left in the current window.', schema: { type: 'integer' } },
        RateLimitReset: { description: 'Seconds until the window resets.', schema: { type: 'integer' } },
        RetryAfter: { description: 'Seconds to wait before retrying.', schema: { type: 'integer' } },
        WWWAuthenticate: { description: 'The authentication scheme to use (Bearer).', schema: { type: 'string' } },
      },
    },
  };
}

let cached: Promise<{ doc: JsonSchema; json: string }> | undefined;

/**
 * The document and its JSON text, built once per process from the route index the app hands over: the
 * declarations do not change while it runs.
 */
export function getOpenApiDocument(routes: RouteEntry[]): Promise<{ doc: JsonSchema; json: string }> {
  cached ??= buildOpenApiDocument(routes)
    .then((doc) => ({ doc, json: JSON.stringify(doc) }))
    .catch((err) => {
      cached = undefined;
      throw err;
    });
  return cached;
}
