import { z } from 'zod';
import { ConfigError } from './errors/config-error';
import { defaultFloorNumberTypes, numberTypes } from './lib/number-types';
import { deploymentIdOfOrigin } from './lib/stripe-deployment-id';
import { vapiWebhookCredentials } from './lib/vapi-webhook-credential';

/**
 * The one reader of process.env. Every setting is parsed and validated here once;
 * the rest of the code imports `config` (or calls `loadConfig` in tests).
 */
const bool = z
  .enum(['true', 'false', '1', '0', 'yes', 'no', ''])
  .optional()
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

/** A comma-separated list of items (blanks ignored, repeats dropped), each checked by `item`. */
const commaList = <T extends z.ZodType<string, string>>(item: T) =>
  z.string().transform((v) => [...new Set(v.split(',').map((s) => s.trim()).filter(Boolean))]).pipe(z.array(item));

const optionalText = z.string().optional().or(z.literal('').transform(() => undefined));

const schema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  DATABASE_URL: z.string().url().optional().or(z.literal('').transform(() => undefined)),
  /**
   * A direct (unpooled) URL of the same database, for migrations and test-database creation, which need a
   * session of their own. Unset: DATABASE_URL is used.
   */
  DATABASE_URL_UNPOOLED: z.string().url().optional().or(z.literal('').transform(() => undefined)),
  /**
   * A PostgreSQL streaming replica of the same database (hot standby). Analytics, usage, exports, the compliance
   * CSV and the list pages read from it, except a key's or user's reads while the replica has not yet replayed that
   * key's or user's last write (read-your-writes), and every read while it does not answer (the primary instead).
   */
  DATABASE_URL_REPLICA: z.string().url().optional().or(z.literal('').transform(() => undefined)),
  /** Connections of each process to the replica. */
  DATABASE_REPLICA_POOL_MAX: z.coerce.number().int().min(1).max(100).default(4),
  /**
   * Named prepared statements on the app's connections. Off by default, which is what a transaction-mode
   * pooler (PgBouncer, Neon, Supabase) requires; a direct connection may turn it on to save a parse per query.
   */
  DATABASE_PREPARE: bool,
  /**
   * The main pool's connections per server process: transactions hold one for their whole length, so under load
   * requests queue for them. Mind the database's max_connections (or the pooler's) times the processes.
   */
  DATABASE_POOL_MAX: z.coerce.number().int().min(1).max(100).default(10),
  /** Connections (beside the main pool of DATABASE_POOL_MAX) that the per-request reads, key lookup and agents list, pipeline on. */
  DATABASE_HOT_CONNECTIONS: z.coerce.number().int().min(1).max(20).default(1),
  /** Connections on which calls are placed, each account's always on the same one (see openDatabase). */
  DATABASE_WRITE_LANES: z.coerce.number().int().min(1).max(20).default(2),
  /**
   * Seconds a new PostgreSQL connection may take before it fails (postgres.js's own default is 30): during an
   * outage a request answers 503 service_unavailable within this bound instead of hanging.
   */
  DATABASE_CONNECT_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(120).default(5),
  /**
   * The longest a statement of the app's connections may run, in milliseconds (0: no bound), so that a stuck
   * statement frees its connection and its request answers 503. Generous enough for the largest export page.
   * Sent as a connection parameter, so only on direct connections (DATABASE_PREPARE=true); behind a
   * transaction-mode pooler, which refuses such parameters, set it on the role (ALTER ROLE … SET statement_timeout).
   */
  DATABASE_STATEMENT_TIMEOUT_MS: z.coerce.number().int().min(0).max(3_600_000).default(60_000),
  /**
   * Seconds an Idempotency-Key stays locked by a request that no longer renews it (its process died or lost the
   * database): a retry after that re-runs the request, which finds what the first run recorded (a call placed
   * under the key) instead of doing it again. A running request renews its lock every third of this.
   */
  IDEMPOTENCY_LOCK_LEASE_SECONDS: z.coerce.number().int().min(1).max(3600).default(15),
  PGLITE_DIR: z.string().default('.data/pglite'),
  RATE_LIMIT_PER_MINUTE: z.coerce.number().int().positive().default(600),
  /**
   * Heavy requests (a campaign preview or create over a large audience, bulk consents, exports) a server process runs
   * at once; at most one per account, and the others wait their turn in arrival order (server/http/heavy-work.ts).
   */
  HEAVY_REQUESTS_AT_ONCE: z.coerce.number().int().min(1).max(50).default(2),
  /** How long a heavy request may wait for its turn before it answers 429 rate_limited. */
  HEAVY_REQUEST_WAIT_MS: z.coerce.number().int().min(0).max(120_000).default(15_000),
  /** Dashboard (tRPC) procedures per minute per signed-in user, counted like an API key's requests. */
  SESSION_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().positive().default(1200),
  /**
   * Number types no account may call, whatever its destination policy says (comma-separated; a tenant may only add
   * to them). Unset: premium rate, shared cost, UAN, personal numbers and international networks.
   */
  DESTINATION_FLOOR_NUMBER_TYPES: commaList(z.enum(numberTypes)).default(defaultFloorNumberTypes),
  /**
   * The models and voices agents may use (comma-separated), since each is billed at the one per-minute rate. Unset:
   * the editor's list (server/services/agents/model-catalog.ts).
   */
  AGENT_MODELS: commaList(z.string().max(100)).refine((a) => a.length > 0, 'must name at least one model').optional(),
  AGENT_VOICES: commaList(z.string().max(100)).refine((a) => a.length > 0, 'must name at least one voice').optional(),
  /** Agents (not archived) an account may have; each may be an assistant at the voice provider. */
  MAX_AGENTS_PER_ACCOUNT: z.coerce.number().int().positive().default(50),
  AUTH_SECRET: z.string().optional(),
  /**
   * 32 bytes (64 hex digits or base64) sealing secrets at rest. Unset: derived from AUTH_SECRET when that is set, else
   * generated into `.data/encryption-key` (server/db/sealing-keys.ts).
   */
  ENCRYPTION_KEY: z.string().optional(),
  /** Earlier ENCRYPTION_KEY values, comma-separated: still opened, and re-sealed under the current key at start (or `cli secrets reseal`). */
  ENCRYPTION_KEYS_PREVIOUS: z.string().optional(),
  ALLOW_PRIVATE_WEBHOOK_URLS: bool,
  /** Webhooks an account may have. */
  MAX_WEBHOOKS_PER_ACCOUNT: z.coerce.number().int().positive().default(20),
  /** Test sends and redeliveries an account may ask for per minute (each one is a request to its receiver). */
  WEBHOOK_MANUAL_SENDS_PER_MINUTE: z.coerce.number().int().positive().default(30),
  /**
   * Contact imports (CSV files) an account may have queued or running at once, and may start in any 24 hours;
   * past either the upload answers 429 import_limit_reached. Each stored file may be up to 50 MiB.
   */
  MAX_IMPORTS_IN_PROGRESS_PER_ACCOUNT: z.coerce.number().int().positive().default(2),
  MAX_IMPORTS_PER_ACCOUNT_PER_DAY: z.coerce.number().int().positive().default(50),
  /** Failed API-key authentications per client address per minute; past it the address answers 429. */
  AUTH_FAILURES_PER_MINUTE: z.coerce.number().int().positive().default(30),
  /**
   * Dashboard sign-in limits, per minute and per hour: failed attempts per email, and attempts (right or wrong) per
   * client address. Past an address's limit the sign-in answers 429 until the minute (or hour) ends. Past an
   * email's, each address gets one attempt a minute at that email, checked after SIGN_IN_LOCKED_DELAY_MS, so
   * strangers' failures cannot keep the owner out.
   */
  SIGN_IN_PER_EMAIL_PER_MINUTE: z.coerce.number().int().positive().default(5),
  SIGN_IN_PER_EMAIL_PER_HOUR: z.coerce.number().int().positive().default(20),
  SIGN_IN_PER_ADDRESS_PER_MINUTE: z.coerce.number().int().positive().default(20),
  SIGN_IN_PER_ADDRESS_PER_HOUR: z.coerce.number().int().positive().default(100),
  SIGN_IN_LOCKED_DELAY_MS: z.coerce.number().int().min(0).max(60_000).default(2000),
  /** Accounts created through the sign-up page per client address per hour. */
  SIGN_UPS_PER_ADDRESS_PER_HOUR: z.coerce.number().int().positive().default(5),
  /**
   * Proxies in front of the app that append the client to X-Forwarded-For. Unset (0): the client is the
   * connection's own address and the header is not believed. FORWARDED_FOR_HOPS is its former name.
   */
  TRUSTED_PROXY_HOPS: z.coerce.number().int().min(0).max(10).optional(),
  FORWARDED_FOR_HOPS: z.coerce.number().int().min(0).max(10).optional(),
  /** Addresses or CIDR ranges of proxies whose X-Forwarded-For entries are believed (comma-separated). */
  TRUSTED_PROXIES: z
    .string()
    .default('')
    .transform((v) => v.split(',').map((s) => s.trim()).filter(Boolean))
    .pipe(z.array(z.union([z.ipv4(), z.ipv6(), z.cidrv4(), z.cidrv6()], { error: 'must be an IP address or a CIDR range' }))),
  INNGEST_EVENT_KEY: z.string().optional(),
  INNGEST_SIGNING_KEY: z.string().optional(),
  INNGEST_DEV: z.string().optional(),
  /**
   * The origin Inngest is told to call the functions at (its sync of /api/inngest); default PUBLIC_BASE_URL. Never
   * taken from a request's Host, which anyone may set. Required with Inngest keys (see inngestServeOrigin).
   */
  INNGEST_SERVE_ORIGIN: z.string().url().optional().or(z.literal('').transform(() => undefined)),
  /** Embedded worker poll interval in milliseconds. */
  WORKER_POLL_MS: z.coerce.number().int().positive().default(250),
  /**
   * How many claimed jobs the embedded worker runs at once (each in its own transaction, on its own pooled
   * connection): the jobs' row locks keep them apart, as they keep several processes apart. 1 runs a pass's jobs
   * one after the other; on PostgreSQL more overlaps their round trips (keep it below DATABASE_POOL_MAX).
   */
  WORKER_CONCURRENCY: z.coerce.number().int().min(1).max(64).default(1),
  DISABLE_WORKER: bool,
  /** On SIGTERM, how long the embedded worker's pass under way may take before its claims are given back. */
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(0).default(15_000),
  /** The provider of agents that name none (each agent may choose its own: simulator, vapi or retell). */
  VOICE_PROVIDER: z.enum(['simulator', 'vapi', 'retell']).default('simulator'),
  /**
   * Pace of simulated calls (1 = real seconds). Unset: 0.1 under `npm run dev` (NODE_ENV development), so a first
   * call takes seconds, and 1 elsewhere.
   */
  SIMULATOR_TIME_SCALE: z.coerce.number().nonnegative().optional(),
  /**
   * The test credit a new account may claim once, in cents, while calls are simulated (it can never pay a real
   * call). Unset: 500 with the simulator, 0 (none) with Vapi; a positive amount with Vapi is refused.
   */
  TRIAL_CREDIT_CENTS: z.coerce.number().int().min(0).max(100_000).optional(),
  VAPI_API_KEY: z.string().optional(),
  VAPI_BASE_URL: z.string().url().default('https://api.vapi.ai'),
  /** How long one request to Vapi's API may take before it counts as unanswered (nothing is retried). */
  VAPI_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(120).default(15),
  VAPI_WEBHOOK_SECRET: z.string().optional(),
  /**
   * Credentials made by hand at Vapi for servers that send to /api/providers/vapi/events: JSON of a credential's
   * authenticationPlan (hmac or bearer, as Vapi's credential API takes it), or an array of them.
   */
  VAPI_WEBHOOK_CREDENTIAL: z.preprocess((v) => (v === '' ? undefined : v), vapiWebhookCredentials.optional()),
  /**
   * The OpenAI-compatible chat completions endpoint conversation tests speak to an agent through (agents of neither
   * Vapi nor Retell): its base URL (…/v1), key and model (unset: the agent's own model name). A call that has not
   * answered within LLM_TIMEOUT_MS ends its test run as `error`.
   */
  LLM_BASE_URL: z.string().url().optional().or(z.literal('').transform(() => undefined)),
  LLM_API_KEY: z.string().optional().or(z.literal('').transform(() => undefined)),
  LLM_MODEL: z.string().max(200).optional().or(z.literal('').transform(() => undefined)),
  LLM_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(30_000),
  /** Retell's API key: it authenticates Switchboard's requests and signs what Retell sends (x-retell-signature). */
  RETELL_API_KEY: z.string().optional().or(z.literal('').transform(() => undefined)),
  /** Retell's API address (tests point it at a local fake). */
  RETELL_BASE_URL: z.string().url().default('https://api.retellai.com'),
  /** Stripe Checkout for "add credit": both set, or the dashboard offers no payment (the CLI still credits). */
  STRIPE_SECRET_KEY: z.string().optional().or(z.literal('').transform(() => undefined)),
  STRIPE_WEBHOOK_SECRET: z.string().optional().or(z.literal('').transform(() => undefined)),
  /**
   * Which deployment a Checkout session belongs to, carried in its metadata and required by the webhook, so that
   * deployments sharing one Stripe account credit only their own sessions. Default: derived from PUBLIC_BASE_URL.
   */
  STRIPE_DEPLOYMENT_ID: z.string().trim().max(100).regex(/^[\x21-\x7e]*$/, 'STRIPE_DEPLOYMENT_ID must be printable ASCII without spaces').optional()
    .transform((v) => v || undefined),
  /** Stripe's API address (tests and stripe-mock point it elsewhere). */
  STRIPE_API_BASE_URL: z.string().url().default('https://api.stripe.com'),
  /**
   * Linked calendars (docs/calendars.md): each OAuth provider is offered once its client id and secret are both set;
   * CalDAV needs nothing. The base URLs point a deployment or a test at another address of the same API.
   */
  GOOGLE_CLIENT_ID: optionalText,
  GOOGLE_CLIENT_SECRET: optionalText,
  GOOGLE_API_BASE_URL: z.string().url().default('https://www.googleapis.com'),
  GOOGLE_OAUTH_BASE_URL: z.string().url().default('https://oauth2.googleapis.com'),
  /** Where the person grants access (Google's consent page lives apart from its token endpoint). */
  GOOGLE_AUTHORIZE_URL: z.string().url().default('https://accounts.google.com/o/oauth2/v2/auth'),
  MICROSOFT_CLIENT_ID: optionalText,
  MICROSOFT_CLIENT_SECRET: optionalText,
  MICROSOFT_TENANT: z.string().regex(/^[A-Za-z0-9.-]{1,100}$/).default('common'),
  MICROSOFT_GRAPH_BASE_URL: z.string().url().default('https://graph.microsoft.com'),
  MICROSOFT_LOGIN_BASE_URL: z.string().url().default('https://login.microsoftonline.com'),
  GOHIGHLEVEL_CLIENT_ID: optionalText,
  GOHIGHLEVEL_CLIENT_SECRET: optionalText,
  GOHIGHLEVEL_API_BASE_URL: z.string().url().default('https://services.leadconnectorhq.com'),
  /** Where a HighLevel user picks the location to grant. */
  GOHIGHLEVEL_AUTHORIZE_URL: z.string().url().default('https://marketplace.gohighlevel.com/oauth/chooselocation'),
  /** The public key (PEM) HighLevel signs its webhooks with (x-wh-signature); default: the one HighLevel publishes. */
  GOHIGHLEVEL_WEBHOOK_PUBLIC_KEY: optionalText,
  /** HubSpot (docs/crm.md): the app's OAuth client, whose secret also signs its webhooks (X-HubSpot-Signature-v3). */
  HUBSPOT_CLIENT_ID: optionalText,
  HUBSPOT_CLIENT_SECRET: optionalText,
  HUBSPOT_API_BASE_URL: z.string().url().default('https://api.hubapi.com'),
  HUBSPOT_AUTHORIZE_URL: z.string().url().default('https://app.hubspot.com/oauth/authorize'),
  /**
   * Email to customers (docs/messages.md): an SMTP server as a URL (smtp:// or smtps://, user and password in it),
   * and the From address. Without SMTP_URL every email is kept and shown on the dashboard's Messages page.
   */
  SMTP_URL: z.string().regex(/^smtps?:\/\/\S+$/, 'SMTP_URL must be an smtp:// or smtps:// URL').optional().or(z.literal('').transform(() => undefined)),
  EMAIL_FROM: optionalText,
  /** Text messages through Twilio: both set, or a simulator records every text. The base URL points a test elsewhere. */
  TWILIO_ACCOUNT_SID: optionalText,
  TWILIO_AUTH_TOKEN: optionalText,
  TWILIO_API_BASE_URL: z.string().url().default('https://api.twilio.com'),
  /**
   * The API key `cli mcp` serves the MCP tools for (a desktop assistant passes it in its server's `env`): unlike a
   * command-line option, a process's environment is not shown to other local users.
   */
  SWITCHBOARD_API_KEY: optionalText,
  /**
   * The site's public address, where Stripe Checkout returns the payer (default: the request's own origin), and the one
   * origin whose pages may call /api/mcp (default: http://localhost:PORT).
   */
  PUBLIC_BASE_URL: z.string().url().optional().or(z.literal('').transform(() => undefined)),
  /** The port `npm run dev` and `npm start` listen on; it makes the default public address. */
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  LOG_LEVEL: z.enum(['debug', 'info', 'warn', 'error', 'silent']).default('info'),
  /** Set by Vercel on its builds and functions: no migrations on start, no embedded database. */
  VERCEL: z.string().optional(),
  /** `json` (one object per line; the default in production) or `text` (the default elsewhere). */
  LOG_FORMAT: z.enum(['json', 'text']).optional(),
});

