import { inngestDevMode, inngestServeOrigin, type Config } from '../../config';
import { keyIdOf, parseKey, UNREADABLE_ADVICE, type Keyring } from '../../db/encryption';
import type { SealedInventory } from '../../db/sealed-inventory';
import type { Readiness } from '../../services/health/readiness';

/**
 * The checks of `cli doctor`, as pure functions of a configuration (and of a readiness answer for the
 * database), so each rule is tested with a table. Every message says what to change.
 */
export type CheckStatus = 'ok' | 'warn' | 'fail';

export interface CheckResult {
  name: string;
  status: CheckStatus;
  message: string;
}

export interface DoctorContext {
  /** Judge as production: NODE_ENV=production, Vercel, or `doctor --production`. */
  production: boolean;
  vercel: boolean;
}

const ok = (name: string, message: string): CheckResult => ({ name, status: 'ok', message });
const warn = (name: string, message: string): CheckResult => ({ name, status: 'warn', message });
const fail = (name: string, message: string): CheckResult => ({ name, status: 'fail', message });

export const MIN_AUTH_SECRET_LENGTH = 32;

export function checkAuthSecret(c: Config, ctx: DoctorContext): CheckResult {
  const name = 'auth_secret';
  const secret = c.AUTH_SECRET ?? '';
  const howTo = `set AUTH_SECRET to a random string of at least ${MIN_AUTH_SECRET_LENGTH} characters (openssl rand -base64 32)`;
  if (!secret) {
    return ctx.production
      ? fail(name, `AUTH_SECRET is not set: ${howTo}; every instance must share it`)
      : ok(name, 'AUTH_SECRET is not set: one is generated and kept in the data folder (development only)');
  }
  if (secret.length < MIN_AUTH_SECRET_LENGTH) {
    const message = `AUTH_SECRET has ${secret.length} characters: ${howTo}`;
    return ctx.production ? fail(name, message) : warn(name, message);
  }
  return ok(name, `AUTH_SECRET is set (${secret.length} characters)`);
}

/**
 * ENCRYPTION_KEY seals secrets at rest (server/db/encryption.ts). A key that does not parse stops every seal and
 * open, so it fails anywhere; unset, the key is derived from AUTH_SECRET, which production does not accept (a new
 * AUTH_SECRET would make every sealed secret unreadable). Earlier keys must parse too, or start-up fails.
 */
export function checkEncryptionKey(c: Config, ctx: DoctorContext): CheckResult {
  const name = 'encryption_key';
  const howTo = 'set ENCRYPTION_KEY to 32 random bytes, the same on every process (openssl rand -hex 32)';
  const previous = (c.ENCRYPTION_KEYS_PREVIOUS ?? '').split(',').map((s) => s.trim()).filter(Boolean);
  const unreadable = previous.findIndex((k) => !parsesAsKey(k));
  if (unreadable !== -1) {
    return fail(name, `ENCRYPTION_KEYS_PREVIOUS: key ${unreadable + 1} of ${previous.length} is not 32 bytes written as 64 hex digits or base64: copy it again from where the earlier ENCRYPTION_KEY was kept`);
  }
  const earlier = previous.length ? ` and ${previous.length} earlier ${previous.length === 1 ? 'key' : 'keys'} still opened` : '';
  if (!c.ENCRYPTION_KEY) {
    return ctx.production
      ? fail(name, `ENCRYPTION_KEY is not set (secrets at rest are sealed with a key derived from AUTH_SECRET): ${howTo}`)
      : ok(name, c.AUTH_SECRET
        ? `ENCRYPTION_KEY is not set: secrets at rest are sealed with a key derived from AUTH_SECRET, so a new AUTH_SECRET would leave them unreadable (development only)${earlier}`
        : `ENCRYPTION_KEY is not set: secrets at rest are sealed with a key generated and kept in the data folder (development only)${earlier}`);
  }
  if (!parsesAsKey(c.ENCRYPTION_KEY)) {
    return fail(name, `ENCRYPTION_KEY is not 32 bytes written as 64 hex digits or base64 (it has ${c.ENCRYPTION_KEY.trim().length} characters): ${howTo}`);
  }
  return ok(name, `ENCRYPTION_KEY is set (key id ${keyIdOf(parseKey(c.ENCRYPTION_KEY))})${earlier}`);
}

