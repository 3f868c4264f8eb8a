/**
 * The seam to a person's outside calendars (Google Calendar, Microsoft Graph, CalDAV, HighLevel): one driver folder
 * each under providers/ (`google/`, `outlook/`, `caldav/`, `gohighlevel/`), like the voice drivers, each answering
 * `CalendarProvider`. A driver translates: its API's events into time blocks and changes, Switchboard's events into
 * its API's. The calendar domain (services/calendar/linked/) decides what blocks a slot, keeps the cache, refreshes
 * and seals credentials, and records what was written. Inputs are narrow: opened credentials and a calendar's ids,
 * never a row of the domain. Drivers import nothing from the domain.
 */

export type CalendarProviderName = 'google' | 'outlook' | 'caldav' | 'gohighlevel';
export const calendarProviderNames = ['google', 'outlook', 'caldav', 'gohighlevel'] as const satisfies readonly CalendarProviderName[];

/** A linked account's credentials, opened from their sealed form only for the request at hand. */
export type CalendarCredentials =
  | {
    kind: 'oauth';
    accessToken: string;
    refreshToken: string | null;
    /** When the access token expires; the domain refreshes a few minutes before. */
    expiresAt: string | null;
    /** HighLevel's OAuth grants one location (sub-account). */
    locationId?: string;
  }
  | { kind: 'password'; serverUrl: string; username: string; password: string }
  /** A HighLevel private integration token, bound to one location. */
  | { kind: 'token'; token: string; locationId: string };

/** One calendar of a linked account, as the provider lists it. */
export interface ExternalCalendar {
  /** The provider's id: Google calendar id, Graph calendar id, CalDAV collection URL, HighLevel calendar id. */
  externalId: string;
  name: string;
  /** IANA zone (a driver reads Windows zone names into IANA ones with windows-iana). */
  timeZone: string;
  primary: boolean;
}

/**
 * One stretch of time in an outside calendar. A recurring series arrives expanded: one per instance, exceptions
 * applied, all sharing the series' `objectId`.
 */
export interface ExternalEvent {
  /**
   * The provider item the time comes from (a Google or Graph event id, a CalDAV object's href, a HighLevel
   * appointment id). Changes replace all of an object's times at once, so a series that loses an instance loses
   * its block. A provider that reports changes one occurrence at a time (Graph's delta, Google's single events)
   * gives each occurrence its own object id.
   */
  objectId: string;
  /** Unique within the calendar: the object id, or the object id and the instance's start for a series. */
  instanceId: string;
  start: Date;
  end: Date;
  /** An all-day event, already read as its whole days in the calendar's own zone. */
  allDay: boolean;
  /**
   * Whether it blocks time: false for Google `transparent` or declined-by-the-owner, Graph `free` or
   * `workingElsewhere`, CalDAV `TRANSPARENT` or `CANCELLED`.
   */
  busy: boolean;
  /** The UUID of the Switchboard event this is a copy of, when Switchboard wrote it (never counted twice). */
  ownEventId?: string;
  /** The event's title, for the dashboard's preview (never used to decide). */
  title?: string;
}

/** What changed in a calendar since the last cursor. */
export interface CalendarChanges {
  /** Objects added or changed, with all their instances in the window. */
  upserted: ExternalEvent[];
  /** Objects gone: deleted or cancelled at the provider, or with no time left in the window. */
  removed: string[];
  /** The provider's cursor for the next incremental read (sync token, delta link, sync-collection token). */
  cursor: string | null;
  /**
   * This is a full read of the window (no cursor was given, the provider has none, or it refused the one given:
   * Google's 410): whatever it does not list is gone.
   */
  full: boolean;
}

/** The stretch of time the cache holds: from a day ago to some months ahead. */
export interface TimeWindow {
  start: Date;
  end: Date;
}

/** An event Switchboard writes out; `id` is its UUID, from which every provider's write is made idempotent. */
export interface OutgoingEvent {
  id: string;
  title: string;
  description: string;
  start: Date;
  end: Date;
  timeZone: string;
  location: string | null;
  customerName: string;
  customerEmail: string;
}

/** A push channel or subscription the provider keeps for one calendar. */
export interface PushChannel {
  channelId: string;
  /** Google's resource id (needed to stop the channel), Graph's subscription id. */
  resourceId: string | null;
  expiresAt: Date;
}

