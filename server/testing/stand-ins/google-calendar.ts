import { createHash, randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { calendar_v3 } from '@googleapis/calendar';
import { DateTime } from 'luxon';

type Event = calendar_v3.Schema$Event;
type EventTime = calendar_v3.Schema$EventDateTime;
type CalendarEntry = calendar_v3.Schema$CalendarListEntry;

export interface GoogleStandInRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: http.IncomingHttpHeaders;
  body: any;
}

/** One push message the stand-in posted to a channel's address, and what the address answered (null: nothing). */
export interface GoogleStandInDelivery {
  channelId: string;
  state: 'sync' | 'exists' | 'not_exists';
  status: number | null;
}

interface StoredEvent {
  event: Event;
  /** The stand-in's clock at the event's last change: a sync token names the clock it was given at. */
  changedAt: number;
}

interface StoredCalendar {
  entry: CalendarEntry & { id: string; timeZone: string };
  owner: string;
  events: Map<string, StoredEvent>;
}

interface StoredChannel extends calendar_v3.Schema$Channel {
  id: string;
  address: string;
  resourceId: string;
  owner: string;
  messages: number;
}

interface Grant {
  email: string;
  clientId: string;
  scope: string;
}

/** Google's scopes the stand-in grants when asked for none. */
const CALENDAR_SCOPES = 'https://www.googleapis.com/auth/calendar.events https://www.googleapis.com/auth/calendar.readonly';
/** How long the access tokens it issues last, as Google's do. */
const ACCESS_TOKEN_SECONDS = 3599;
/** Instances of a series without COUNT or UNTIL that it expands. */
const MAX_INSTANCES = 730;
const BASE32HEX = '0123456789abcdefghijklmnopqrstuv';
const EVENT_ID = /^[0-9a-v]{5,1024}$/;
const CHANNEL_ID = /^[A-Za-z0-9\-_+/=]{1,64}$/;

const randomToken = (prefix: string) => `${prefix}${randomBytes(24).toString('base64url')}`;
const randomEventId = () => Array.from(randomBytes(26), (b) => BASE32HEX[b % 32]).join('');
const iso = (at: DateTime) => at.toISO({ suppressMilliseconds: true })!;
const clone = <T>(value: T): T => structuredClone(value);

/** Google's error body for the Calendar API. */
function apiError(status: number, message: string, reason: string) {
  return { error: { code: status, message, errors: [{ domain: 'global', reason, message }] } };
}

/**
 * A stand-in for Google Calendar in tests: a real HTTP server on 127.0.0.1 answering, as Google does and typed by
 * @googleapis/calendar, the OAuth token endpoint (`POST /token`: authorization_code with PKCE S256, refresh_token)
 * and `POST /revoke`, and Calendar API v3: `GET /calendar/v3/users/me/calendarList`, `GET|POST
 * /calendar/v3/calendars/{id}/events` (list with timeMin/timeMax, singleEvents expansion of DAILY and WEEKLY
 * RRULEs with their moved and cancelled instances, showDeleted, paging, sync tokens; insert with a client id),
 * `GET|PUT|PATCH|DELETE …/events/{eventId}`, `POST …/events/watch` and `POST /calendar/v3/channels/stop`. API
 * requests must carry `Authorization: Bearer <an access token it issued>`, for a calendar of that token's account.
 * There is no browser: `authorize` (or `consent`, from the authorization URL) is the person saying yes.
 */