/**
 * Whether the sealed secrets in the database open with this configuration's keys (sealedInventory counts them by
 * the key id each names). Values under keys it lacks fail: the server would answer errors wherever it needs them.
 */
export function checkSealedSecrets(inventory: SealedInventory, ring: Keyring): CheckResult {
  const name = 'sealed_secrets';
  const source = ring.sources?.get(ring.currentId);
  const currentKey = `key ${ring.currentId}${source ? ` (${source})` : ''}`;
  const unknown = Object.entries(inventory.unknown);
  if (unknown.length) {
    const count = unknown.reduce((n, [, k]) => n + k, 0);
    const keys = unknown.map(([id, k]) => `${id} (${k})`).join(', ');
    return fail(name, `${count} sealed ${count === 1 ? 'secret does' : 'secrets do'} not open: sealed with ${unknown.length === 1 ? 'key' : 'keys'} ${keys}, which this configuration lacks (the current one is ${currentKey}); ${UNREADABLE_ADVICE}`);
  }
  const pending = inventory.old + inventory.plain;
  if (pending) {
    return warn(name, `${pending} of ${pending + inventory.current} sealed secrets are under an old key or not sealed yet; the next start re-seals them under ${currentKey}, or run \`npm run cli -- secrets reseal\``);
  }
  return ok(name, `${inventory.current} sealed ${inventory.current === 1 ? 'secret opens' : 'secrets open'}, all under the current ${currentKey}`);
}

function parsesAsKey(text: string): boolean {
  try {
    parseKey(text);
    return true;
  } catch {
    return false;
  }
}

export function checkDatabaseUrl(c: Config, ctx: DoctorContext): CheckResult {
  const name = 'database_url';
  if (c.DATABASE_URL) return ok(name, `PostgreSQL at ${describeUrl(c.DATABASE_URL)}`);
  if (ctx.vercel) {
    return fail(name, 'DATABASE_URL is not set: the embedded database cannot run on Vercel; set DATABASE_URL (pooled) and DATABASE_URL_UNPOOLED (direct)');
  }
  if (ctx.production) {
    return fail(name, 'DATABASE_URL is not set: the embedded database (PGlite) is for development and trials; set DATABASE_URL to PostgreSQL');
  }
  return ok(name, `embedded database (PGlite) in ${c.PGLITE_DIR}, for development; set DATABASE_URL to PostgreSQL in production`);
}

/**
 * A transaction-mode pooler by its usual signs: PgBouncer's port 6432, Supabase's transaction pooler on 6543,
 * `pgbouncer=true` (Prisma's and Supabase's marker), or a host name with "pooler" (Neon, Supabase) or "pooled"
 * (Prisma Postgres).
 */
export function looksPooled(url: string): boolean {
  let u: URL;
  try {
    u = new URL(url);
  } catch {
    return false;
  }
  return u.port === '6432' || u.port === '6543' || u.searchParams.get('pgbouncer') === 'true' || /pool(er|ed)/.test(u.hostname);
}

export function checkPooling(c: Config, ctx: DoctorContext): CheckResult {
  const name = 'database_pooling';
  if (!c.DATABASE_URL) return ok(name, 'no pooler with the embedded database');
  const pooled = looksPooled(c.DATABASE_URL);
  if (pooled && c.DATABASE_PREPARE) {
    return fail(name, 'DATABASE_URL looks like a transaction-mode pooler but DATABASE_PREPARE is on: unset DATABASE_PREPARE (named prepared statements break behind the pooler)');
  }
  if (pooled && !c.DATABASE_URL_UNPOOLED) {
    const message = 'DATABASE_URL looks pooled and DATABASE_URL_UNPOOLED is not set: set it to the direct URL (migrations hold a session lock)';
    return ctx.production ? fail(name, message) : warn(name, message);
  }
  if (c.DATABASE_URL_UNPOOLED && looksPooled(c.DATABASE_URL_UNPOOLED)) {
    return warn(name, 'DATABASE_URL_UNPOOLED looks pooled too: point it at the database directly (for Neon, the host without "-pooler")');
  }
  if (pooled) return ok(name, 'pooled DATABASE_URL with prepared statements off; migrations over DATABASE_URL_UNPOOLED');
  return ok(
    name,
    c.DATABASE_PREPARE
      ? 'direct connection with prepared statements on (turn DATABASE_PREPARE off if a pooler is ever put in between)'
      : 'direct connection, prepared statements off (DATABASE_PREPARE=true saves a parse per query when no pooler is in between)',
  );
}

