import { createHmac } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { Webhook } from 'standardwebhooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { drainEmbeddedWorker, startEmbeddedWorker } from '../../jobs/worker';
import { createEvent } from '../calendar/service';
import { accountWithWebhooks } from '../../testing/webhook-fixtures';
import { startReceiver, type Receiver } from '../../testing/webhook-receiver';

let rx: Receiver;
beforeAll(async () => {
  rx = await startReceiver();
});
afterAll(async () => {
  await drainEmbeddedWorker(10_000);
  // Let a pass already under way finish before the database closes.
  await sleep(500);
  await rx.close();
});

async function until<T>(probe: () => T | undefined, what: string, limitMs = 15_000): Promise<T> {
  for (const start = Date.now(); Date.now() - start < limitMs; await sleep(50)) {
    const value = probe();
    if (value) return value;
  }
  throw new Error(`gave up waiting for ${what}`);
}

describe('embedded worker', () => {
  it('delivers a signed calendar.created for a new calendar event, with no one calling it', async () => {
    const { actor, db, webhooks } = await accountWithWebhooks([{ url: `${rx.url}/calendar`, events: ['calendar.created'] }]);
    startEmbeddedWorker();
    const start = new Date(Date.now() + 2 * 86_400_000);
    const created = await createEvent(db, actor, {
      title: 'Demo with Ada',
      start_time: start.toISOString(),
      end_time: new Date(start.getTime() + 30 * 60_000).toISOString(),
    });

    const req = await until(() => rx.requests.find((r) => r.path === '/calendar'), 'the calendar.created delivery');
    expect(req.headers['x-klen-event']).toBe('calendar.created');
    const secret = webhooks[0].secret;
    expect(req.headers['x-klen-signature']).toBe(createHmac('sha256', secret).update(req.body).digest('hex'));
    expect(new Webhook(secret).verify(req.body, req.headers as Record<string, string>)).toMatchObject({
      event_type: 'calendar.created',
      calendar_event: { id: created.id, uuid: created.uuid, title: 'Demo with Ada' },
      timestamp: expect.any(String),
    });
  });
});