type ParsedConfig = z.infer<typeof schema>;
export type Config = Omit<ParsedConfig, 'SIMULATOR_TIME_SCALE' | 'TRIAL_CREDIT_CENTS'> & {
  SIMULATOR_TIME_SCALE: number;
  TRIAL_CREDIT_CENTS: number;
};

/** Defaults that depend on other settings: the simulator's pace on the run mode, the trial credit on the provider. */
function withDerivedDefaults(c: ParsedConfig): Config {
  return {
    ...c,
    SIMULATOR_TIME_SCALE: c.SIMULATOR_TIME_SCALE ?? (c.NODE_ENV === 'development' ? 0.1 : 1),
    TRIAL_CREDIT_CENTS: c.TRIAL_CREDIT_CENTS ?? (c.VOICE_PROVIDER === 'simulator' ? 500 : 0),
  };
}

export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = schema.safeParse(env);
  const production = env.NODE_ENV === 'production';
  if (!parsed.success) {
    throw new ConfigError(parsed.error.issues.map((i) => ({ setting: i.path.join('.'), message: i.message })), production);
  }
  // In dev mode the Inngest SDK skips the signature check of /api/inngest: anyone could run any job.
  if (parsed.data.NODE_ENV === 'production' && inngestDevMode(parsed.data)) {
    throw new ConfigError([{ setting: 'INNGEST_DEV', message: 'refused in production (it turns off the signature check of /api/inngest); set INNGEST_EVENT_KEY and INNGEST_SIGNING_KEY instead.' }], production);
  }
  // Trial credit is free money: with a real provider it would pay real calls.
  if (parsed.data.VOICE_PROVIDER !== 'simulator' && (parsed.data.TRIAL_CREDIT_CENTS ?? 0) > 0) {
    throw new ConfigError([{ setting: 'TRIAL_CREDIT_CENTS', message: `refused with VOICE_PROVIDER=${parsed.data.VOICE_PROVIDER} (trial credit would pay real calls); unset it or set 0.` }], production);
  }
  return withDerivedDefaults(parsed.data);
}