export function checkInngest(c: Config, ctx: DoctorContext): CheckResult {
  const name = 'inngest';
  const dev = inngestDevMode(c);
  if (dev && ctx.production) return fail(name, 'INNGEST_DEV is set in production: unset it and set INNGEST_EVENT_KEY and INNGEST_SIGNING_KEY');
  if (dev) return ok(name, 'Inngest dev server (INNGEST_DEV)');
  const event = Boolean(c.INNGEST_EVENT_KEY);
  const signing = Boolean(c.INNGEST_SIGNING_KEY);
  if (event && !signing) return fail(name, 'INNGEST_EVENT_KEY is set without INNGEST_SIGNING_KEY: set it (from the Inngest dashboard), or /api/inngest answers 500');
  if (signing && !event) return fail(name, 'INNGEST_SIGNING_KEY is set without INNGEST_EVENT_KEY: set it, or work is never sent to Inngest');
  if (event && signing) {
    if (!inngestServeOrigin(c) && !ctx.vercel) {
      return fail(name, 'Inngest keys are set without PUBLIC_BASE_URL or INNGEST_SERVE_ORIGIN: set one to the public address; the server refuses to start without it (a sync would take its URL from the request\'s Host header)');
    }
    if (!c.INNGEST_SIGNING_KEY!.startsWith('signkey-')) return warn(name, 'INNGEST_SIGNING_KEY does not start with "signkey-": copy it again from the Inngest dashboard');
    return ok(name, `Inngest runs background work (functions served at ${inngestServeOrigin(c) ?? ''}/api/inngest)`);
  }
  if (ctx.vercel) return fail(name, 'no Inngest keys on Vercel, where no worker can run: set INNGEST_EVENT_KEY and INNGEST_SIGNING_KEY');
  if (c.DISABLE_WORKER) return warn(name, 'DISABLE_WORKER is set and Inngest is not configured: make sure another process runs the embedded worker');
  return ok(name, 'the embedded worker runs background work in this process (Inngest not configured)');
}

export function checkWebhookUrls(c: Config, ctx: DoctorContext): CheckResult {
  const name = 'webhook_urls';
  if (!c.ALLOW_PRIVATE_WEBHOOK_URLS) return ok(name, 'webhooks go to public HTTPS addresses only');
  return ctx.production
    ? fail(name, 'ALLOW_PRIVATE_WEBHOOK_URLS is on in production: unset it (it lets accounts make the server call private addresses)')
    : warn(name, 'ALLOW_PRIVATE_WEBHOOK_URLS is on (development and tests only)');
}

export function checkVoiceProvider(c: Config, ctx: DoctorContext): CheckResult {
  const name = 'voice_provider';
  if (c.VOICE_PROVIDER === 'vapi') {
    if (!c.VAPI_API_KEY) return fail(name, "VOICE_PROVIDER=vapi needs VAPI_API_KEY: set it to the organization's private API key from the Vapi dashboard");
    // With PUBLIC_BASE_URL the deployment registers its own credential at Vapi; without it, messages arrive at a
    // server URL set by hand in Vapi's dashboard, authenticated only by what the operator configured.
    if (!c.PUBLIC_BASE_URL && !c.VAPI_WEBHOOK_SECRET && !c.VAPI_WEBHOOK_CREDENTIAL) {
      return fail(name, "VOICE_PROVIDER=vapi without PUBLIC_BASE_URL needs VAPI_WEBHOOK_SECRET or VAPI_WEBHOOK_CREDENTIAL (the credential of the server URL set in Vapi's dashboard): set PUBLIC_BASE_URL, or one of them");
    }
    return ok(name, `Vapi at ${c.VAPI_BASE_URL}${c.PUBLIC_BASE_URL ? ", its messages signed with the deployment's own credential" : ''}`);
  }
  if (c.VOICE_PROVIDER === 'retell') return ok(name, 'agents that name no provider use Retell (VOICE_PROVIDER=retell; see the retell check)');
  return ctx.production
    ? warn(name, 'VOICE_PROVIDER is simulator: calls are simulated; set VOICE_PROVIDER=vapi with VAPI_API_KEY and PUBLIC_BASE_URL for real calls')
    : ok(name, 'simulated calls (VOICE_PROVIDER=simulator)');
}

