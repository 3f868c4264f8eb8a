import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { config } from '../../../config';
import { startGoogleCalendarStandIn, type GoogleCalendarStandIn } from '../../../testing/stand-ins/google-calendar';
import { startReceiver, type ReceivedRequest, type Receiver } from '../../../testing/webhook-receiver';
import { PushRefusedError, type CalendarCredentials, type ExternalCalendar } from '../calendar-port';
import { googleCalendar } from './calendar';

// Google's push channels: opened on a calendar's events, their messages read from the headers Google sends, and
// stopped, over real HTTP against the stand-in and a local receiver.

let google: GoogleCalendarStandIn;
let receiver: Receiver;
let saved: Record<string, unknown>;
let creds: CalendarCredentials;
let cal: ExternalCalendar;

beforeAll(async () => {
  google = await startGoogleCalendarStandIn();
  receiver = await startReceiver();
  saved = Object.fromEntries(Object.keys(google.config).map((k) => [k, config[k as keyof typeof config]]));
  Object.assign(config, google.config);
  creds = { kind: 'oauth', ...google.grant('owner@example.com'), expiresAt: null };
  cal = (await googleCalendar.listCalendars(creds)).calendars[0];
});
afterAll(async () => {
  Object.assign(config, saved);
  await Promise.all([google.close(), receiver.close()]);
});

/** A received request as the app's route would hand it to the driver. */
const asPush = (r: ReceivedRequest) => {
  const headers = new Headers();
  for (const [k, v] of Object.entries(r.headers)) if (typeof v === 'string') headers.set(k, v);
  return { raw: r.body, headers, url: new URL(r.path, receiver.url) };
};

async function until<T>(find: () => T | undefined): Promise<T> {
  for (let i = 0; i < 100; i++) {
    const found = find();
    if (found !== undefined) return found;
    await new Promise((r) => setTimeout(r, 20));
  }
  throw new Error('nothing arrived');
}

describe('a push channel', () => {
  it('opens on the calendar, carries its secret to each message, and stops', async () => {
    const channelId = randomUUID();
    const secret = 'channel-secret-1';
    const before = Date.now();
    const channel = await googleCalendar.push!.watch(creds, cal, { address: `${receiver.url}/api/calendar/push/google`, channelId, secret });
    expect(channel).toEqual({ channelId, resourceId: expect.any(String), expiresAt: expect.any(Date) });
    expect(channel.expiresAt.getTime()).toBeGreaterThan(before + 6 * 86_400_000);
    expect(google.requests.at(-1)!.body).toEqual({ id: channelId, type: 'web_hook', address: `${receiver.url}/api/calendar/push/google`, token: secret });

    // The first message (`sync`) comes as the channel opens, and counts like any other.
    const sync = await until(() => receiver.requests.find((r) => r.headers['x-goog-channel-id'] === channelId));
    expect(sync.headers['x-goog-resource-state']).toBe('sync');
    expect(googleCalendar.readPush!(asPush(sync))).toEqual({ kind: 'changed', notices: [{ channelId, secret }] });

    expect(await google.notify(channelId)).toBe(200);
    const change = receiver.requests.filter((r) => r.headers['x-goog-channel-id'] === channelId).at(-1)!;
    expect(change.headers['x-goog-resource-state']).toBe('exists');
    expect(googleCalendar.readPush!(asPush(change))).toEqual({ kind: 'changed', notices: [{ channelId, secret }] });

    await googleCalendar.push!.stop(creds, channel);
    expect(google.channel(channelId)).toBeUndefined();
    // Already stopped at Google (404) is stopped.
    await googleCalendar.push!.stop(creds, channel);
  });

  it("fails with Google's words when it refuses the channel", async () => {
    const channelId = randomUUID();
    await googleCalendar.push!.watch(creds, cal, { address: `${receiver.url}/a`, channelId, secret: 's' });
    await expect(googleCalendar.push!.watch(creds, cal, { address: `${receiver.url}/a`, channelId, secret: 's' }))
      .rejects.toMatchObject({ name: 'CalendarRequestError', status: 400, message: expect.stringContaining('not unique') });
  });
});

describe('reading a push request', () => {
  it('refuses one without a channel id', () => {
    const headers = new Headers({ 'x-goog-resource-state': 'exists', 'x-goog-channel-token': 'secret' });
    expect(() => googleCalendar.readPush!({ raw: '', headers, url: new URL('https://switchboard.example/p') })).toThrow(PushRefusedError);
  });

  it('leaves the secret out when the message carries none, for the domain to refuse', () => {
    const headers = new Headers({ 'x-goog-channel-id': 'c1', 'x-goog-resource-state': 'exists' });
    expect(googleCalendar.readPush!({ raw: '', headers, url: new URL('https://switchboard.example/p') })).toEqual({ kind: 'changed', notices: [{ channelId: 'c1' }] });
  });
});
