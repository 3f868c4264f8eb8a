import crypto from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type {
  AppointmentCreateSchema,
  AppointmentEditSchema,
  AppointmentSchemaResponse,
  BlockedSlotSuccessfulResponseDto,
  BlockSlotCreateRequestDTO,
  BlockSlotEditRequestDTO,
  CalendarDTO,
  CalendarEventDTO,
  CalendarsGetSuccessfulResponseDTO,
  DeleteEventSuccessfulResponseDto,
  GetCalendarEventsSuccessfulResponseDTO,
} from '@gohighlevel/api-client/dist/lib/code/calendars/models/calendars';
import type { GetLocationByIdSchema, GetLocationByIdSuccessfulResponseDto } from '@gohighlevel/api-client/dist/lib/code/locations/models/locations';
import type { GetAccessCodeSuccessfulResponseDto } from '@gohighlevel/api-client/dist/lib/code/oauth/models/oauth';

export interface CapturedHighLevelRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: http.IncomingHttpHeaders;
  body: any;
}

/** HighLevel's refusals carry `statusCode` and `message`; the token endpoint's carry OAuth's `error`. */
type Refusal = { statusCode?: number; message?: string; error?: string; error_description?: string };

const VERSION = '2021-04-15';

const base64url = (b: Buffer) => b.toString('base64').replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');

/**
 * A stand-in for HighLevel's API in tests: a real HTTP server on 127.0.0.1 answering, typed by
 * @gohighlevel/api-client's models, what the calendar driver uses: `POST /oauth/token` (authorization code with
 * PKCE S256, refresh with rotation, both form-encoded with the app's client id and secret), `GET /locations/{id}`,
 * `GET /calendars/?locationId`, `GET /calendars/events` and `GET /calendars/blocked-slots` in a window of epoch
 * milliseconds, `POST`/`PUT /calendars/events/appointments[/{id}]`, `POST`/`PUT /calendars/events/block-slots[/{id}]`
 * and `DELETE /calendars/events/{id}`. API requests must carry `Version: 2021-04-15` and `Authorization: Bearer`
 * with a token it issued (a private integration token or an access token), for that token's location. It also
 * signs webhooks as HighLevel does, with key pairs of its own whose public halves it gives.
 */