/**
 * Retell (RETELL_API_KEY, RETELL_BASE_URL): agents may choose it only with its key, which also signs what Retell
 * sends; its events, custom functions and inbound webhook reach this server at PUBLIC_BASE_URL.
 */
export function checkRetell(c: Config, ctx: DoctorContext): CheckResult {
  const name = 'retell';
  if (!c.RETELL_API_KEY) {
    return c.VOICE_PROVIDER === 'retell'
      ? fail(name, "VOICE_PROVIDER=retell needs RETELL_API_KEY: set it to the workspace's API key from the Retell dashboard")
      : ok(name, 'Retell is not configured: agents cannot choose it (set RETELL_API_KEY to offer it)');
  }
  if (!c.PUBLIC_BASE_URL) {
    const message = 'RETELL_API_KEY is set without PUBLIC_BASE_URL: Retell could not reach /api/providers/retell/events, /tools/{name} or /inbound; set PUBLIC_BASE_URL';
    return ctx.production ? fail(name, message) : warn(name, message);
  }
  const base = c.PUBLIC_BASE_URL.replace(/\/+$/, '');
  return ok(name, `Retell at ${c.RETELL_BASE_URL}; its events, tools and inbound calls at ${base}/api/providers/retell/, signed with RETELL_API_KEY`);
}

/**
 * PUBLIC_BASE_URL, the address people and providers reach the site at: Stripe Checkout returns the payer there,
 * Vapi sends its server messages and tool calls there, and Inngest is told to call the functions there. Without it
 * the server would have to guess from a request (Next.js reports its bind address, 0.0.0.0:PORT, under `npm start`).
 */
export function checkPublicBaseUrl(c: Config, ctx: DoctorContext): CheckResult {
  const name = 'public_base_url';
  if (c.PUBLIC_BASE_URL) return ok(name, `the site's public address is ${c.PUBLIC_BASE_URL.replace(/\/+$/, '')}`);
  const needs = [
    c.STRIPE_SECRET_KEY && 'Stripe Checkout (where the payer returns)',
    c.VOICE_PROVIDER === 'vapi' && 'Vapi (where it sends call events and tool calls)',
    c.RETELL_API_KEY && 'Retell (where it sends call events, custom functions and inbound calls)',
    // On Vercel, which routes by Host, Inngest is synced at each deployment's own address.
    (c.INNGEST_EVENT_KEY || c.INNGEST_SIGNING_KEY) && !inngestDevMode(c) && !c.INNGEST_SERVE_ORIGIN && !ctx.vercel && 'Inngest (where it calls the functions)',
  ].filter(Boolean);
  const local = `http://localhost:${c.PORT}`;
  if (needs.length === 0) return ok(name, `PUBLIC_BASE_URL is not set: links the server hands out use ${local}`);
  const message = `PUBLIC_BASE_URL is not set, and ${needs.join(', ')} needs it: set it to the site's public https address`;
  return ctx.production ? fail(name, message) : warn(name, `${message} (in development ${local} is used)`);
}

/**
 * Where the limits per client address get the address: the connection's own (the default), X-Forwarded-For from
 * declared proxies, or Vercel's header. A reverse proxy left undeclared makes every client share its address.
 */