/** What a push request said, once the driver read it. */
export type PushNotice =
  /** Graph's subscription handshake: answer the token as text/plain. */
  | { kind: 'handshake'; body: string }
  /**
   * Calendars that changed. Google and Graph name the channel and carry the secret given at `watch` (the domain
   * compares it); HighLevel's signature is checked by the driver and names the location and calendar.
   */
  | { kind: 'changed'; notices: { channelId?: string; secret?: string; locationId?: string; externalCalendarId?: string }[] };

/** The provider refused the credentials for good (`invalid_grant`, a revoked token, a wrong password). */
export class CalendarAuthError extends Error {
  override name = 'CalendarAuthError';
}

/** The provider asked to wait (429 or 503 with `Retry-After`). */
export class CalendarRateLimitedError extends Error {
  override name = 'CalendarRateLimitedError';
  constructor(message: string, readonly retryAfterMs: number) {
    super(message);
  }
}

/** Any other failed request: what the provider answered, in words fit for the connection's `last_error`. */
export class CalendarRequestError extends Error {
  override name = 'CalendarRequestError';
  constructor(message: string, readonly status?: number) {
    super(message);
  }
}

/** A push request that does not prove it came from the provider (bad signature, unknown shape). */
export class PushRefusedError extends Error {
  override name = 'PushRefusedError';
}

export interface CalendarProvider {
  readonly name: CalendarProviderName;
  /** Whether this deployment can link it (an OAuth client is configured; CalDAV needs nothing). */
  configured(): boolean;
  /** OAuth 2.0 authorization code with PKCE (S256). */
  oauth?: {
    authorizationUrl(input: { state: string; codeChallenge: string; redirectUri: string }): string;
    /** Trades the code; throws CalendarAuthError when the provider refuses it. */
    exchange(input: { code: string; codeVerifier: string; redirectUri: string }): Promise<CalendarCredentials>;
    /** Throws CalendarAuthError on `invalid_grant` (the domain marks the connection `needs_reauth`). */
    refresh(credentials: CalendarCredentials): Promise<CalendarCredentials>;
    /** Revokes the grant where the provider can; failures are ignored by the caller. */
    revoke?(credentials: CalendarCredentials): Promise<void>;
  };
  /**
   * The account's name (an email, a username, a location's name) and its calendars. For password and token
   * credentials this is also the check at link time: CalendarAuthError for a wrong password, CalendarRequestError
   * naming what the server answered for anything else (not a CalDAV server).
   */
  listCalendars(credentials: CalendarCredentials): Promise<{ accountLabel: string; calendars: ExternalCalendar[] }>;
  /** The events in one window, asked live (the booking's check when the cache is old). */
  eventsIn(credentials: CalendarCredentials, calendar: ExternalCalendar, window: TimeWindow): Promise<ExternalEvent[]>;
  /** Changes since `cursor` (null: a full read of `window`). */
  changes(credentials: CalendarCredentials, calendar: ExternalCalendar, cursor: string | null, window: TimeWindow): Promise<CalendarChanges>;
  /**
   * Writes (or rewrites) the event. A retried write never makes a second copy: the id comes from the event's
   * UUID, or the provider is asked for it first. `knownId`: the provider's id from an earlier write, when known.
   */
  write(credentials: CalendarCredentials, calendar: ExternalCalendar, event: OutgoingEvent, knownId: string | null): Promise<{ externalEventId: string }>;
  /** Deletes the copy; one already gone is not an error. */
  remove(credentials: CalendarCredentials, calendar: ExternalCalendar, externalEventId: string): Promise<void>;
  /** Push channels (Google watch, Graph subscriptions); HighLevel's webhooks are set up in its app and need none. */
  push?: {
    /** Where under /api/integrations/ this server receives the provider's pushes (the route its driver reads). */
    route: string;
    watch(credentials: CalendarCredentials, calendar: ExternalCalendar, input: { address: string; channelId: string; secret: string }): Promise<PushChannel>;
    stop(credentials: CalendarCredentials, channel: PushChannel): Promise<void>;
  };
  /** Reads a push request (the raw body and headers); throws PushRefusedError when it cannot be trusted. */
  readPush?(req: { raw: string; headers: Headers; url: URL }): PushNotice;
}
