import { createHash, randomBytes, randomUUID } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Calendar, DateTimeTimeZone, Event, MailboxSettings, Subscription, User } from '@microsoft/microsoft-graph-types';
import { DateTime, IANAZone } from 'luxon';
import { findIana } from 'windows-iana';

export interface CapturedGraphRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: http.IncomingHttpHeaders;
  body: unknown;
}

/** A weekly series: its first occurrence, how many there are, and the occurrences moved or deleted. */
interface Series {
  count: number;
  moved: Map<number, { start: DateTimeTimeZone; end: DateTimeTimeZone }>;
  deleted: Set<number>;
}

interface Stored {
  calendarId: string;
  event: Event & { id: string };
  series?: Series;
}

interface DeltaState {
  calendarId: string;
  start: Date;
  end: Date;
  /** Each item as the round last delivered it, to tell what changed since. */
  seen: Map<string, string>;
}

const MAX_SUBSCRIPTION_MINUTES = 4230;

function zoneOf(name: string | null | undefined): string {
  if (!name) return 'UTC';
  if (IANAZone.isValidZone(name)) return name;
  return findIana(name).find((z) => IANAZone.isValidZone(z)) ?? 'UTC';
}

/** Graph's wall-time format: seven fractional digits, no offset. */
const wall = (d: DateTime) => `${d.toFormat("yyyy-MM-dd'T'HH:mm:ss.SSS")}0000`;
const read = (t: DateTimeTimeZone) => DateTime.fromISO(t.dateTime ?? '', { zone: zoneOf(t.timeZone) });
const base64url = (b: Buffer) => b.toString('base64url');
const token = (prefix: string) => `${prefix}${base64url(randomBytes(18))}`;

/**
 * A stand-in for Microsoft's identity platform and Graph (v1.0) in tests: a real HTTP server on 127.0.0.1 answering
 * as they do, typed by @microsoft/microsoft-graph-types. The token endpoint (`/{tenant}/oauth2/v2.0/token`) checks
 * the client, the code's PKCE verifier and redirect URI (codes come from `authorize`, as there is no browser), and
 * refresh tokens. Graph answers only the access tokens it issued: `/me`, `/me/calendars`, `/me/mailboxSettings`
 * (403 without MailboxSettings.Read), calendarView and its delta (weekly series expanded, nextLink pages, deltaLinks
 * naming what changed or went), event create (deduplicated by `transactionId`), PATCH and DELETE, and subscriptions,
 * which it validates as Graph does by calling the notification URL with `validationToken` first.
 */