export function checkClientAddress(c: Config, ctx: DoctorContext): CheckResult {
  const name = 'client_address';
  if (ctx.vercel) return ok(name, "client addresses from Vercel's x-real-ip (Vercel replaces the forwarded headers a client sends)");
  const trusted = [
    c.TRUSTED_PROXY_HOPS ? `the last ${c.TRUSTED_PROXY_HOPS} X-Forwarded-For hop(s) (TRUSTED_PROXY_HOPS)` : '',
    c.TRUSTED_PROXIES.length ? `proxies within ${c.TRUSTED_PROXIES.join(', ')} (TRUSTED_PROXIES)` : '',
  ].filter(Boolean);
  if (c.TRUSTED_PROXY_HOPS === undefined && c.FORWARDED_FOR_HOPS) {
    return warn(name, `FORWARDED_FOR_HOPS=${c.FORWARDED_FOR_HOPS} is the former name of TRUSTED_PROXY_HOPS: rename it, and keep it only if that many proxies stand in front and the app cannot be reached past them`);
  }
  if (trusted.length) return ok(name, `client addresses from X-Forwarded-For as passed on by ${trusted.join(' and ')}; make sure the app cannot be reached past them`);
  return ok(name, "client addresses are the connection's own (X-Forwarded-For ignored); behind a reverse proxy set TRUSTED_PROXY_HOPS=1 or TRUSTED_PROXIES, or every client shares the proxy's limits");
}

/** Every check that needs only the configuration. */
export function configChecks(c: Config, ctx: DoctorContext): CheckResult[] {
  return [checkAuthSecret, checkEncryptionKey, checkDatabaseUrl, checkPooling, checkInngest, checkWebhookUrls, checkVoiceProvider, checkRetell, checkPublicBaseUrl, checkClientAddress]
    .map((check) => check(c, ctx));
}

/** The database check, from a readiness answer (see server/services/health/readiness). */
export function databaseCheck(r: Readiness, embedded: boolean): CheckResult {
  const name = 'database';
  if (r.database === 'unreachable') {
    return fail(name, `cannot reach the database (${r.error}): check DATABASE_URL, the network and the credentials`);
  }
  const m = r.migrations;
  if (m.pending.length > 0) {
    const message = `${m.pending.length} of ${m.expected} migrations not applied (${m.pending.join(', ')})`;
    return embedded
      ? warn(name, `${message}: they are applied when the server starts`)
      : fail(name, `${message}: run \`npm run db:migrate\` (over DATABASE_URL_UNPOOLED) before serving this build`);
  }
  if (m.ahead) return warn(name, `reachable; the database has migrations newer than this build (${m.applied} applied, ${m.expected} shipped): deploy the newer release`);
  return ok(name, `reachable; all ${m.expected} migrations applied`);
}

/** Host, port and database of a URL, never its password. */
function describeUrl(url: string): string {
  try {
    const u = new URL(url);
    return `${u.hostname}${u.port ? `:${u.port}` : ''}${u.pathname}`;
  } catch {
    return '(unparsable URL)';
  }
}

/** Past these the replica's reads are stale enough to notice (a key's own writes are still read from the primary). */
export const REPLICA_LAG_WARN_SECONDS = 30;
export const REPLICA_LAG_WARN_BYTES = 64 * 1024 * 1024;

/** DATABASE_URL_REPLICA: whether it answers, is a standby, and how far behind the primary it is. */
export function checkReplica(lag: { bytes: number; seconds: number | null } | { error: string } | null): CheckResult {
  const name = 'database_replica';
  if (lag === null) return ok(name, 'no read replica (DATABASE_URL_REPLICA unset): every read goes to the primary');
  if ('error' in lag) {
    return /not a standby/.test(lag.error)
      ? fail(name, `${lag.error}: point DATABASE_URL_REPLICA at a streaming replica of DATABASE_URL, or unset it`)
      : warn(name, `the replica does not answer (${lag.error}): reads go to the primary until it does`);
  }
  const behind = `${(lag.bytes / 1024 / 1024).toFixed(1)} MB of WAL${lag.seconds === null ? '' : `, ${lag.seconds.toFixed(1)} s`} behind`;
  if (lag.bytes > REPLICA_LAG_WARN_BYTES || (lag.seconds ?? 0) > REPLICA_LAG_WARN_SECONDS) {
    return warn(name, `the replica is ${behind} the primary: other clients' reads of lists and analytics are that stale; check its disk, network and replay`);
  }
  return ok(name, `streaming replica ${behind} the primary`);
}