export async function startHighLevelStandIn(app = { clientId: 'ghl-client-id', clientSecret: 'ghl-client-secret' }) {
  const requests: CapturedHighLevelRequest[] = [];
  const locations = new Map<string, GetLocationByIdSchema>();
  const calendars = new Map<string, CalendarDTO>();
  const appointments = new Map<string, CalendarEventDTO>();
  const blocked = new Map<string, CalendarEventDTO>();
  /** Tokens the API takes, each bound to one location. */
  const tokens = new Map<string, string>();
  const refreshTokens = new Map<string, string>();
  const codes = new Map<string, { codeChallenge: string; redirectUri: string; locationId: string }>();
  let refuseRefresh = false;
  let loseNext: string | null = null;
  const failures: { status: number; headers: Record<string, string> }[] = [];
  let seq = 0;
  const nextId = (prefix: string) => `${prefix}${(++seq).toString(36).padStart(6, '0')}`;

  const ed25519 = crypto.generateKeyPairSync('ed25519');
  const rsa = crypto.generateKeyPairSync('rsa', { modulusLength: 2048 });
  const pem = (k: crypto.KeyObject) => k.export({ type: 'spki', format: 'pem' }).toString();

  const overlaps = (e: CalendarEventDTO, from: number, to: number) => Date.parse(e.startTime) < to && Date.parse(e.endTime) > from;

  function grant(locationId: string): GetAccessCodeSuccessfulResponseDto {
    const access = `ghl-access-${crypto.randomBytes(9).toString('hex')}`;
    const refresh = `ghl-refresh-${crypto.randomBytes(9).toString('hex')}`;
    tokens.set(access, locationId);
    refreshTokens.set(refresh, locationId);
    return {
      access_token: access,
      token_type: 'Bearer',
      expires_in: 86_399,
      refresh_token: refresh,
      scope: 'calendars.readonly calendars.write calendars/events.readonly calendars/events.write locations.readonly',
      userType: 'Location',
      locationId,
      companyId: 'company-1',
      userId: 'user-1',
    };
  }

  function tokenEndpoint(form: URLSearchParams): [number, GetAccessCodeSuccessfulResponseDto | Refusal] {
    if (form.get('client_id') !== app.clientId || form.get('client_secret') !== app.clientSecret) {
      return [401, { error: 'invalid_client', error_description: 'Client authentication failed' }];
    }
    if (form.get('user_type') !== 'Location') return [400, { error: 'invalid_request', error_description: 'user_type must be Location' }];
    if (form.get('grant_type') === 'authorization_code') {
      const code = codes.get(form.get('code') ?? '');
      codes.delete(form.get('code') ?? '');
      if (!code) return [400, { error: 'invalid_grant', error_description: 'Invalid or used code' }];
      if (code.redirectUri !== form.get('redirect_uri')) return [400, { error: 'invalid_grant', error_description: 'redirect_uri does not match' }];
      const verifier = form.get('code_verifier') ?? '';
      if (base64url(crypto.createHash('sha256').update(verifier).digest()) !== code.codeChallenge) {
        return [400, { error: 'invalid_grant', error_description: 'code_verifier does not match the challenge' }];
      }
      return [200, grant(code.locationId)];
    }
    if (form.get('grant_type') === 'refresh_token') {
      const rt = form.get('refresh_token') ?? '';
      const locationId = refreshTokens.get(rt);
      if (!locationId || refuseRefresh) return [400, { error: 'invalid_grant', error_description: 'Invalid refresh token' }];
      refreshTokens.delete(rt);
      return [200, grant(locationId)];
    }
    return [400, { error: 'unsupported_grant_type' }];
  }

  /** Answers an API request made with a token of `tokenLocation`'s location. */
  function api(method: string, path: string, q: URLSearchParams, body: any, tokenLocation: string): [number, unknown] {
    const refuse = (status: number, message: string): [number, Refusal] => [status, { statusCode: status, message }];
    const inLocation = (locationId: unknown) => locationId === tokenLocation;
    const calendarOf = (id: unknown) => (typeof id === 'string' ? calendars.get(id) : undefined);

    const location = /^\/locations\/([^/]+)$/.exec(path);
    if (method === 'GET' && location) {
      const id = decodeURIComponent(location[1]);
      if (!inLocation(id)) return refuse(403, 'The token does not have access to this location');
      const found = locations.get(id);
      if (!found) return refuse(404, 'Location not found');
      return [200, { location: found } satisfies GetLocationByIdSuccessfulResponseDto];
    }
    if (method === 'GET' && (path === '/calendars/' || path === '/calendars')) {
      if (!inLocation(q.get('locationId'))) return refuse(403, 'The token does not have access to this location');
      return [200, { calendars: [...calendars.values()].filter((c) => c.locationId === q.get('locationId')) } satisfies CalendarsGetSuccessfulResponseDTO];
    }
    if (method === 'GET' && (path === '/calendars/events' || path === '/calendars/blocked-slots')) {
      if (!inLocation(q.get('locationId'))) return refuse(403, 'The token does not have access to this location');
      const from = Number(q.get('startTime'));
      const to = Number(q.get('endTime'));
      if (!Number.isFinite(from) || !Number.isFinite(to)) return refuse(422, 'startTime and endTime must be epoch milliseconds');
      if (!q.get('calendarId') && !q.get('userId') && !q.get('groupId')) return refuse(422, 'One of calendarId, userId or groupId is required');
      const store = path === '/calendars/events' ? appointments : blocked;
      const events = [...store.values()].filter((e) => e.locationId === q.get('locationId') && e.calendarId === q.get('calendarId') && overlaps(e, from, to));
      return [200, { events } satisfies GetCalendarEventsSuccessfulResponseDTO];
    }
    if (method === 'POST' && path === '/calendars/events/appointments') {
      const b = body as AppointmentCreateSchema;
      if (!b?.calendarId || !b.locationId || !b.contactId || !b.startTime) return refuse(422, 'calendarId, locationId, contactId and startTime are required');
      if (!inLocation(b.locationId) || calendarOf(b.calendarId)?.locationId !== b.locationId) return refuse(403, 'The token does not have access to this location');
      const id = nextId('appt');
      const end = b.endTime ?? new Date(Date.parse(b.startTime) + 30 * 60_000).toISOString();
      appointments.set(id, event(id, { ...b, endTime: end, appointmentStatus: b.appointmentStatus ?? 'confirmed' }));
      const answer: AppointmentSchemaResponse = { id, calendarId: b.calendarId, locationId: b.locationId, contactId: b.contactId, startTime: b.startTime, endTime: end, title: b.title, appointmentStatus: b.appointmentStatus ?? 'confirmed' };
      return [201, answer];
    }
    const appointment = /^\/calendars\/events\/appointments\/([^/]+)$/.exec(path);
    if (method === 'PUT' && appointment) {
      const found = appointments.get(decodeURIComponent(appointment[1]));
      if (!found || !inLocation(found.locationId)) return refuse(404, 'Appointment not found');
      const b = body as AppointmentEditSchema;
      Object.assign(found, definedOf(b), { dateUpdated: new Date().toISOString() });
      const answer: AppointmentSchemaResponse = { id: found.id, calendarId: found.calendarId, locationId: found.locationId, contactId: found.contactId, startTime: found.startTime, endTime: found.endTime, title: found.title, appointmentStatus: found.appointmentStatus };
      return [200, answer];
    }
    if (method === 'POST' && path === '/calendars/events/block-slots') {
      const b = body as BlockSlotCreateRequestDTO;
      if (!b?.calendarId || !b.locationId || !b.startTime || !b.endTime) return refuse(422, 'calendarId, locationId, startTime and endTime are required');
      if (!inLocation(b.locationId) || calendarOf(b.calendarId)?.locationId !== b.locationId) return refuse(403, 'The token does not have access to this location');
      const id = nextId('slot');
      blocked.set(id, event(id, { ...b, contactId: '', appointmentStatus: '' }));
      return [201, slotAnswer(blocked.get(id)!)];
    }
    const slot = /^\/calendars\/events\/block-slots\/([^/]+)$/.exec(path);
    if (method === 'PUT' && slot) {
      const found = blocked.get(decodeURIComponent(slot[1]));
      if (!found || !inLocation(found.locationId)) return refuse(404, 'Event not found');
      const b = body as BlockSlotEditRequestDTO;
      if (!inLocation(b?.locationId) || calendarOf(b.calendarId)?.locationId !== b.locationId) return refuse(403, 'The token does not have access to this location');
      Object.assign(found, definedOf(b), { dateUpdated: new Date().toISOString() });
      return [200, slotAnswer(found)];
    }
    const any = /^\/calendars\/events\/([^/]+)$/.exec(path);
    if (method === 'DELETE' && any) {
      const id = decodeURIComponent(any[1]);
      const store = appointments.has(id) ? appointments : blocked;
      const found = store.get(id);
      if (!found || !inLocation(found.locationId)) return refuse(404, 'Event not found');
      store.delete(id);
      return [200, { succeeded: true } satisfies DeleteEventSuccessfulResponseDto];
    }
    return refuse(404, `Cannot ${method} ${path}`);
  }

  function event(id: string, from: { calendarId: string; locationId: string; startTime?: string; endTime?: string; title?: string; contactId?: string; appointmentStatus?: string; description?: string }): CalendarEventDTO {
    const now = new Date().toISOString();
    return {
      id,
      title: from.title ?? '',
      calendarId: from.calendarId,
      locationId: from.locationId,
      contactId: from.contactId ?? '',
      groupId: '',
      appointmentStatus: from.appointmentStatus ?? '',
      assignedUserId: '',
      users: [],
      ...(from.description ? { description: from.description } : {}),
      startTime: from.startTime,
      endTime: from.endTime,
      dateAdded: now,
      dateUpdated: now,
    };
  }

  const slotAnswer = (e: CalendarEventDTO): BlockedSlotSuccessfulResponseDto => ({ id: e.id, locationId: e.locationId, title: e.title, startTime: e.startTime, endTime: e.endTime, calendarId: e.calendarId });

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      const url = new URL(req.url ?? '/', 'http://stand-in');
      const method = req.method ?? 'GET';
      const form = (req.headers['content-type'] ?? '').startsWith('application/x-www-form-urlencoded');
      let body: any = undefined;
      try {
        body = form ? new URLSearchParams(text) : text ? JSON.parse(text) : undefined;
      } catch {
        body = text;
      }
      requests.push({ method, path: url.pathname, query: url.searchParams, headers: req.headers, body });
      const answer = (status: number, value?: unknown, headers: Record<string, string> = {}) => {
        res.writeHead(status, { 'content-type': 'application/json', ...headers });
        res.end(value === undefined ? '' : JSON.stringify(value));
      };
      const failure = failures.shift();
      if (failure) return answer(failure.status, { statusCode: failure.status, message: `failed with ${failure.status}` }, failure.headers);

      if (method === 'POST' && url.pathname === '/oauth/token') {
        if (!form) return answer(415, { error: 'invalid_request', error_description: 'The token endpoint takes a form' });
        return answer(...tokenEndpoint(body as URLSearchParams));
      }
      if (req.headers.version !== VERSION) return answer(400, { statusCode: 400, message: 'Version header was not found or is not supported' });
      const bearer = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1];
      const tokenLocation = bearer ? tokens.get(bearer) : undefined;
      if (!tokenLocation) return answer(401, { statusCode: 401, message: 'Invalid JWT' });
      const [status, value] = api(method, url.pathname, url.searchParams, body, tokenLocation);
      if (loseNext === method) {
        loseNext = null;
        return req.socket.destroy();
      }
      answer(status, value);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    clientId: app.clientId,
    clientSecret: app.clientSecret,
    requests,
    /** The public key (PEM) of `x-ghl-signature` (Ed25519), for GOHIGHLEVEL_WEBHOOK_PUBLIC_KEY. */
    publicKeyPem: pem(ed25519.publicKey),
    /** The public key (PEM) of the legacy `x-wh-signature` (RSA-SHA256). */
    rsaPublicKeyPem: pem(rsa.publicKey),
    addLocation(location: { id: string; name?: string; timezone?: string }) {
      locations.set(location.id, { ...location, companyId: 'company-1' });
    },
    addCalendar(locationId: string, name: string): string {
      const id = nextId('cal');
      calendars.set(id, { id, locationId, name, isActive: true, calendarType: 'personal' });
      return id;
    },
    /** A private integration token for the location (made in its settings, outside Switchboard). */
    addPrivateToken(locationId: string): string {
      const token = `pit-${crypto.randomUUID()}`;
      tokens.set(token, locationId);
      return token;
    },
    /** A person's consent at the authorize page: the code HighLevel sends back to the redirect address. */
    authorize(input: { codeChallenge: string; redirectUri: string; locationId: string }): string {
      const code = crypto.randomBytes(12).toString('hex');
      codes.set(code, input);
      return code;
    },
    /** Every refresh from now on answers `invalid_grant` (the app was uninstalled, the grant revoked). */
    refuseRefresh(refuse = true) {
      refuseRefresh = refuse;
    },
    /** An appointment booked in HighLevel (by its booking widget or its owner). */
    addAppointment(calendarId: string, a: { startTime: string; endTime: string; title?: string; appointmentStatus?: string; description?: string }): string {
      const cal = calendars.get(calendarId)!;
      const id = nextId('appt');
      appointments.set(id, event(id, { ...a, calendarId, locationId: cal.locationId, contactId: 'contact-1', appointmentStatus: a.appointmentStatus ?? 'confirmed' }));
      return id;
    },
    /** A stretch the owner blocked in HighLevel. */
    addBlockedSlot(calendarId: string, s: { startTime: string; endTime: string; title?: string }): string {
      const cal = calendars.get(calendarId)!;
      const id = nextId('slot');
      blocked.set(id, event(id, { ...s, calendarId, locationId: cal.locationId }));
      return id;
    },
    blockedSlots: (calendarId: string) => [...blocked.values()].filter((e) => e.calendarId === calendarId),
    appointment: (id: string) => appointments.get(id),
    /** The next requests answer these statuses (with these headers) instead, one each. */
    failNext(status: number, headers: Record<string, string> = {}) {
      failures.push({ status, headers });
    },
    /** The next API request of this method is carried out, and its answer lost on the way (the connection drops). */
    loseNextAnswer(method = 'POST') {
      loseNext = method;
    },
    /** The settings that point the driver at this stand-in, for `Object.assign(config, …)`. */
    config: () => ({
      GOHIGHLEVEL_API_BASE_URL: `http://127.0.0.1:${port}`,
      GOHIGHLEVEL_AUTHORIZE_URL: `http://127.0.0.1:${port}/oauth/chooselocation`,
      GOHIGHLEVEL_CLIENT_ID: app.clientId,
      GOHIGHLEVEL_CLIENT_SECRET: app.clientSecret,
      GOHIGHLEVEL_WEBHOOK_PUBLIC_KEY: pem(ed25519.publicKey),
    }),
    /** A webhook body as HighLevel sends it, signed with the stand-in's Ed25519 key, or its RSA key as the legacy header. */
    signedWebhook(payload: unknown, scheme: 'ed25519' | 'rsa' = 'ed25519'): { raw: string; headers: Record<string, string> } {
      const raw = JSON.stringify(payload);
      const data = Buffer.from(raw, 'utf8');
      const headers: Record<string, string> =
        scheme === 'ed25519'
          ? { 'x-ghl-signature': crypto.sign(null, data, ed25519.privateKey).toString('base64') }
          : { 'x-wh-signature': crypto.sign('sha256', data, rsa.privateKey).toString('base64') };
      return { raw, headers: { 'content-type': 'application/json', ...headers } };
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type HighLevelStandIn = Awaited<ReturnType<typeof startHighLevelStandIn>>;

/** The fields of an update that were given (an update leaves the others as they were). */
function definedOf<T extends object>(changes: T): Partial<T> {
  return Object.fromEntries(Object.entries(changes ?? {}).filter(([, v]) => v !== undefined)) as Partial<T>;
}
