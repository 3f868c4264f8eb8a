import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { config } from '../../../config';
import { type HighLevelStandIn, startHighLevelStandIn } from '../../../testing/stand-ins/gohighlevel';
import { CalendarAuthError, type CalendarCredentials, CalendarRateLimitedError, CalendarRequestError } from '../calendar-port';
import { gohighlevelCalendar } from './calendar';

// Linking by a private integration token and the API's refusals, over real HTTP against the stand-in.

let ghl: HighLevelStandIn;
let saved: Partial<typeof config>;
let pit: CalendarCredentials;

beforeAll(async () => {
  ghl = await startHighLevelStandIn();
  ghl.addLocation({ id: 'loc-1', name: 'Riverside Salon', timezone: 'Europe/Lisbon' });
  ghl.addCalendar('loc-1', 'Haircuts');
  ghl.addCalendar('loc-1', 'Colour');
  ghl.addCalendar('loc-other', 'Someone else\'s');
  pit = { kind: 'token', token: ghl.addPrivateToken('loc-1'), locationId: 'loc-1' };
  const values = ghl.config();
  saved = Object.fromEntries(Object.keys(values).map((k) => [k, config[k as keyof typeof config]]));
  // Linking by a token needs no OAuth app.
  Object.assign(config, { ...values, GOHIGHLEVEL_CLIENT_ID: undefined, GOHIGHLEVEL_CLIENT_SECRET: undefined });
});

afterAll(async () => {
  Object.assign(config, saved);
  await ghl.close();
});

describe('listing a HighLevel location\'s calendars', () => {
  it('links by a private integration token: the location\'s calendars, named for it, in its zone', async () => {
    const listed = await gohighlevelCalendar.listCalendars(pit);
    expect(listed.accountLabel).toBe('Riverside Salon');
    expect(listed.calendars).toEqual([
      { externalId: expect.any(String), name: 'Haircuts', timeZone: 'Europe/Lisbon', primary: false },
      { externalId: expect.any(String), name: 'Colour', timeZone: 'Europe/Lisbon', primary: false },
    ]);
    const sent = ghl.requests.filter((r) => r.path === '/calendars/');
    expect(sent.at(-1)!.query.get('locationId')).toBe('loc-1');
    expect(sent.at(-1)!.headers.version).toBe('2021-04-15');
    expect(sent.at(-1)!.headers.authorization).toBe(`Bearer ${(pit as { token: string }).token}`);
  });

  it('names a location it cannot read by its id, in UTC', async () => {
    const token = ghl.addPrivateToken('loc-unnamed');
    ghl.addCalendar('loc-unnamed', 'Main');
    await expect(gohighlevelCalendar.listCalendars({ kind: 'token', token, locationId: 'loc-unnamed' })).resolves.toEqual({
      accountLabel: 'loc-unnamed',
      calendars: [expect.objectContaining({ name: 'Main', timeZone: 'UTC' })],
    });
  });

  it('reads a token HighLevel refuses as CalendarAuthError', async () => {
    await expect(gohighlevelCalendar.listCalendars({ kind: 'token', token: 'pit-wrong', locationId: 'loc-1' })).rejects.toBeInstanceOf(CalendarAuthError);
  });

  it('reads any other refusal as CalendarRequestError with HighLevel\'s words and status', async () => {
    const err = await gohighlevelCalendar.listCalendars({ ...pit, locationId: 'loc-other' } as CalendarCredentials).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(CalendarRequestError);
    expect(err).toMatchObject({ status: 403, message: expect.stringContaining('does not have access to this location') });
  });

  it('reads 429 as a request to wait: Retry-After, else HighLevel\'s burst window', async () => {
    ghl.failNext(429, { 'retry-after': '7' });
    ghl.failNext(429, { 'retry-after': '7' });
    const err = await gohighlevelCalendar.listCalendars(pit).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(CalendarRateLimitedError);
    expect((err as CalendarRateLimitedError).retryAfterMs).toBe(7000);

    ghl.failNext(429, { 'x-ratelimit-interval-milliseconds': '10000', 'x-ratelimit-max': '100', 'x-ratelimit-remaining': '0' });
    ghl.failNext(429, { 'x-ratelimit-interval-milliseconds': '10000', 'x-ratelimit-max': '100', 'x-ratelimit-remaining': '0' });
    const windowed = await gohighlevelCalendar.listCalendars(pit).catch((e: unknown) => e);
    expect(windowed).toMatchObject({ name: 'CalendarRateLimitedError', retryAfterMs: 10_000 });
  });

  it('refuses password credentials, which HighLevel has none of', async () => {
    await expect(gohighlevelCalendar.listCalendars({ kind: 'password', serverUrl: 'https://x', username: 'u', password: 'p' })).rejects.toBeInstanceOf(CalendarAuthError);
  });
});
