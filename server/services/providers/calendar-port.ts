import type { Database } from '../../db/types';

/**
 * The seam to a person's outside calendars (Google Calendar, Microsoft Graph, CalDAV, HighLevel): one driver folder
 * each under providers/, like the voice drivers, answering `CalendarProvider`. A driver translates (its API's
 * events into busy blocks and changes, Switchboard's events into its API's); the calendar domain decides what blocks
 * a slot, keeps the cache and records what was written. Inputs are narrow: the connection's opened credentials and
 * the calendar's ids, never a row of the domain.
 */

export type CalendarProviderName = 'google' | 'outlook' | 'caldav' | 'gohighlevel';

/** A linked account's credentials, opened from their sealed form only for the request at hand. */
export type CalendarCredentials =
  | { kind: 'oauth'; accessToken: string; refreshToken: string | null; expiresAt: Date | null }
  | { kind: 'password'; serverUrl: string; username: string; password: string }
  | { kind: 'token'; token: string; locationId: string };

/** One calendar of a linked account, as the provider lists it. */
export interface ExternalCalendar {
  externalId: string;
  name: string;
  /** IANA zone (a driver reads Windows zone names into IANA ones). */
  timeZone: string;
  primary: boolean;
}

/** Time an outside calendar holds. `ownEventId`: an event Switchboard wrote there (never counted twice). */
export interface BusyBlock {
  externalEventId: string;
  start: Date;
  end: Date;
  allDay: boolean;
  ownEventId?: string;
}

/** What changed in a calendar since the last cursor: busy blocks kept or gone, by the provider's event id. */
export interface CalendarChanges {
  upserted: BusyBlock[];
  removed: string[];
  /** The provider's cursor for the next incremental read (sync token, delta link, sync-collection token). */
  cursor: string | null;
  /** The cursor was refused (Google's 410): this is a full read, and what it does not list is gone. */
  full: boolean;
}

/** An event Switchboard writes out; `id` is its UUID, from which every provider's write is made idempotent. */
export interface OutgoingEvent {
  id: string;
  title: string;
  description: string;
  start: Date;
  end: Date;
  timeZone: string;
}

export interface CalendarProvider {
  readonly name: CalendarProviderName;
  /** Whether this deployment is configured to link it (OAuth client, or nothing needed for CalDAV). */
  configured(): boolean;
  /** OAuth 2.0 with PKCE: where the person grants access, and the trade of the code for tokens. */
  oauth?: {
    authorizationUrl(input: { state: string; codeChallenge: string; redirectUri: string }): string;
    exchange(input: { code: string; codeVerifier: string; redirectUri: string }): Promise<CalendarCredentials>;
    /** Throws a refusal the domain records as `needs_reauth` (`invalid_grant`). */
    refresh(credentials: CalendarCredentials): Promise<CalendarCredentials>;
  };
  listCalendars(credentials: CalendarCredentials): Promise<ExternalCalendar[]>;
  /** Busy time in one window, asked live (the booking's check when the cache is old). */
  busy(credentials: CalendarCredentials, calendar: ExternalCalendar, window: { start: Date; end: Date }): Promise<BusyBlock[]>;
  /** Changes since `cursor` (null: a full read). */
  changes(credentials: CalendarCredentials, calendar: ExternalCalendar, cursor: string | null): Promise<CalendarChanges>;
  /** Writes (or rewrites) the event; a retried write never makes a second copy. Answers the provider's id. */
  write(credentials: CalendarCredentials, calendar: ExternalCalendar, event: OutgoingEvent): Promise<{ externalEventId: string }>;
  remove(credentials: CalendarCredentials, calendar: ExternalCalendar, externalEventId: string): Promise<void>;
  /** Push: a request proved to come from the provider, read as the calendars it says changed. */
  push?: {
    verify(db: Database, req: { raw: string; headers: Headers; url: string }): Promise<void>;
    parse(body: unknown, headers: Headers): { externalCalendarIds: string[] } | { handshake: string };
  };
}