export async function startGoogleCalendarStandIn(options: { clientId?: string; clientSecret?: string } = {}) {
  const clientId = options.clientId ?? 'google-client-id.apps.googleusercontent.com';
  const clientSecret = options.clientSecret ?? 'google-client-secret';
  const requests: GoogleStandInRequest[] = [];
  const deliveries: GoogleStandInDelivery[] = [];
  const calendars = new Map<string, StoredCalendar>();
  const codes = new Map<string, Grant & { redirectUri: string; codeChallenge: string; used: boolean; expiresAt: number }>();
  const refreshTokens = new Map<string, Grant>();
  const accessTokens = new Map<string, Grant & { expiresAt: number; refreshToken: string | null }>();
  const channels = new Map<string, StoredChannel>();
  const failures: { status: number; headers: Record<string, string>; reason?: string }[] = [];
  let clock = 0;
  let syncGeneration = 0;
  let pageSize = 250;
  let refuseRefresh = false;
  let answerDelayMs = 0;
  let loseNext: string | null = null;
  let url = '';

  function ensureAccount(email: string, timeZone = 'America/New_York') {
    if (!calendars.has(email)) {
      calendars.set(email, {
        entry: { kind: 'calendar#calendarListEntry', id: email, summary: email, timeZone, primary: true, accessRole: 'owner' },
        owner: email,
        events: new Map(),
      });
    }
  }

  function calendarOf(calendarId: string): StoredCalendar {
    const cal = calendars.get(calendarId);
    if (!cal) throw new Error(`the stand-in has no calendar ${calendarId}`);
    return cal;
  }

  function stamp(cal: StoredCalendar, event: Event): Event {
    const changedAt = ++clock;
    event.updated = new Date().toISOString();
    event.etag = `"${changedAt}"`;
    cal.events.set(event.id!, { event, changedAt });
    return event;
  }

  function newEvent(cal: StoredCalendar, body: Event, id: string): Event {
    return {
      kind: 'calendar#event',
      ...clone(body),
      id,
      status: body.status ?? 'confirmed',
      created: new Date().toISOString(),
      htmlLink: `https://www.google.com/calendar/event?eid=${Buffer.from(`${id} ${cal.entry.id}`).toString('base64url')}`,
      iCalUID: body.iCalUID ?? `${id}@google.com`,
      creator: { email: cal.owner, self: true },
      organizer: { email: cal.entry.id, self: true },
      sequence: 0,
    };
  }

  /** The instants an event covers; all-day dates are whole days in the calendar's zone. */
  function rangeOf(event: Event, zone: string): [number, number] {
    const at = (t: EventTime | undefined) => (t?.date ? DateTime.fromISO(t.date, { zone }).toMillis() : Date.parse(t?.dateTime ?? ''));
    return [at(event.start), at(event.end)];
  }

  /** A series' instances, from its RRULE (FREQ DAILY or WEEKLY, INTERVAL, COUNT, UNTIL), each an event of its own. */
  function instancesOf(master: Event, zone: string): Event[] {
    const line = master.recurrence?.find((r) => r.startsWith('RRULE:'));
    if (!line) return [];
    const rule = Object.fromEntries(line.slice(6).split(';').map((p) => p.split('=') as [string, string]));
    if (rule.FREQ !== 'DAILY' && rule.FREQ !== 'WEEKLY') throw new Error(`the stand-in expands DAILY and WEEKLY only, not ${rule.FREQ}`);
    const interval = Number(rule.INTERVAL ?? 1);
    const count = rule.COUNT ? Number(rule.COUNT) : MAX_INSTANCES;
    const until = rule.UNTIL ? DateTime.fromISO(rule.UNTIL, { zone: 'UTC' }) : null;
    const step = (k: number) => (rule.FREQ === 'WEEKLY' ? { weeks: k * interval } : { days: k * interval });
    const { recurrence: _recurrence, ...base } = master;
    const out: Event[] = [];
    if (master.start?.date) {
      const first = DateTime.fromISO(master.start.date, { zone: 'UTC' });
      const days = DateTime.fromISO(master.end?.date ?? master.start.date, { zone: 'UTC' }).diff(first, 'days').days;
      for (let k = 0; k < count; k++) {
        const at = first.plus(step(k));
        if (until && at > until) break;
        const date = at.toISODate()!;
        out.push({
          ...clone(base), id: `${master.id}_${at.toFormat('yyyyMMdd')}`, recurringEventId: master.id, originalStartTime: { date },
          start: { date }, end: { date: at.plus({ days }).toISODate()! },
        });
      }
      return out;
    }
    const timeZone = master.start?.timeZone ?? zone;
    const first = DateTime.fromISO(master.start!.dateTime!, { zone: timeZone });
    const length = Date.parse(master.end!.dateTime!) - Date.parse(master.start!.dateTime!);
    for (let k = 0; k < count; k++) {
      // Wall time in the series' zone: a daily 10:00 stays at 10:00 across a change of offset.
      const at = first.plus(step(k));
      if (until && at > until) break;
      out.push({
        ...clone(base), id: `${master.id}_${at.toUTC().toFormat("yyyyMMdd'T'HHmmss'Z'")}`, recurringEventId: master.id,
        originalStartTime: { dateTime: iso(at), timeZone },
        start: { dateTime: iso(at), timeZone }, end: { dateTime: iso(at.plus({ milliseconds: length })), timeZone },
      });
    }
    return out;
  }

  /** A stored event, or an instance of a stored series not yet changed on its own (not stored until it is). */
  function findEvent(cal: StoredCalendar, eventId: string): { event: Event; stored: boolean } | null {
    const stored = cal.events.get(eventId);
    if (stored) return { event: stored.event, stored: true };
    const masterId = eventId.split('_')[0];
    const master = cal.events.get(masterId)?.event;
    const instance = master?.recurrence ? instancesOf(master, cal.entry.timeZone).find((i) => i.id === eventId) : undefined;
    return instance ? { event: instance, stored: false } : null;
  }

  /** The events a list answers, before paging: changed since `since` when a sync token was given. */
  function listed(cal: StoredCalendar, q: { singleEvents: boolean; showDeleted: boolean; since: number | null; timeMin: number; timeMax: number }): Event[] {
    const zone = cal.entry.timeZone;
    const out: Event[] = [];
    for (const { event, changedAt } of cal.events.values()) {
      if (q.since !== null && changedAt <= q.since) continue;
      if (!event.recurrence?.length) {
        out.push(event);
        continue;
      }
      const instances = instancesOf(event, zone).filter((i) => !cal.events.has(i.id!));
      if (q.singleEvents) out.push(...instances);
      else if (instances.some((i) => inTime(i))) out.push(event);
    }
    function inTime(e: Event) {
      const [start, end] = rangeOf(e, zone);
      return end > q.timeMin && start < q.timeMax;
    }
    // Each start is worked out once: read in the comparator, a 10,000-event listing took seconds.
    return out
      .filter((e) => (q.showDeleted || e.status !== 'cancelled') && (e.recurrence?.length || inTime(e)))
      .map((e) => ({ e, at: rangeOf(e, zone)[0] }))
      .sort((a, b) => a.at - b.at || a.e.id!.localeCompare(b.e.id!))
      .map(({ e }) => e);
  }

  /** Google's checks of an event's times: both dates or both instants, and an end not before the start. */
  function timesError(event: Event): string | null {
    const { start, end } = event;
    if (!start || !end || (!start.date && !start.dateTime) || (!end.date && !end.dateTime)) return 'Missing end time.';
    if (Boolean(start.date) !== Boolean(end.date)) return 'Start and end times must either both be date or both be dateTime.';
    const [from, to] = rangeOf(event, 'UTC');
    if (Number.isNaN(from) || Number.isNaN(to)) return 'Invalid start or end time.';
    return to < from ? 'The specified time range is empty.' : null;
  }

  /** Google's patch: the fields sent replace the event's, null clears one, extended properties merge by key. */
  function patched(event: Event, body: Event): Event {
    const out: Record<string, unknown> = { ...clone(event) };
    for (const [key, value] of Object.entries(body)) {
      if (value === null) delete out[key];
      else if (key === 'extendedProperties' && value && typeof value === 'object') {
        const now = (event.extendedProperties ?? {}) as Record<string, Record<string, string> | undefined>;
        const sent = value as Record<string, Record<string, string> | undefined>;
        out[key] = { private: { ...now.private, ...sent.private }, shared: { ...now.shared, ...sent.shared } };
      } else out[key] = clone(value);
    }
    return out as Event;
  }

  const syncTokenOf = (calendarId: string, at: number) => Buffer.from(JSON.stringify({ g: syncGeneration, c: calendarId, s: at })).toString('base64url');
  function readSyncToken(token: string, calendarId: string): number | 'gone' | null {
    try {
      const t = JSON.parse(Buffer.from(token, 'base64url').toString('utf8')) as { g: number; c: string; s: number };
      if (t.c !== calendarId || typeof t.s !== 'number') return null;
      return t.g === syncGeneration ? t.s : 'gone';
    } catch {
      return null;
    }
  }

  async function deliver(channel: StoredChannel, state: GoogleStandInDelivery['state']): Promise<number | null> {
    channel.messages += 1;
    const headers: Record<string, string> = {
      'X-Goog-Channel-ID': channel.id,
      'X-Goog-Channel-Expiration': new Date(Number(channel.expiration)).toUTCString(),
      'X-Goog-Message-Number': String(channel.messages),
      'X-Goog-Resource-ID': channel.resourceId,
      'X-Goog-Resource-State': state,
      'X-Goog-Resource-URI': channel.resourceUri ?? '',
    };
    if (channel.token) headers['X-Goog-Channel-Token'] = channel.token;
    let status: number | null = null;
    try {
      const res = await fetch(channel.address, { method: 'POST', headers, body: '', redirect: 'manual' });
      status = res.status;
      await res.body?.cancel();
    } catch {
      // nothing answered: Google retries later, the stand-in only records it
    }
    deliveries.push({ channelId: channel.id, state, status });
    return status;
  }

  function issueTokens(grant: Grant, withRefresh: boolean) {
    const refreshToken = withRefresh ? randomToken('1//') : null;
    if (refreshToken) refreshTokens.set(refreshToken, grant);
    const accessToken = randomToken('ya29.');
    accessTokens.set(accessToken, { ...grant, refreshToken, expiresAt: Date.now() + ACCESS_TOKEN_SECONDS * 1000 });
    return { accessToken, refreshToken };
  }

  type Answer = { status: number; body?: unknown; headers?: Record<string, string> };

  function tokenEndpoint(body: Record<string, string>, authorization: string | undefined): Answer {
    let id = body.client_id;
    let secret = body.client_secret;
    if (authorization?.startsWith('Basic ')) [id, secret] = Buffer.from(authorization.slice(6), 'base64').toString('utf8').split(':');
    const refuse = (status: number, error: string, description: string): Answer => ({ status, body: { error, error_description: description } });
    if (id !== clientId || secret !== clientSecret) return refuse(401, 'invalid_client', 'Unauthorized');
    if (body.grant_type === 'authorization_code') {
      const code = codes.get(body.code ?? '');
      if (!code) return refuse(400, 'invalid_grant', 'Malformed auth code.');
      if (code.used || code.expiresAt < Date.now()) return refuse(400, 'invalid_grant', 'Bad Request');
      if (code.clientId !== id) return refuse(400, 'invalid_grant', 'Bad Request');
      if (code.redirectUri !== body.redirect_uri) return refuse(400, 'redirect_uri_mismatch', 'Bad Request');
      if (!body.code_verifier) return refuse(400, 'invalid_grant', 'Missing code verifier.');
      if (createHash('sha256').update(body.code_verifier).digest('base64url') !== code.codeChallenge) return refuse(400, 'invalid_grant', 'Invalid code verifier.');
      code.used = true;
      const tokens = issueTokens(code, true);
      return {
        status: 200,
        body: { access_token: tokens.accessToken, expires_in: ACCESS_TOKEN_SECONDS, refresh_token: tokens.refreshToken, scope: code.scope, token_type: 'Bearer' },
      };
    }
    if (body.grant_type === 'refresh_token') {
      const grant = refreshTokens.get(body.refresh_token ?? '');
      if (!grant || grant.clientId !== id || refuseRefresh) return refuse(400, 'invalid_grant', 'Token has been expired or revoked.');
      // Google's refresh answer carries no refresh token: the one held stays good.
      const accessToken = randomToken('ya29.');
      accessTokens.set(accessToken, { ...grant, refreshToken: body.refresh_token, expiresAt: Date.now() + ACCESS_TOKEN_SECONDS * 1000 });
      return { status: 200, body: { access_token: accessToken, expires_in: ACCESS_TOKEN_SECONDS, scope: grant.scope, token_type: 'Bearer' } };
    }
    return refuse(400, 'unsupported_grant_type', `Invalid grant_type: ${body.grant_type ?? ''}`);
  }

  /** Revoking either token of a grant ends the whole grant, as at Google. */
  function revokeEndpoint(token: string | undefined): Answer {
    const access = token ? accessTokens.get(token) : undefined;
    const refresh = token ? (refreshTokens.has(token) ? token : access?.refreshToken) : undefined;
    if (!access && !refresh) return { status: 400, body: { error: 'invalid_token', error_description: 'Token expired or revoked' } };
    if (refresh) refreshTokens.delete(refresh);
    for (const [t, a] of accessTokens) if (t === token || (refresh && a.refreshToken === refresh)) accessTokens.delete(t);
    return { status: 200, body: {} };
  }

  function api(method: string, path: string, query: URLSearchParams, body: any, authorization: string | undefined): Answer {
    const bearer = authorization?.startsWith('Bearer ') ? accessTokens.get(authorization.slice(7)) : undefined;
    if (!bearer || bearer.expiresAt < Date.now()) {
      return {
        status: 401,
        headers: { 'www-authenticate': 'Bearer realm="https://accounts.google.com/", error="invalid_token"' },
        body: { error: { ...apiError(401, 'Request had invalid authentication credentials. Expected OAuth 2 access token, login cookie or other valid authentication credential.', 'authError').error, status: 'UNAUTHENTICATED' } },
      };
    }
    const failure = failures.shift();
    if (failure) {
      const reason = failure.reason ?? (failure.status === 429 ? 'rateLimitExceeded' : failure.status >= 500 ? 'backendError' : 'invalid');
      return { status: failure.status, headers: failure.headers, body: apiError(failure.status, reason === 'rateLimitExceeded' ? 'Rate Limit Exceeded' : `failed with ${failure.status}`, reason) };
    }
    const notFound: Answer = { status: 404, body: apiError(404, 'Not Found', 'notFound') };
    const bad = (message: string, reason = 'invalid'): Answer => ({ status: 400, body: apiError(400, message, reason) });

    if (method === 'GET' && path === '/calendar/v3/users/me/calendarList') {
      const items = [...calendars.values()].filter((c) => c.owner === bearer.email).map((c) => clone(c.entry));
      const list: calendar_v3.Schema$CalendarList = { kind: 'calendar#calendarList', etag: `"${clock}"`, items, nextSyncToken: syncTokenOf('calendarList', clock) };
      return { status: 200, body: list };
    }
    if (method === 'POST' && path === '/calendar/v3/channels/stop') {
      const sent = (body ?? {}) as calendar_v3.Schema$Channel;
      const channel = channels.get(sent.id ?? '');
      if (!channel || channel.resourceId !== sent.resourceId || channel.owner !== bearer.email) {
        return { status: 404, body: apiError(404, `Channel '${sent.id ?? ''}' not found for project '000000000000'`, 'notFound') };
      }
      channels.delete(channel.id);
      return { status: 204 };
    }

    const match = /^\/calendar\/v3\/calendars\/([^/]+)\/events(?:\/([^/]+))?$/.exec(path);
    if (!match) return notFound;
    const calendarId = decodeURIComponent(match[1]) === 'primary' ? bearer.email : decodeURIComponent(match[1]);
    const cal = calendars.get(calendarId);
    if (!cal || cal.owner !== bearer.email) return notFound;
    const eventId = match[2] === undefined ? null : decodeURIComponent(match[2]);

    if (method === 'GET' && eventId === null) {
      const syncToken = query.get('syncToken');
      let since: number | null = null;
      if (syncToken) {
        if (['timeMin', 'timeMax', 'orderBy', 'q', 'iCalUID', 'updatedMin', 'privateExtendedProperty', 'sharedExtendedProperty'].some((k) => query.has(k))) {
          return bad('Sync token cannot be used together with timeMin, timeMax, orderBy, q, iCalUID, updatedMin or extended property filters.');
        }
        const at = readSyncToken(syncToken, calendarId);
        if (at === null) return bad('Invalid sync token value.');
        if (at === 'gone') return { status: 410, body: apiError(410, 'Sync token is no longer valid, a full sync is required.', 'fullSyncRequired') };
        since = at;
      }
      const timeMin = query.has('timeMin') ? Date.parse(query.get('timeMin')!) : -Infinity;
      const timeMax = query.has('timeMax') ? Date.parse(query.get('timeMax')!) : Infinity;
      if (Number.isNaN(timeMin) || Number.isNaN(timeMax)) return bad('Bad Request');
      let offset = 0;
      let listedAt = clock;
      const pageToken = query.get('pageToken');
      if (pageToken) {
        try {
          ({ offset, listedAt } = JSON.parse(Buffer.from(pageToken, 'base64url').toString('utf8')) as { offset: number; listedAt: number });
        } catch {
          return bad('Invalid page token value.');
        }
      }
      const all = listed(cal, {
        singleEvents: query.get('singleEvents') === 'true', showDeleted: since !== null || query.get('showDeleted') === 'true', since, timeMin, timeMax,
      });
      const size = Math.min(Number(query.get('maxResults') ?? 250) || 250, 2500, pageSize);
      const page = all.slice(offset, offset + size);
      const more = offset + size < all.length;
      const events: calendar_v3.Schema$Events = {
        kind: 'calendar#events', etag: `"${clock}"`, summary: cal.entry.summary, updated: new Date().toISOString(), timeZone: cal.entry.timeZone,
        accessRole: 'owner', defaultReminders: [], items: page.map(clone),
        ...(more
          ? { nextPageToken: Buffer.from(JSON.stringify({ offset: offset + size, listedAt })).toString('base64url') }
          : { nextSyncToken: syncTokenOf(calendarId, listedAt) }),
      };
      return { status: 200, body: events };
    }

    if (method === 'POST' && eventId === 'watch') {
      const sent = (body ?? {}) as calendar_v3.Schema$Channel;
      if (!sent.id || !CHANNEL_ID.test(sent.id)) return bad('Invalid channel id.', 'invalidChannelId');
      if (sent.type !== 'web_hook' && sent.type !== 'webhook') return bad(`Invalid channel type: ${sent.type ?? ''}`);
      let address: URL;
      try {
        address = new URL(sent.address ?? '');
      } catch {
        return bad('Invalid WebHook address.', 'push.webhookUrlNotHttps');
      }
      // Google takes https only; the stand-in also posts to a test's plain-http receiver on loopback.
      if (address.protocol !== 'https:' && !(address.protocol === 'http:' && ['127.0.0.1', 'localhost', '[::1]'].includes(address.hostname))) {
        return bad('WebHook callback must be HTTPS: ' + address.href, 'push.webhookUrlNotHttps');
      }
      if (channels.has(sent.id)) return bad(`Channel id ${sent.id} not unique`, 'channelIdNotUnique');
      const ttl = Number(sent.params?.ttl ?? 604_800);
      const channel: StoredChannel = {
        kind: 'api#channel', id: sent.id, resourceId: randomToken('r-'), address: address.href, token: sent.token ?? null, owner: bearer.email,
        resourceUri: `${url}/calendar/v3/calendars/${encodeURIComponent(calendarId)}/events?alt=json`, expiration: String(Date.now() + ttl * 1000), messages: 0,
      };
      channels.set(channel.id, channel);
      // Google posts a `sync` message as soon as the channel opens.
      setImmediate(() => void deliver(channel, 'sync'));
      const answer: calendar_v3.Schema$Channel = {
        kind: channel.kind, id: channel.id, resourceId: channel.resourceId, resourceUri: channel.resourceUri, token: channel.token, expiration: channel.expiration,
      };
      return { status: 200, body: answer };
    }

    if (method === 'POST' && eventId === null) {
      const sent = (body ?? {}) as Event;
      const id = sent.id ?? randomEventId();
      if (!EVENT_ID.test(id)) return bad('Invalid resource id value.');
      if (findEvent(cal, id)) return { status: 409, body: apiError(409, 'The requested identifier already exists.', 'duplicate') };
      const wrong = timesError(sent);
      if (wrong) return bad(wrong, wrong.startsWith('The specified') ? 'timeRangeEmpty' : 'required');
      return { status: 200, body: clone(stamp(cal, newEvent(cal, sent, id))) };
    }

    if (eventId === null) return notFound;
    const found = findEvent(cal, eventId);
    if (!found) return notFound;
    if (method === 'GET') return { status: 200, body: clone(found.event) };
    if (method === 'DELETE') {
      if (found.event.status === 'cancelled') return { status: 410, body: apiError(410, 'Resource has been deleted', 'deleted') };
      stamp(cal, { ...found.event, status: 'cancelled' });
      return { status: 204 };
    }
    if (method === 'PUT' || method === 'PATCH') {
      const sent = (body ?? {}) as Event;
      const system = { kind: found.event.kind, id: eventId, created: found.event.created, htmlLink: found.event.htmlLink, iCalUID: found.event.iCalUID, creator: found.event.creator, organizer: found.event.organizer, recurringEventId: found.event.recurringEventId, originalStartTime: found.event.originalStartTime };
      const next: Event = method === 'PUT'
        ? { ...clone(sent), ...system, status: sent.status ?? found.event.status }
        : { ...patched(found.event, sent), id: eventId };
      next.sequence = (found.event.sequence ?? 0) + 1;
      const wrong = timesError(next);
      if (wrong) return bad(wrong, wrong.startsWith('The specified') ? 'timeRangeEmpty' : 'required');
      return { status: 200, body: clone(stamp(cal, next)) };
    }
    return notFound;
  }

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      const target = new URL(req.url ?? '/', 'http://127.0.0.1');
      const form = (req.headers['content-type'] ?? '').includes('application/x-www-form-urlencoded');
      let body: any = undefined;
      try {
        body = form ? Object.fromEntries(new URLSearchParams(text)) : text ? JSON.parse(text) : undefined;
      } catch {
        body = text;
      }
      const method = req.method ?? 'GET';
      requests.push({ method, path: target.pathname, query: target.searchParams, headers: req.headers, body });
      let answer: Answer;
      if (method === 'POST' && target.pathname === '/token') answer = tokenEndpoint((body ?? {}) as Record<string, string>, req.headers.authorization);
      else if (method === 'POST' && target.pathname === '/revoke') answer = revokeEndpoint(target.searchParams.get('token') ?? (body as Record<string, string> | undefined)?.token);
      else answer = api(method, target.pathname, target.searchParams, body, req.headers.authorization);
      const isApi = target.pathname.startsWith('/calendar/');
      if (isApi && loseNext === method) {
        // Carried out, and the answer lost on the way: the connection drops.
        loseNext = null;
        req.socket.destroy();
        return;
      }
      const payload = answer.body === undefined ? '' : JSON.stringify(answer.body);
      const send = () => {
        if (res.destroyed) return;
        res.writeHead(answer.status, { ...(payload ? { 'content-type': 'application/json; charset=UTF-8' } : {}), ...answer.headers });
        res.end(payload);
      };
      if (isApi && answerDelayMs > 0) setTimeout(send, answerDelayMs);
      else send();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  /** The person at Google's consent page saying yes: a single-use code for the token endpoint. */
  function authorize(input: { clientId: string; redirectUri: string; codeChallenge: string; codeChallengeMethod?: string; state: string; email: string; scope?: string; timeZone?: string }): string {
    if (input.clientId !== clientId) throw new Error(`Google would refuse the client ${input.clientId}`);
    if ((input.codeChallengeMethod ?? 'S256') !== 'S256') throw new Error('the stand-in takes S256 code challenges only');
    if (!/^[A-Za-z0-9\-._~]{43,128}$/.test(input.codeChallenge)) throw new Error('Google would refuse the code challenge');
    ensureAccount(input.email, input.timeZone);
    const code = randomToken('4/0A');
    codes.set(code, {
      email: input.email, clientId, scope: input.scope ?? CALENDAR_SCOPES, redirectUri: input.redirectUri, codeChallenge: input.codeChallenge, used: false,
      expiresAt: Date.now() + 600_000,
    });
    return code;
  }

  return {
    url,
    /** The settings that point the driver here, for `Object.assign(config, standIn.config)`. */
    config: {
      GOOGLE_API_BASE_URL: url,
      GOOGLE_OAUTH_BASE_URL: url,
      GOOGLE_AUTHORIZE_URL: `${url}/o/oauth2/v2/auth`,
      GOOGLE_CLIENT_ID: clientId,
      GOOGLE_CLIENT_SECRET: clientSecret,
    },
    requests,
    deliveries,
    authorize,
    /**
     * The consent page reading an authorization URL as Google does (response_type, client, S256 challenge, scope)
     * and saying yes for `email`: the code and state it would send back to the redirect URI.
     */
    consent(authorizationUrl: string, email: string, input: { scope?: string; timeZone?: string } = {}) {
      const q = new URL(authorizationUrl).searchParams;
      if (q.get('response_type') !== 'code') throw new Error('Google would refuse a response_type other than code');
      const code = authorize({
        clientId: q.get('client_id') ?? '', redirectUri: q.get('redirect_uri') ?? '', codeChallenge: q.get('code_challenge') ?? '',
        codeChallengeMethod: q.get('code_challenge_method') ?? 'plain', state: q.get('state') ?? '', email, scope: input.scope ?? q.get('scope') ?? undefined,
        timeZone: input.timeZone,
      });
      return { code, state: q.get('state'), redirectUri: q.get('redirect_uri') };
    },
    /** Tokens for `email` without the consent dance, for tests about the API rather than OAuth. */
    grant(email: string, timeZone?: string) {
      ensureAccount(email, timeZone);
      return issueTokens({ email, clientId, scope: CALENDAR_SCOPES }, true);
    },
    addCalendar(email: string, entry: CalendarEntry & { id: string; timeZone: string }) {
      ensureAccount(email);
      calendars.set(entry.id, { entry: { kind: 'calendar#calendarListEntry', accessRole: 'owner', ...entry }, owner: email, events: new Map() });
    },
    /** Puts an event in the calendar (a series when it has an RRULE) as if made in Google's app. */
    addEvent(calendarId: string, event: Event): Event {
      const cal = calendarOf(calendarId);
      return clone(stamp(cal, newEvent(cal, event, event.id ?? randomEventId())));
    },
    /** Moves an event, or one instance of a series (which makes it an exception of its own, as Google does). */
    moveEvent(calendarId: string, eventId: string, start: EventTime, end: EventTime): Event {
      const cal = calendarOf(calendarId);
      const found = findEvent(cal, eventId);
      if (!found) throw new Error(`the stand-in has no event ${eventId}`);
      return clone(stamp(cal, { ...clone(found.event), start, end, sequence: (found.event.sequence ?? 0) + 1 }));
    },
    /** Changes an event's other fields (transparency, attendees…). */
    changeEvent(calendarId: string, eventId: string, fields: Event): Event {
      const cal = calendarOf(calendarId);
      const found = findEvent(cal, eventId);
      if (!found) throw new Error(`the stand-in has no event ${eventId}`);
      return clone(stamp(cal, { ...clone(found.event), ...clone(fields), id: eventId }));
    },
    /** Deletes an event, or cancels one instance of a series; Google keeps it, marked cancelled. */
    deleteEvent(calendarId: string, eventId: string) {
      const cal = calendarOf(calendarId);
      const found = findEvent(cal, eventId);
      if (!found) throw new Error(`the stand-in has no event ${eventId}`);
      stamp(cal, { ...clone(found.event), status: 'cancelled' });
    },
    /** A stored event (deleted ones too, marked cancelled). */
    event: (calendarId: string, eventId: string): Event | undefined => {
      const stored = calendarOf(calendarId).events.get(eventId);
      return stored ? clone(stored.event) : undefined;
    },
    /** The calendar's stored events that are not cancelled (a series is one). */
    liveEvents: (calendarId: string): Event[] => [...calendarOf(calendarId).events.values()].map((s) => clone(s.event)).filter((e) => e.status !== 'cancelled'),
    /** The next API request (after its token is checked) answers `status` with these headers. */
    failNext(status: number, headers: Record<string, string> = {}, reason?: string) {
      failures.push({ status, headers, reason });
    },
    /** Calendar API answers wait this long before they are sent (a slow Google); 0 turns it off. */
    delayAnswers(ms: number) {
      answerDelayMs = ms;
    },
    /** The next Calendar API request of this method is carried out, and its answer lost on the way (the connection drops). */
    loseNextAnswer(method = 'POST') {
      loseNext = method;
    },
    /** Every sync token given so far answers 410 Gone, as when Google invalidates them. */
    expireSyncTokens() {
      syncGeneration += 1;
    },
    /** Every access token given so far answers 401, as when they lapse. */
    expireAccessTokens() {
      for (const token of accessTokens.values()) token.expiresAt = 0;
    },
    /** Refresh requests answer invalid_grant, as when the person revoked the app in their Google account. */
    refuseRefresh(on = true) {
      refuseRefresh = on;
    },
    /** Google may answer fewer events per page than asked: this many at most. */
    setPageSize(size: number) {
      pageSize = size;
    },
    hasGrant: (refreshToken: string) => refreshTokens.has(refreshToken),
    channel: (channelId: string) => channels.get(channelId),
    /** Posts Google's push message for the channel to its address; the address's answer status (null: none). */
    notify(channelId: string, state: 'exists' | 'not_exists' = 'exists') {
      const channel = channels.get(channelId);
      if (!channel) throw new Error(`the stand-in has no channel ${channelId}`);
      return deliver(channel, state);
    },
    close: () => new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    }),
  };
}

export type GoogleCalendarStandIn = Awaited<ReturnType<typeof startGoogleCalendarStandIn>>;