/** INNGEST_DEV is set to something that means on (`1`, or the Dev Server's URL; not `0` or `false`). */
export function inngestDevMode(c: Pick<Config, 'INNGEST_DEV'>): boolean {
  return Boolean(c.INNGEST_DEV) && c.INNGEST_DEV !== '0' && c.INNGEST_DEV !== 'false';
}

export const config: Config = loadConfig();

/** The URL for work that needs a session of its own (migrations, creating databases). */
export function unpooledDatabaseUrl(c: Config = config): string | undefined {
  return c.DATABASE_URL_UNPOOLED ?? c.DATABASE_URL;
}

/** Running on Vercel's serverless functions (or its build). */
export function onVercel(c: Config = config): boolean {
  return Boolean(c.VERCEL) && c.VERCEL !== '0';
}

/**
 * Inngest drives background work when it is configured; otherwise the embedded worker does, and
 * /api/inngest is not served at all.
 */
export function inngestEnabled(c: Config = config): boolean {
  return Boolean(c.INNGEST_EVENT_KEY) || inngestDevMode(c);
}

/** Where Inngest calls this app's functions: INNGEST_SERVE_ORIGIN, else PUBLIC_BASE_URL; undefined when neither is set. */
export function inngestServeOrigin(c: Config = config): string | undefined {
  return (c.INNGEST_SERVE_ORIGIN ?? c.PUBLIC_BASE_URL)?.replace(/\/+$/, '');
}

/** Card payments are offered only when both Stripe settings are present: the key to create sessions, the secret to verify. */
export function paymentsConfigured(c: Config = config): boolean {
  return Boolean(c.STRIPE_SECRET_KEY && c.STRIPE_WEBHOOK_SECRET);
}

/** The deployment id this server's Checkout sessions carry and its webhook requires: STRIPE_DEPLOYMENT_ID, else one derived from the public address. */
export function stripeDeploymentId(c: Config = config): string {
  return c.STRIPE_DEPLOYMENT_ID ?? deploymentIdOfOrigin(publicBaseUrl(c));
}

/**
 * The app's own address for links it hands out without a request at hand (a simulated call's recording):
 * PUBLIC_BASE_URL, else this machine's port, as `npm run dev` serves it.
 */
export function publicBaseUrl(c: Config = config): string {
  return (c.PUBLIC_BASE_URL ?? `http://localhost:${c.PORT}`).replace(/\/+$/, '');
}
