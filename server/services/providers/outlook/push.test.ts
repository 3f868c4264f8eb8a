import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { config } from '../../../config';
import { startGraphStandIn, type GraphStandIn } from '../../../testing/stand-ins/microsoft-graph';
import { CalendarRequestError, PushRefusedError, type CalendarCredentials, type ExternalCalendar, type PushNotice } from '../calendar-port';
import { outlookCalendar } from './calendar';
import { SUBSCRIPTION_MINUTES } from './push';

let graph: GraphStandIn;
let creds: CalendarCredentials;
let receiver: http.Server;
let address: string;
const saved = { ...config };
const cal: ExternalCalendar = { externalId: 'cal-primary', name: 'Calendar', timeZone: 'UTC', primary: true };
const read: PushNotice[] = [];
let answerHandshakes = true;

/** The notification address: it answers what the driver read, as the app's push route would. */
function startReceiver() {
  return http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      try {
        const notice = outlookCalendar.readPush!({ raw: Buffer.concat(chunks).toString('utf8'), headers: new Headers(), url: new URL(req.url ?? '/', address) });
        read.push(notice);
        if (notice.kind === 'handshake' && answerHandshakes) {
          res.writeHead(200, { 'content-type': 'text/plain' });
          return res.end(notice.body);
        }
        res.writeHead(202);
        res.end();
      } catch {
        res.writeHead(400);
        res.end();
      }
    });
  });
}

beforeAll(async () => {
  graph = await startGraphStandIn();
  Object.assign(config, graph.config);
  const t = graph.grant();
  creds = { kind: 'oauth', accessToken: t.accessToken, refreshToken: t.refreshToken, expiresAt: null };
  receiver = startReceiver();
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  address = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/api/calendar/push/outlook`;
});
afterAll(async () => {
  Object.assign(config, saved);
  await graph.close();
  receiver.closeAllConnections();
  await new Promise<void>((resolve) => receiver.close(() => resolve()));
});

describe('Outlook push', () => {
  it('subscribes once the handshake is answered, hears a change with its secret, and stops', async () => {
    const startedAt = Date.now();
    const channel = await outlookCalendar.push!.watch(creds, cal, { address, channelId: 'switchboard-chosen', secret: 's3cret' });
    expect(read[0]).toEqual({ kind: 'handshake', body: expect.stringMatching(/^validate/) });
    const sub = graph.subscription(channel.channelId)!;
    expect(channel.channelId).not.toBe('switchboard-chosen');
    expect(channel.resourceId).toBe(channel.channelId);
    expect(sub).toMatchObject({ changeType: 'created,updated,deleted', notificationUrl: address, resource: '/me/calendars/cal-primary/events', clientState: 's3cret' });
    expect(channel.expiresAt.getTime() - startedAt).toBeGreaterThan((SUBSCRIPTION_MINUTES - 1) * 60_000);
    expect(channel.expiresAt.getTime() - startedAt).toBeLessThanOrEqual(4230 * 60_000);

    expect(await graph.notify(channel.channelId)).toBe(202);
    expect(read.at(-1)).toEqual({ kind: 'changed', notices: [{ channelId: channel.channelId, secret: 's3cret' }] });

    await outlookCalendar.push!.stop(creds, channel);
    expect(graph.subscription(channel.channelId)).toBeUndefined();
    await expect(outlookCalendar.push!.stop(creds, channel)).resolves.toBeUndefined();
  });

  it('is refused a subscription when the address does not echo the handshake', async () => {
    answerHandshakes = false;
    const err = await outlookCalendar.push!.watch(creds, cal, { address, channelId: 'x', secret: 's' }).catch((e: unknown) => e);
    answerHandshakes = true;
    expect(err).toBeInstanceOf(CalendarRequestError);
    expect((err as Error).message).toMatch(/400.*validation request failed/);
  });

  it('refuses forged or junk pushes', () => {
    const url = new URL(address);
    const refuse = (raw: string) => expect(() => outlookCalendar.readPush!({ raw, headers: new Headers(), url })).toThrow(PushRefusedError);
    refuse('not json');
    refuse('null');
    refuse('{}');
    refuse('{"value":[]}');
    refuse('{"value":[{"clientState":"s"}]}');
    refuse('{"value":[{"subscriptionId":42}]}');
    refuse('{"value":[{"subscriptionId":"a","clientState":{"x":1}}]}');
    refuse('[1,2]');
    expect(() => outlookCalendar.readPush!({ raw: '', headers: new Headers(), url: new URL(`${address}?validationToken=`) })).toThrow(PushRefusedError);
    expect(outlookCalendar.readPush!({ raw: '{"value":[{"subscriptionId":"a"}]}', headers: new Headers(), url })).toEqual({ kind: 'changed', notices: [{ channelId: 'a' }] });
  });
});
