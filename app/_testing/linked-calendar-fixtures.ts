import { and, eq } from 'drizzle-orm';
import { GET as callbackRoute } from '@/app/api/integrations/[provider]/callback/route';
import { POST as createConnectionRoute } from '@/app/api/v1/calendar/connections/route';
import { PATCH as patchConnectionRoute } from '@/app/api/v1/calendar/connections/[connection_id]/route';
import { config } from '@/server/config';
import { getDb } from '@/server/db/client';
import { calendarEvents, jobs, linkedCalendars } from '@/server/db/schema';
import { setBusinessCalendar } from '@/server/services/calendar/settings';
import { callRoute } from '@/server/testing/http';
import { freshRadicaleAccount } from '@/server/testing/radicale';
import type { GoogleCalendarStandIn } from '@/server/testing/stand-ins/google-calendar';
import type { HighLevelStandIn } from '@/server/testing/stand-ins/gohighlevel';
import type { GraphStandIn } from '@/server/testing/stand-ins/microsoft-graph';
import type { TestAccount } from '@/server/testing/fixtures';

// Fixtures of the linked-calendar tests: a person's calendar linked the way the person links it (OAuth through the
// routes with the stand-in's consent, a CalDAV password, a HighLevel token), and the rows a booking leaves.

export const everyHour = Object.fromEntries(['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'].map((d) => [d, [['00:00', '24:00']]]));

/** Points the drivers at a stand-in for a file's tests; the answer puts the settings back. */
export function useSettings(values: Record<string, unknown>): () => void {
  const live = config as unknown as Record<string, unknown>;
  const saved = Object.fromEntries(Object.keys(values).map((k) => [k, live[k]]));
  Object.assign(config, values);
  return () => Object.assign(config, saved);
}

/** Business hours all day, every day, in `timezone`: only linked time and events take slots away. */
export async function openAllDay(acct: TestAccount, timezone = 'UTC') {
  await setBusinessCalendar(await getDb(), acct.accountId, { business_hours: everyHour, timezone });
}

let seq = 0;
/** An address no other test's Google account has (the stand-in's calendar id is the address). */
export const uniqueAddress = (tag: string) => `${tag}-${process.pid}-${Date.now().toString(36)}-${++seq}@example.test`;

/** The callback's redirect, read: the connection it linked, or why it refused. */
function linkedFrom(location: string | null): number {
  const to = new URL(location ?? 'http://invalid/');
  const id = to.searchParams.get('linked');
  if (!id) throw new Error(`the OAuth callback linked nothing: ${to.searchParams.get('link_error')} ${to.searchParams.get('message')}`);
  return Number(id);
}

async function finishOAuth(provider: 'google' | 'outlook', code: string, state: string): Promise<number> {
  const back = await callRoute(callbackRoute, {
    path: `/api/integrations/${provider}/callback?code=${encodeURIComponent(code)}&state=${encodeURIComponent(state)}`,
    params: { provider },
  });
  if (back.status !== 303) throw new Error(`the OAuth callback answered ${back.status}`);
  return linkedFrom(back.headers.get('location'));
}

async function beginOAuth(acct: TestAccount, provider: 'google' | 'outlook'): Promise<string> {
  const begun = await callRoute(createConnectionRoute, { method: 'POST', path: '/api/v1/calendar/connections', key: acct.key, body: { provider } });
  if (begun.status !== 201) throw new Error(`POST /calendar/connections answered ${begun.status}: ${begun.text}`);
  return begun.body.authorization_url as string;
}

/**
 * Links a Google calendar the way the person does: the grant begun through the API, Google's consent page saying
 * yes, the callback route completing it. Its primary calendar (id: the address) is a busy source and write target.
 */
export async function linkGoogle(acct: TestAccount, google: GoogleCalendarStandIn, opts: { timeZone?: string; email?: string } = {}) {
  const email = opts.email ?? uniqueAddress('person');
  const consent = google.consent(await beginOAuth(acct, 'google'), email, { timeZone: opts.timeZone ?? 'UTC' });
  const connectionId = await finishOAuth('google', consent.code, consent.state!);
  return { connectionId, calendarId: email, ...(await calendarOf(connectionId)) };
}

