import { and, eq, isNull, sql } from 'drizzle-orm';
import { GET as callbackGet } from '@/app/api/integrations/[provider]/callback/route';
import { POST as createRoute } from '@/app/api/v1/calendar/connections/route';
import { config } from '@/server/config';
import { getDb } from '@/server/db/client';
import { openSecret } from '@/server/db/encryption';
import { calendarConnections, jobs, linkedCalendars } from '@/server/db/schema';
import type { CalendarCredentials } from '@/server/services/providers/calendar-port';
import { callRoute } from '@/server/testing/http';
import type { GoogleCalendarStandIn } from '@/server/testing/stand-ins/google-calendar';

// Fixtures of the linked-calendar tests: settings swapped for a file, the OAuth return called as the provider
// sends the person back, and the rows a link leaves (connection, calendars, queued syncs).

type Settings = Partial<Record<keyof typeof config, unknown>>;

/** Sets these settings and answers a function that puts back what they were. */
export function swapConfig(values: Settings): () => void {
  const live = config as unknown as Record<string, unknown>;
  const saved = Object.fromEntries(Object.keys(values).map((k) => [k, live[k]]));
  Object.assign(live, values);
  return () => Object.assign(live, saved);
}

/** What an authorization URL asks the provider for: the state, the PKCE challenge and where to return. */
export function grantAsked(authorizationUrl: string) {
  const q = new URL(authorizationUrl).searchParams;
  return {
    state: q.get('state') ?? '',
    codeChallenge: q.get('code_challenge') ?? '',
    codeChallengeMethod: q.get('code_challenge_method'),
    redirectUri: q.get('redirect_uri') ?? '',
    clientId: q.get('client_id'),
  };
}

/** The provider sending the person back to /api/integrations/{provider}/callback; the redirect's answer read. */
export async function returnFrom(provider: string, query: Record<string, string | null | undefined>) {
  const q = new URLSearchParams();
  for (const [k, v] of Object.entries(query)) if (v !== null && v !== undefined) q.set(k, v);
  const res = await callRoute(callbackGet, { path: `/api/integrations/${provider}/callback?${q}`, params: { provider } });
  const location = new URL(res.headers.get('location') ?? 'http://missing/');
  return {
    status: res.status,
    location,
    cacheControl: res.headers.get('cache-control'),
    linked: location.searchParams.get('linked'),
    linkError: location.searchParams.get('link_error'),
  };
}

/** A Google calendar linked the way a client does it: POST, Google's consent page, the callback. */
export async function linkGoogle(google: GoogleCalendarStandIn, key: string, email: string, body: Record<string, unknown> = {}): Promise<number> {
  const created = await callRoute(createRoute, { method: 'POST', path: '/api/v1/calendar/connections', key, body: { provider: 'google', ...body } });
  if (created.status !== 201) throw new Error(`link refused: ${created.text}`);
  const { code, state } = google.consent(created.body.authorization_url, email);
  const back = await returnFrom('google', { code, state });
  if (!back.linked) throw new Error(`callback refused: ${back.location.href}`);
  return Number(back.linked);
}

export async function connectionRow(id: number) {
  const db = await getDb();
  const [row] = await db.select().from(calendarConnections).where(eq(calendarConnections.id, id));
  return row;
}

export async function connectionsOf(accountId: number) {
  const db = await getDb();
  return db.select().from(calendarConnections).where(eq(calendarConnections.accountId, accountId));
}

export async function calendarsOfConnection(id: number) {
  const db = await getDb();
  return db.select().from(linkedCalendars).where(eq(linkedCalendars.connectionId, id)).orderBy(linkedCalendars.id);
}

/** The credentials sealed in a connection's row, opened. */
export async function storedCredentials(id: number): Promise<CalendarCredentials> {
  const row = await connectionRow(id);
  return JSON.parse(openSecret(row.secret!)) as CalendarCredentials;
}

/** Sync jobs of the connection not yet run. */
export async function pendingSyncs(connectionId: number) {
  const db = await getDb();
  return db.select().from(jobs).where(and(
    eq(jobs.kind, 'calendar.sync'), isNull(jobs.doneAt), sql`(${jobs.payload} ->> 'connection_id')::int = ${connectionId}`,
  ));
}

/** Marks every waiting sync job done, so that a test sees only the ones its own step queues. */
export async function forgetQueuedSyncs(): Promise<void> {
  const db = await getDb();
  await db.update(jobs).set({ doneAt: new Date() }).where(and(eq(jobs.kind, 'calendar.sync'), isNull(jobs.doneAt)));
}

/** Polls until `find` answers something (a push the stand-in posts in the background). */
export async function until<T>(find: () => T | undefined | Promise<T | undefined>, what = 'the awaited thing'): Promise<T> {
  for (let i = 0; i < 200; i++) {
    const found = await find();
    if (found !== undefined) return found;
    await new Promise((r) => setTimeout(r, 20));
  }
  throw new Error(`${what} never came`);
}