export async function startGraphStandIn(options: { clientId?: string; clientSecret?: string } = {}) {
  const clientId = options.clientId ?? 'graph-client-id';
  const clientSecret = options.clientSecret ?? 'graph-client-secret';
  const requests: CapturedGraphRequest[] = [];
  const user: User = { id: 'user-1', displayName: 'Dana Example', mail: 'dana@example.com', userPrincipalName: 'dana@example.onmicrosoft.com' };
  const mailbox: MailboxSettings = { timeZone: 'UTC' };
  const calendars: Calendar[] = [
    { id: 'cal-primary', name: 'Calendar', isDefaultCalendar: true, canEdit: true },
    { id: 'cal-team', name: 'Team', isDefaultCalendar: false, canEdit: true },
  ];
  const events = new Map<string, Stored>();
  const codes = new Map<string, { challenge: string; redirectUri: string; email: string }>();
  const accessTokens = new Map<string, { scopes: string[]; expiresAt: number }>();
  const refreshTokens = new Map<string, string[]>();
  const deltaStates = new Map<string, DeltaState>();
  const pages = new Map<string, { items: unknown[]; last: Record<string, string> }>();
  const subscriptions = new Map<string, Subscription & { calendarId: string }>();
  const failures: { status: number; headers: Record<string, string> }[] = [];
  let refuseRefresh = false;
  let omitRefreshToken = false;
  let honourPrefer = true;
  let expireDelta = false;
  let duplicateTransaction: 'return' | 'conflict' = 'return';
  let pageSize = 10;
  let validationTimeoutMs = 10_000;
  let loseNext: string | null = null;
  let seq = 0;

  /** The items of a calendar's view, series expanded, in their stored zones. */
  function view(calendarId: string, start: Date, end: Date): (Event & { id: string })[] {
    const out: (Event & { id: string })[] = [];
    for (const s of events.values()) {
      if (s.calendarId !== calendarId) continue;
      const items: (Event & { id: string })[] = [];
      if (s.series) {
        const { recurrence: _r, ...master } = s.event;
        for (let i = 0; i < s.series.count; i++) {
          if (s.series.deleted.has(i)) continue;
          const moved = s.series.moved.get(i);
          const first = { start: read(s.event.start!), end: read(s.event.end!) };
          items.push({
            ...master,
            id: `${s.event.id}_occ${i}`,
            type: moved ? 'exception' : 'occurrence',
            seriesMasterId: s.event.id,
            start: moved?.start ?? { dateTime: wall(first.start.plus({ weeks: i })), timeZone: s.event.start!.timeZone },
            end: moved?.end ?? { dateTime: wall(first.end.plus({ weeks: i })), timeZone: s.event.end!.timeZone },
          });
        }
      } else items.push(s.event);
      for (const e of items) {
        if (read(e.start!).toJSDate() < end && read(e.end!).toJSDate() > start) out.push(e);
      }
    }
    return out;
  }

  /** An event as Graph answers it: times in the zone `Prefer` asked for, extended properties only when expanded. */
  function present(e: Event, prefer: string | null, expand: boolean): Event {
    const { singleValueExtendedProperties, ...rest } = e;
    const out: Event = { '@odata.etag': `W/"${seq}"`, ...rest } as Event;
    if (expand) out.singleValueExtendedProperties = singleValueExtendedProperties ?? [];
    // Graph answers in UTC unless asked otherwise; `ignorePreferTimeZone` makes it answer each event's own zone.
    const zone = honourPrefer ? (prefer ?? 'UTC') : null;
    if (zone && e.start && e.end) {
      const convert = (t: DateTimeTimeZone) =>
        e.isAllDay ? { dateTime: t.dateTime, timeZone: zone } : { dateTime: wall(read(t).setZone(zoneOf(zone))), timeZone: zone };
      out.start = convert(e.start);
      out.end = convert(e.end);
    }
    return out;
  }

  function pagesOf(items: unknown[], size: number, last: Record<string, string>, path: string, url: string): Record<string, unknown> {
    const first = items.slice(0, size);
    if (items.length <= size) return { value: first, ...last };
    const skip = token('skip');
    pages.set(skip, { items: items.slice(size), last });
    return { value: first, '@odata.nextLink': `${url}/v1.0${path}?$skiptoken=${skip}` };
  }

  function newDeltaLink(state: DeltaState, url: string): Record<string, string> {
    const t = token('delta');
    deltaStates.set(t, state);
    return { '@odata.deltaLink': `${url}/v1.0/me/calendars/${encodeURIComponent(state.calendarId)}/calendarView/delta?$deltatoken=${t}` };
  }

  const graphError = (code: string, message: string) => ({ error: { code, message, innerError: { 'request-id': token('req'), date: new Date().toISOString() } } });

  async function validate(notificationUrl: string): Promise<boolean> {
    const challenge = token('validate');
    const target = new URL(notificationUrl);
    target.searchParams.set('validationToken', challenge);
    try {
      const res = await fetch(target, { method: 'POST', headers: { 'content-type': 'text/plain' }, signal: AbortSignal.timeout(validationTimeoutMs) });
      const text = await res.text();
      return res.status === 200 && text === challenge && (res.headers.get('content-type') ?? '').startsWith('text/plain');
    } catch {
      return false;
    }
  }

  function issueTokens(scopes: string[], keepRefresh?: string) {
    const access = token('at-');
    accessTokens.set(access, { scopes, expiresAt: Date.now() + 3600_000 });
    const answer: Record<string, unknown> = { token_type: 'Bearer', scope: scopes.join(' '), expires_in: 3600, ext_expires_in: 3600, access_token: access };
    if (!(keepRefresh && omitRefreshToken)) {
      if (keepRefresh) refreshTokens.delete(keepRefresh);
      const refresh = token('rt-');
      refreshTokens.set(refresh, scopes);
      answer.refresh_token = refresh;
    }
    return answer;
  }

  function tokenEndpoint(form: URLSearchParams, answer: (status: number, value: unknown) => void) {
    const oauthError = (status: number, error: string, description: string) =>
      answer(status, { error, error_description: `${description}\r\nTrace ID: ${token('')}`, error_codes: [70000] });
    if (form.get('client_id') !== clientId || form.get('client_secret') !== clientSecret) {
      return oauthError(401, 'invalid_client', 'AADSTS7000215: Invalid client secret provided.');
    }
    const scopes = (form.get('scope') ?? '').split(/\s+/).filter(Boolean);
    if (form.get('grant_type') === 'authorization_code') {
      const code = codes.get(form.get('code') ?? '');
      codes.delete(form.get('code') ?? '');
      if (!code) return oauthError(400, 'invalid_grant', 'AADSTS70008: The provided authorization code or refresh token has expired.');
      if (code.redirectUri !== form.get('redirect_uri')) return oauthError(400, 'invalid_grant', 'AADSTS50148: The redirect_uri does not match.');
      const verifier = form.get('code_verifier') ?? '';
      if (base64url(createHash('sha256').update(verifier).digest()) !== code.challenge) {
        return oauthError(400, 'invalid_grant', 'AADSTS501481: The Code_Verifier does not match the code_challenge supplied in the authorization request.');
      }
      user.mail = code.email;
      return answer(200, issueTokens(scopes));
    }
    if (form.get('grant_type') === 'refresh_token') {
      const held = refreshTokens.get(form.get('refresh_token') ?? '');
      if (!held || refuseRefresh) return oauthError(400, 'invalid_grant', 'AADSTS70000: The provided grant has been revoked or expired.');
      return answer(200, issueTokens(held, form.get('refresh_token')!));
    }
    return oauthError(400, 'unsupported_grant_type', 'AADSTS70003: The app requested an unsupported grant type.');
  }

  async function graph(method: string, path: string, query: URLSearchParams, body: any, req: http.IncomingMessage, url: string): Promise<[number, unknown?]> {
    const prefer = String(req.headers.prefer ?? '');
    const preferZone = /outlook\.timezone="([^"]+)"/.exec(prefer)?.[1] ?? null;
    const size = Math.min(pageSize, Number(/odata\.maxpagesize=(\d+)/.exec(prefer)?.[1] ?? pageSize));
    const notFound: [number, unknown] = [404, graphError('ErrorItemNotFound', 'The specified object was not found in the store.')];

    if (method === 'GET' && path === '/me') return [200, user];
    if (method === 'GET' && path === '/me/calendars') return [200, { value: calendars }];
    if (method === 'GET' && path === '/me/mailboxSettings') {
      const auth = accessTokens.get(String(req.headers.authorization).slice(7))!;
      if (!auth.scopes.some((s) => /^MailboxSettings\.Read/i.test(s))) return [403, graphError('ErrorAccessDenied', 'Access is denied. Check credentials and try again.')];
      return [200, mailbox];
    }
    const skip = query.get('$skiptoken');
    if (method === 'GET' && skip) {
      const rest = pages.get(skip);
      if (!rest) return [400, graphError('InvalidSkipToken', 'The skip token is not valid.')];
      pages.delete(skip);
      return [200, pagesOf(rest.items, size, rest.last, path, url)];
    }
    const cal = /^\/me\/calendars\/([^/]+)\/(calendarView|calendarView\/delta|events)$/.exec(path);
    if (cal) {
      const calendarId = decodeURIComponent(cal[1]);
      if (!calendars.some((c) => c.id === calendarId)) return notFound;
      if (method === 'GET' && cal[2] === 'calendarView/delta') {
        // Change tracking over calendarView answers calendarView's own fields and takes no $select or $expand.
        if (query.has('$select') || query.has('$expand')) {
          return [400, graphError('ErrorInvalidUrlQuery', 'The following parameters are not supported with change tracking over the calendarView resource: $select, $expand.')];
        }
        const deltaToken = query.get('$deltatoken');
        if (deltaToken) {
          const state = deltaStates.get(deltaToken);
          if (!state || expireDelta) {
            expireDelta = false;
            return [410, graphError('SyncStateNotFound', 'The sync state generation is not found or has expired. Resync is required.')];
          }
          const now = view(calendarId, state.start, state.end);
          const seen = new Map(now.map((e) => [e.id, JSON.stringify(e)]));
          const items: unknown[] = now.filter((e) => state.seen.get(e.id) !== seen.get(e.id)).map((e) => present(e, preferZone, false));
          for (const id of state.seen.keys()) if (!seen.has(id)) items.push({ '@odata.type': '#microsoft.graph.event', id, '@removed': { reason: 'deleted' } });
          return [200, pagesOf(items, size, newDeltaLink({ ...state, seen }, url), path, url)];
        }
        const start = new Date(query.get('startDateTime') ?? '');
        const end = new Date(query.get('endDateTime') ?? '');
        if (Number.isNaN(start.getTime()) || Number.isNaN(end.getTime())) return [400, graphError('ErrorInvalidParameter', 'startDateTime and endDateTime are required.')];
        const now = view(calendarId, start, end);
        const last = newDeltaLink({ calendarId, start, end, seen: new Map(now.map((e) => [e.id, JSON.stringify(e)])) }, url);
        return [200, pagesOf(now.map((e) => present(e, preferZone, false)), size, last, path, url)];
      }
      if (method === 'GET' && cal[2] === 'calendarView') {
        const start = new Date(query.get('startDateTime') ?? '');
        const end = new Date(query.get('endDateTime') ?? '');
        if (Number.isNaN(start.getTime()) || Number.isNaN(end.getTime())) return [400, graphError('ErrorInvalidParameter', 'startDateTime and endDateTime are required.')];
        const expand = (query.get('$expand') ?? '').includes('singleValueExtendedProperties');
        return [200, pagesOf(view(calendarId, start, end).map((e) => present(e, preferZone, expand)), size, {}, path, url)];
      }
      if (method === 'GET' && cal[2] === 'events') {
        const wanted = /ep\/value eq '((?:[^']|'')*)'/.exec(query.get('$filter') ?? '')?.[1]?.replaceAll("''", "'");
        const found = [...events.values()].filter(
          (s) => s.calendarId === calendarId && (wanted === undefined || s.event.singleValueExtendedProperties?.some((p) => p.value === wanted)),
        );
        return [200, { value: found.map((s) => present(s.event, preferZone, false)) }];
      }
      if (method === 'POST' && cal[2] === 'events') {
        const e = body as Event;
        if (!e?.start?.dateTime || !e.start.timeZone || !e.end?.dateTime || !e.end.timeZone) return [400, graphError('ErrorInvalidRequest', 'start and end are required.')];
        if (!read(e.start).isValid || !read(e.end).isValid) return [400, graphError('ErrorInvalidRequest', 'start or end cannot be read.')];
        const twin = e.transactionId ? [...events.values()].find((s) => s.event.transactionId === e.transactionId) : undefined;
        if (twin) {
          if (duplicateTransaction === 'conflict') return [409, graphError('ErrorDuplicateTransactionId', 'An item with this transaction id already exists.')];
          return [201, present(twin.event, preferZone, false)];
        }
        const stored = addEvent(calendarId, e);
        return [201, present(stored, preferZone, false)];
      }
    }
    const one = /^\/me\/events\/([^/]+)$/.exec(path);
    if (one) {
      const stored = events.get(decodeURIComponent(one[1]));
      if (!stored) return notFound;
      if (method === 'DELETE') {
        events.delete(stored.event.id);
        return [204];
      }
      if (method === 'PATCH') {
        const patch = body as Event;
        if (patch?.transactionId !== undefined && patch.transactionId !== stored.event.transactionId) {
          return [400, graphError('ErrorInvalidPropertyUpdate', 'transactionId cannot be changed.')];
        }
        const props = new Map((stored.event.singleValueExtendedProperties ?? []).map((p) => [p.id, p]));
        for (const p of patch?.singleValueExtendedProperties ?? []) props.set(p.id, p);
        stored.event = { ...stored.event, ...patch, id: stored.event.id, singleValueExtendedProperties: [...props.values()], lastModifiedDateTime: new Date().toISOString() };
        seq++;
        return [200, present(stored.event, preferZone, false)];
      }
    }
    if (method === 'POST' && path === '/subscriptions') {
      const s = body as Subscription;
      const calendarId = /^\/?me\/calendars\/([^/]+)\/events$/.exec(s?.resource ?? '')?.[1];
      if (!calendarId || !calendars.some((c) => c.id === calendarId)) return [400, graphError('InvalidRequest', 'The resource is not valid.')];
      const expires = new Date(s.expirationDateTime ?? '').getTime();
      if (!(expires > Date.now()) || expires > Date.now() + MAX_SUBSCRIPTION_MINUTES * 60_000) {
        return [400, graphError('InvalidRequest', `Subscription expiration can only be ${MAX_SUBSCRIPTION_MINUTES} minutes in the future.`)];
      }
      if (!s.notificationUrl || !s.changeType) return [400, graphError('InvalidRequest', 'notificationUrl and changeType are required.')];
      if (!(await validate(s.notificationUrl))) {
        return [400, graphError('ValidationError', 'Subscription validation request failed. Notification endpoint must respond with 200 OK to validation request.')];
      }
      const made = { ...s, id: randomUUID(), applicationId: clientId, creatorId: user.id, calendarId };
      subscriptions.set(made.id, made);
      const { calendarId: _c, ...answer } = made;
      return [201, answer];
    }
    const sub = /^\/subscriptions\/([^/]+)$/.exec(path);
    if (sub && method === 'DELETE') {
      if (!subscriptions.delete(decodeURIComponent(sub[1]))) return [404, graphError('ResourceNotFound', 'The object was not found.')];
      return [204];
    }
    return [404, graphError('ResourceNotFound', `Resource not found for the segment '${path}'.`)];
  }

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      void (async () => {
        const text = Buffer.concat(chunks).toString('utf8');
        const { port } = server.address() as AddressInfo;
        const url = `http://127.0.0.1:${port}`;
        const parsed = new URL(req.url ?? '/', url);
        const method = req.method ?? 'GET';
        let body: unknown = text;
        try {
          body = text ? JSON.parse(text) : undefined;
        } catch {
          // a form or text: kept as it came
        }
        requests.push({ method, path: parsed.pathname, query: parsed.searchParams, headers: req.headers, body });
        const answer = (status: number, value?: unknown, headers: Record<string, string> = {}) => {
          res.writeHead(status, value === undefined ? headers : { 'content-type': 'application/json', ...headers });
          res.end(value === undefined ? '' : JSON.stringify(value));
        };
        if (method === 'POST' && /^\/[^/]+\/oauth2\/v2\.0\/token$/.test(parsed.pathname)) return tokenEndpoint(new URLSearchParams(text), answer);
        if (!parsed.pathname.startsWith('/v1.0/')) return answer(404, graphError('BadRequest', 'Invalid version.'));
        const bearer = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1];
        const held = bearer ? accessTokens.get(bearer) : undefined;
        if (!held || held.expiresAt < Date.now()) return answer(401, graphError('InvalidAuthenticationToken', 'Access token is empty or not valid.'));
        const failure = failures.shift();
        if (failure) {
          const code = failure.status === 429 ? 'TooManyRequests' : failure.status === 503 ? 'ServiceUnavailable' : 'InternalServerError';
          return answer(failure.status, graphError(code, `Failed with ${failure.status}.`), failure.headers);
        }
        try {
          const [status, value] = await graph(method, parsed.pathname.slice('/v1.0'.length), parsed.searchParams, body, req, url);
          if (loseNext === method) {
            // Carried out, and the answer lost on the way: the connection drops.
            loseNext = null;
            req.socket.destroy();
            return;
          }
          answer(status, value);
        } catch (err) {
          answer(500, graphError('InternalServerError', String(err)));
        }
      })();
    });
  });

  /** Adds an event to a calendar as an outside app would (or as a create does): Graph's fields, a new id. */
  function addEvent(calendarId: string, e: Event, series?: { weeks: number }): Event & { id: string } {
    const id = `AAMkAD${base64url(randomBytes(12))}=`;
    const now = new Date().toISOString();
    const event = { showAs: 'busy', isAllDay: false, isCancelled: false, type: 'singleInstance', ...e, id, createdDateTime: now, lastModifiedDateTime: now } as Event & { id: string };
    if (series) event.type = 'seriesMaster';
    events.set(id, { calendarId, event, ...(series ? { series: { count: series.weeks, moved: new Map(), deleted: new Set() } } : {}) });
    seq++;
    return event;
  }

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const url = `http://127.0.0.1:${port}`;
  return {
    url,
    clientId,
    clientSecret,
    /** The settings that point Switchboard's Microsoft client at this stand-in (for `Object.assign(config, …)`). */
    config: { MICROSOFT_CLIENT_ID: clientId, MICROSOFT_CLIENT_SECRET: clientSecret, MICROSOFT_GRAPH_BASE_URL: url, MICROSOFT_LOGIN_BASE_URL: url, MICROSOFT_TENANT: 'common' },
    requests,
    user,
    mailbox,
    calendars,
    /** The person's consent, without a browser: a code bound to this PKCE challenge and redirect URI. */
    authorize(input: { codeChallenge: string; redirectUri: string; email: string }): string {
      const code = token('code-');
      codes.set(code, { challenge: input.codeChallenge, redirectUri: input.redirectUri, email: input.email });
      return code;
    },
    /** Access and refresh tokens for a link already made (tests of reads and writes), with these scopes. */
    grant(scopes = ['offline_access', 'Calendars.ReadWrite', 'User.Read', 'MailboxSettings.Read']) {
      const t = issueTokens(scopes);
      return { accessToken: t.access_token as string, refreshToken: t.refresh_token as string };
    },
    addEvent: (calendarId: string, e: Event) => addEvent(calendarId, e),
    /** A weekly series of `weeks` occurrences starting with `first`. */
    addWeeklySeries: (calendarId: string, first: Event, weeks: number) => addEvent(calendarId, first, { weeks }),
    /** Moves one occurrence of a series (it becomes an exception). */
    moveOccurrence(masterId: string, index: number, start: DateTimeTimeZone, end: DateTimeTimeZone) {
      events.get(masterId)!.series!.moved.set(index, { start, end });
      seq++;
    },
    /** Deletes one occurrence of a series. */
    deleteOccurrence(masterId: string, index: number) {
      events.get(masterId)!.series!.deleted.add(index);
      seq++;
    },
    updateEvent(id: string, patch: Event) {
      const s = events.get(id)!;
      s.event = { ...s.event, ...patch, id };
      seq++;
    },
    deleteEvent: (id: string) => events.delete(id),
    event: (id: string) => events.get(id)?.event,
    eventsIn: (calendarId: string) => [...events.values()].filter((s) => s.calendarId === calendarId).map((s) => s.event),
    subscription: (id: string) => subscriptions.get(id),
    /** The next Graph requests answer these statuses (and headers) instead. */
    failNext(status: number, headers: Record<string, string> = {}) {
      failures.push({ status, headers });
    },
    /** Refresh tokens are refused with invalid_grant (the person revoked the app). */
    refuseRefresh(on = true) {
      refuseRefresh = on;
    },
    /** Refreshes answer no new refresh token (the old one stays good). */
    omitRefreshToken(on = true) {
      omitRefreshToken = on;
    },
    /** Answers carry each event's own zone (a Windows name, as written), whatever `Prefer` asked. */
    ignorePreferTimeZone(on = true) {
      honourPrefer = !on;
    },
    /** The next delta request with a deltaLink answers 410: its sync state is gone. */
    expireDeltaNext() {
      expireDelta = true;
    },
    /** A repeated transactionId answers 409 instead of the first create's event. */
    conflictOnDuplicateTransaction(on = true) {
      duplicateTransaction = on ? 'conflict' : 'return';
    },
    /** The next Graph request of this method is carried out, and its answer lost on the way (the connection drops). */
    loseNextAnswer(method = 'POST') {
      loseNext = method;
    },
    setPageSize(n: number) {
      pageSize = n;
    },
    setValidationTimeout(ms: number) {
      validationTimeoutMs = ms;
    },
    /** Graph's change notification for a subscription, POSTed to its notification URL; the answer's status. */
    async notify(subscriptionId: string, changeType: 'created' | 'updated' | 'deleted' = 'updated', eventId = 'AAMkADchanged='): Promise<number> {
      const s = subscriptions.get(subscriptionId)!;
      const res = await fetch(s.notificationUrl!, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          value: [
            {
              subscriptionId,
              subscriptionExpirationDateTime: s.expirationDateTime,
              changeType,
              resource: `Users/${user.id}/Events/${eventId}`,
              resourceData: { '@odata.type': '#Microsoft.Graph.Event', '@odata.id': `Users/${user.id}/Events/${eventId}`, id: eventId },
              clientState: s.clientState,
              tenantId: 'tenant-1',
            },
          ],
        }),
      });
      await res.text();
      return res.status;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

export type GraphStandIn = Awaited<ReturnType<typeof startGraphStandIn>>;
