import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dropRadicaleCalendars, makeRadicaleCalendar, RADICALE_USERS, radicaleUrl } from '../../../testing/radicale';
import { CalendarAuthError, type CalendarCredentials, CalendarRateLimitedError, CalendarRequestError } from '../calendar-port';
import { caldavCalendar } from './calendar';

// Linking a CalDAV account: discovery from the server URL on a real Radicale, and what a server that is not one,
// or refuses the password, or does not answer, is told as.

let serverUrl: string;
let html: http.Server;
let htmlUrl: string;
const alice = (url = serverUrl): CalendarCredentials => ({ kind: 'password', serverUrl: url, username: 'alice', password: RADICALE_USERS.alice });

beforeAll(async () => {
  serverUrl = await radicaleUrl();
  html = http.createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    res.end('<!doctype html><title>Welcome</title><p>Our shop</p>');
  });
  await new Promise<void>((resolve) => html.listen(0, '127.0.0.1', resolve));
  htmlUrl = `http://127.0.0.1:${(html.address() as AddressInfo).port}/`;
});
afterAll(async () => {
  await new Promise((resolve) => html.close(resolve));
  await dropRadicaleCalendars();
});

describe('listCalendars', () => {
  it('finds the account calendars from the bare server URL, with their names and zones', async () => {
    const ny = await makeRadicaleCalendar('alice', RADICALE_USERS.alice, 'Work NY', 'America/New_York');
    const plain = await makeRadicaleCalendar('alice', RADICALE_USERS.alice, 'Plain');
    const { accountLabel, calendars } = await caldavCalendar.listCalendars(alice());
    expect(accountLabel).toBe('alice');
    expect(calendars.find((c) => c.externalId === ny)).toMatchObject({ name: 'Work NY', timeZone: 'America/New_York' });
    expect(calendars.find((c) => c.externalId === plain)).toMatchObject({ name: 'Plain', timeZone: 'UTC' });
    expect(calendars.filter((c) => c.primary)).toEqual([calendars[0]]);
    expect(calendars.every((c) => c.externalId.startsWith(`${serverUrl}alice/`))).toBe(true);
  });

  it('shows a user only their own calendars', async () => {
    const bobs = await makeRadicaleCalendar('bob', RADICALE_USERS.bob, 'Bob only');
    const { calendars } = await caldavCalendar.listCalendars(alice());
    expect(calendars.map((c) => c.externalId)).not.toContain(bobs);
  });

  it('says a wrong password is refused', async () => {
    const wrong: CalendarCredentials = { kind: 'password', serverUrl, username: 'alice', password: 'not-it' };
    const err = await caldavCalendar.listCalendars(wrong).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(CalendarAuthError);
    expect((err as Error).message).toBe('The CalDAV server refused the username or password');
  });

  it('names what a web server that is not a CalDAV server answered', async () => {
    const err = await caldavCalendar.listCalendars(alice(htmlUrl)).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(CalendarRequestError);
    expect((err as Error).message).toContain(`${htmlUrl} is not a CalDAV server`);
    expect((err as Error).message).toContain('200');
    expect((err as Error).message).toContain('text/html');
  });

  it('says nothing answered when the connection is refused', async () => {
    const closed = http.createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));
    const err = await caldavCalendar.listCalendars(alice(`http://127.0.0.1:${port}/`)).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(CalendarRequestError);
    expect((err as Error).message).toContain('connection refused');
  });

  it('says when the server asks to wait (429, 503 with Retry-After), on linking and on reading', async () => {
    let status = 429;
    const busy = http.createServer((_req, res) => {
      res.writeHead(status, { 'retry-after': '7', 'content-type': 'text/plain' });
      res.end('slow down');
    });
    await new Promise<void>((resolve) => busy.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(busy.address() as AddressInfo).port}/`;
    try {
      const err = await caldavCalendar.listCalendars(alice(url)).catch((e: unknown) => e);
      expect(err).toBeInstanceOf(CalendarRateLimitedError);
      expect((err as CalendarRateLimitedError).retryAfterMs).toBe(7000);
      status = 503;
      const calendar = { externalId: `${url}alice/cal/`, name: 'cal', timeZone: 'UTC', primary: true };
      const window = { start: new Date('2026-11-01T00:00:00Z'), end: new Date('2026-12-01T00:00:00Z') };
      const read = await caldavCalendar.changes(alice(url), calendar, 'sync:token-1', window).catch((e: unknown) => e);
      expect(read).toBeInstanceOf(CalendarRateLimitedError);
    } finally {
      await new Promise((resolve) => busy.close(resolve));
    }
  });

  it('needs no configuration and keeps no push', () => {
    expect(caldavCalendar.configured()).toBe(true);
    expect(caldavCalendar.push).toBeUndefined();
    expect(caldavCalendar.readPush).toBeUndefined();
  });
});
