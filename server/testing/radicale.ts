import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { promisify } from 'node:util';
import { testSettings } from './env';

/**
 * A real CalDAV server for the CalDAV driver's tests: the Radicale that scripts/radicale.sh starts on
 * 127.0.0.1:5232 (users alice and bob, owner-only rights). The script is run once per test process when nothing
 * answers there yet; each test makes calendars of its own, so runs and files never see each other's events.
 */

export const RADICALE_URL = `http://127.0.0.1:${testSettings.radicalePort}/`;
export const RADICALE_USERS = {
  alice: 'alice-app-password',
  bob: 'bob-app-password',
} as const;

let starting: Promise<void> | null = null;
/** The calendars this process made, with whose credentials, for dropRadicaleCalendars. */
const made = new Map<string, Record<string, string>>();

/** Radicale's server URL (the one discovery starts from), once it answers. */
export async function radicaleUrl(): Promise<string> {
  if (!(await answers())) {
    starting ??= promisify(execFile)(path.join(import.meta.dirname, '../../scripts/radicale.sh'), ['start']).then(() => undefined);
    await starting;
  }
  return RADICALE_URL;
}

/**
 * A CalDAV account no other test uses (one of the pool scripts/radicale.sh makes), with one calendar of its own:
 * linking its server URL discovers exactly what the test put there.
 */
export async function freshRadicaleAccount(calendarName = 'Work', timeZone?: string) {
  await radicaleUrl();
  const n = 1 + (randomUUID().split('-').reduce((a, part) => (a * 31 + parseInt(part, 16)) % 1_000_003, 7) % 2000);
  const user = `user${n}`;
  const password = `password-${n}`;
  await dropCalendarsOf(user, password);
  const calendarUrl = await makeRadicaleCalendar(user, password, calendarName, timeZone);
  return { user, password, calendarUrl, serverUrl: RADICALE_URL };
}

/** Deletes every calendar of a pool user, so the account starts empty. */
async function dropCalendarsOf(user: string, password: string): Promise<void> {
  const home = new URL(`/${user}/`, RADICALE_URL);
  const res = await fetch(home, { method: 'PROPFIND', headers: { ...basicAuth(user, password), depth: '1' } });
  const text = await res.text();
  for (const m of text.matchAll(/<(?:\w+:)?href>([^<]+)<\/(?:\w+:)?href>/g)) {
    const href = m[1];
    if (href !== home.pathname) await fetch(new URL(href, RADICALE_URL), { method: 'DELETE', headers: basicAuth(user, password) }).then((r) => r.body?.cancel());
  }
}

/** Basic auth headers for one of the test users. */
export function basicAuth(user: string, password: string): Record<string, string> {
  return { authorization: `Basic ${Buffer.from(`${user}:${password}`).toString('base64')}` };
}

/**
 * Makes a fresh calendar collection (MKCALENDAR, RFC 4791 §5.3.1) in the user's home, named `name` and with a
 * unique path, its calendar-timezone a VTIMEZONE of `timeZone` when given. Answers its URL.
 */
export async function makeRadicaleCalendar(user: string, password: string, name: string, timeZone?: string): Promise<string> {
  const base = await radicaleUrl();
  // Radicale makes a user's home (their principal collection) on their first authenticated request.
  await fetch(new URL(`/${user}/`, base), { method: 'PROPFIND', headers: { ...basicAuth(user, password), depth: '0' } }).then((r) => r.body?.cancel());
  const url = new URL(`/${user}/${slug(name)}-${randomUUID()}/`, base).href;
  const tz = timeZone ? `<C:calendar-timezone>${escapeXml(vtimezoneCalendar(timeZone))}</C:calendar-timezone>` : '';
  const body = `<?xml version="1.0" encoding="utf-8"?>
<C:mkcalendar xmlns:D="DAV:" xmlns:C="urn:ietf:params:xml:ns:caldav">
  <D:set><D:prop>
    <D:displayname>${escapeXml(name)}</D:displayname>
    <C:supported-calendar-component-set><C:comp name="VEVENT"/></C:supported-calendar-component-set>
    ${tz}
  </D:prop></D:set>
</C:mkcalendar>`;
  const res = await fetch(url, { method: 'MKCALENDAR', headers: { ...basicAuth(user, password), 'content-type': 'application/xml; charset=utf-8' }, body });
  if (res.status !== 201) throw new Error(`MKCALENDAR ${url} answered ${res.status}: ${await res.text()}`);
  made.set(url, basicAuth(user, password));
  return url;
}

/**
 * Deletes the calendars this process made: Radicale's storage outlives the run, and discovery slows with every
 * calendar left in a home.
 */
export async function dropRadicaleCalendars(): Promise<void> {
  for (const [url, headers] of made) {
    await fetch(url, { method: 'DELETE', headers }).then((r) => r.body?.cancel());
    made.delete(url);
  }
}

/** Places an iCalendar object as it is written (hand-made fixtures: series, overrides, other clients' quirks). */
export async function putIcs(url: string, text: string, user = 'alice', password: string = RADICALE_USERS.alice): Promise<void> {
  const res = await fetch(url, { method: 'PUT', headers: { ...basicAuth(user, password), 'content-type': 'text/calendar; charset=utf-8' }, body: text.replace(/\r?\n/g, '\r\n') });
  if (!res.ok) throw new Error(`PUT ${url} answered ${res.status}: ${await res.text()}`);
  await res.body?.cancel();
}

/** Deletes an object behind the driver's back, as another client would. */
export async function deleteIcs(url: string, user = 'alice', password: string = RADICALE_USERS.alice): Promise<void> {
  const res = await fetch(url, { method: 'DELETE', headers: basicAuth(user, password) });
  if (!res.ok && res.status !== 404) throw new Error(`DELETE ${url} answered ${res.status}`);
  await res.body?.cancel();
}

/** The object's text as the server holds it, or null. */
export async function getIcs(url: string, user = 'alice', password: string = RADICALE_USERS.alice): Promise<string | null> {
  const res = await fetch(url, { headers: basicAuth(user, password) });
  if (res.status === 404) return null;
  if (!res.ok) throw new Error(`GET ${url} answered ${res.status}`);
  return res.text();
}

async function answers(): Promise<boolean> {
  try {
    const res = await fetch(RADICALE_URL, { signal: AbortSignal.timeout(1000) });
    await res.body?.cancel();
    return true;
  } catch {
    return false;
  }
}

/**
 * A calendar-timezone value for a zone: a VTIMEZONE with only its TZID, which is all the driver reads (it takes
 * the rules from the IANA data by that name).
 */
function vtimezoneCalendar(timeZone: string): string {
  return ['BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//Switchboard tests//EN', 'BEGIN:VTIMEZONE', `TZID:${timeZone}`,
    'BEGIN:STANDARD', 'DTSTART:19700101T000000', 'TZOFFSETFROM:+0000', 'TZOFFSETTO:+0000', 'END:STANDARD',
    'END:VTIMEZONE', 'END:VCALENDAR', ''].join('\r\n');
}

function slug(name: string): string {
  return name.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '') || 'calendar';
}

function escapeXml(s: string): string {
  return s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}