/** Links the Graph stand-in's mailbox the same way; its default calendar (`cal-primary`) is the write target. */
export async function linkOutlook(acct: TestAccount, graph: GraphStandIn) {
  const url = new URL(await beginOAuth(acct, 'outlook'));
  const code = graph.authorize({
    codeChallenge: url.searchParams.get('code_challenge')!, redirectUri: url.searchParams.get('redirect_uri')!, email: uniqueAddress('person'),
  });
  const connectionId = await finishOAuth('outlook', code, url.searchParams.get('state')!);
  return { connectionId, calendarId: 'cal-primary', ...(await calendarOf(connectionId, 'cal-primary')) };
}

/**
 * Links a HighLevel location with a private integration token. HighLevel marks no calendar primary, so the person
 * turns the one calendar on as busy source and write target (PATCH /calendar/connections/{id}).
 */
export async function linkHighLevel(acct: TestAccount, ghl: HighLevelStandIn) {
  const locationId = `loc-${++seq}-${Date.now().toString(36)}`;
  ghl.addLocation({ id: locationId, name: 'Clinic', timezone: 'UTC' });
  const calendarId = ghl.addCalendar(locationId, 'Consultations');
  const made = await callRoute(createConnectionRoute, {
    method: 'POST', path: '/api/v1/calendar/connections', key: acct.key,
    body: { provider: 'gohighlevel', gohighlevel: { location_id: locationId, token: ghl.addPrivateToken(locationId) } },
  });
  if (made.status !== 201) throw new Error(`linking HighLevel answered ${made.status}: ${made.text}`);
  const cal = await calendarOf(made.body.id);
  await setToggles(acct, made.body.id, cal.linkedCalendarId, { busy_source: true, write_target: true });
  return { connectionId: made.body.id as number, calendarId, locationId, ...cal };
}

/** Links a fresh Radicale account's calendar with its password. */
export async function linkCaldav(acct: TestAccount) {
  const dav = await freshRadicaleAccount('Work');
  const made = await callRoute(createConnectionRoute, {
    method: 'POST', path: '/api/v1/calendar/connections', key: acct.key,
    body: { provider: 'caldav', caldav: { server_url: dav.serverUrl, username: dav.user, password: dav.password } },
  });
  if (made.status !== 201) throw new Error(`linking CalDAV answered ${made.status}: ${made.text}`);
  return { connectionId: made.body.id as number, dav, ...(await calendarOf(made.body.id)) };
}

export async function setToggles(acct: TestAccount, connectionId: number, linkedCalendarId: number, toggles: { busy_source?: boolean; write_target?: boolean }) {
  const res = await callRoute(patchConnectionRoute, {
    method: 'PATCH', path: `/api/v1/calendar/connections/${connectionId}`, key: acct.key,
    params: { connection_id: String(connectionId) }, body: { calendars: [{ id: linkedCalendarId, ...toggles }] },
  });
  if (res.status !== 200) throw new Error(`PATCH /calendar/connections answered ${res.status}: ${res.text}`);
}

async function calendarOf(connectionId: number, externalId?: string) {
  const db = await getDb();
  const rows = await db.select().from(linkedCalendars)
    .where(and(eq(linkedCalendars.connectionId, connectionId), externalId ? eq(linkedCalendars.externalId, externalId) : undefined));
  if (!rows.length) throw new Error(`connection ${connectionId} has no calendar${externalId ? ` ${externalId}` : ''}`);
  return { linkedCalendarId: rows[0].id };
}

/** Ages a calendar's cache as if its last read were `ms` ago (the live check asks when it is over 60 s old). */
export async function ageCache(linkedCalendarId: number, ms: number) {
  const db = await getDb();
  await db.update(linkedCalendars).set({ syncedAt: new Date(Date.now() - ms) }).where(eq(linkedCalendars.id, linkedCalendarId));
}

/** The account's events, in id order. */
export async function eventsOf(accountId: number) {
  const db = await getDb();
  return db.select().from(calendarEvents).where(eq(calendarEvents.accountId, accountId)).orderBy(calendarEvents.id);
}

/** The write-out jobs queued for an event, oldest first. */
export async function writeOutJobs(eventId: number) {
  const db = await getDb();
  const rows = await db.select().from(jobs).where(eq(jobs.kind, 'calendar.write_out')).orderBy(jobs.id);
  return rows.filter((j) => (j.payload as { event_id: number }).event_id === eventId);
}

/** ISO without milliseconds, as the API writes instants. */
export const apiTime = (d: Date) => d.toISOString().replace('.000Z', 'Z');

/** A UTC instant `days` ahead at `hour:minute`. */
export function aheadAt(days: number, hour: number, minute = 0): Date {
  const d = new Date(Date.now() + days * 86_400_000);
  d.setUTCHours(hour, minute, 0, 0);
  return d;
}
