import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getDb } from '@/server/db/client';
import { workOnce } from '@/server/jobs/worker';
import { newAccount, type TestAccount } from '@/server/testing/fixtures';
import { routeIndex } from '@/app/api/v1/route-index';
import { buildOpenApiDocument } from './document';
import type { JsonSchema } from './json-schema';
import { api } from '@/app/_testing/openapi-samples/api';
import { eventBody } from '@/app/_testing/openapi-samples/calendar';
import { initiateBody } from '@/app/_testing/openapi-samples/calls';
import { documentValidator } from '../testing/openapi-validator';
import { documentedEvents } from './webhook-payloads';

// Real deliveries, received over HTTP by a local endpoint, checked against the document's `webhooks`.
interface Received {
  headers: http.IncomingHttpHeaders;
  body: string;
}

let received: Received[] = [];
let server: http.Server;
let url: string;
let doc: JsonSchema;
let check: ReturnType<typeof documentValidator>;

beforeAll(async () => {
  doc = await buildOpenApiDocument(routeIndex);
  check = documentValidator(doc);
  server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      received.push({ headers: req.headers, body: Buffer.concat(chunks).toString('utf8') });
      res.writeHead(204).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/hook`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

/** Runs the worker at `now` until nothing is left to do (bounded, so a loop bug fails instead of hanging). */
async function drain(now = new Date()) {
  const db = await getDb();
  for (let pass = 0; (await workOnce(db, now)) > 0; pass++) if (pass > 50) throw new Error('work did not drain');
}

async function subscribedAccount(): Promise<TestAccount> {
  const acct = await newAccount();
  await api(acct, 'POST', '/api/v1/webhooks/create', { body: { name: 'All events', url, subscribed_events: [...documentedEvents.slice(0, 11)] } });
  return acct;
}

const webhookHeaders = (doc: JsonSchema, event: string) =>
  ((doc.webhooks as any)[event].post.parameters as { name: string; schema: { pattern?: string; enum?: string[] } }[]);

/** Checks each delivery's body and headers against the document; returns the event names seen. */
function checkDeliveries(deliveries: Received[]): string[] {
  return deliveries.map((d) => {
    const event = String(d.headers['x-klen-event']);
    expect(documentedEvents as readonly string[]).toContain(event);
    const body = JSON.parse(d.body);
    expect(body.event_type).toBe(event);
    const result = check.webhook(event, body);
    expect(result.errors, `${event}: ${d.body.slice(0, 600)}`).toBe('');
    for (const header of webhookHeaders(doc, event)) {
      const value = d.headers[header.name.toLowerCase()];
      expect(value, `${event} ${header.name}`).toEqual(expect.any(String));
      if (header.schema.pattern) expect(value).toMatch(new RegExp(header.schema.pattern));
      if (header.schema.enum) expect(header.schema.enum).toContain(value);
    }
    return event;
  });
}

describe('webhook deliveries match the documented payloads and headers', () => {
  it('call events, from a completed and a failed simulated call', async () => {
    received = [];
    const acct = await subscribedAccount();
    const body = await initiateBody(acct);
    await api(acct, 'POST', '/api/v1/calls', { body });
    await api(acct, 'POST', '/api/v1/calls', { body: { ...body, phone_number: '+14155550003', contact_id: undefined } });
    await drain(new Date(Date.now() + 3_600_000));
    const events = checkDeliveries(received);
    expect(new Set(events)).toEqual(new Set(['call.started', 'call.ended', 'call.failed', 'call.transcript', 'call.recording', 'call.summary']));
  });

  it('calendar events, from creates, updates, a cancellation, a completion and a reminder', async () => {
    received = [];
    const acct = await subscribedAccount();
    const first = await api(acct, 'POST', '/api/v1/calendar/events/create', { body: eventBody() });
    await api(acct, 'PATCH', '/api/v1/calendar/events/{event_id}/update', { params: { event_id: String(first.id) }, body: { title: 'Renamed' } });
    await api(acct, 'PATCH', '/api/v1/calendar/events/{event_id}/update', { params: { event_id: String(first.id) }, body: { status: 'completed' } });
    const second = await api(acct, 'POST', '/api/v1/calendar/events/create', { body: { ...eventBody(), is_reminder_enabled: false } });
    await api(acct, 'PATCH', '/api/v1/calendar/events/{event_id}/update', { params: { event_id: second.uuid }, body: { status: 'cancelled' } });
    const reminded = await api(acct, 'POST', '/api/v1/calendar/events/create', { body: { ...eventBody(), title: 'Reminded' } });
    await drain(new Date(Date.parse(reminded.start_time) - 60_000));
    const events = checkDeliveries(received);
    expect(new Set(events)).toEqual(
      new Set(['calendar.created', 'calendar.updated', 'calendar.completed', 'calendar.cancelled', 'calendar.reminder']),
    );
  });

  it('the test event', async () => {
    received = [];
    const acct = await subscribedAccount();
    const hooks = await api(acct, 'GET', '/api/v1/webhooks');
    await api(acct, 'POST', '/api/v1/webhooks/{webhook_id}/test', { params: { webhook_id: String(hooks.webhooks[0].id) } });
    await drain();
    expect(checkDeliveries(received)).toEqual(['webhook.test']);
  });
});
