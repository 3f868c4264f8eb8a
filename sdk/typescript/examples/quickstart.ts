// Places a call, pages through the contacts and verifies a signed webhook delivery.
// SWITCHBOARD_URL=http://localhost:3000 SWITCHBOARD_API_KEY=sk_live_... npx tsx examples/quickstart.ts
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { createSwitchboardClient, verifyWebhook, type VerifiedWebhook } from '@switchboard/sdk';

const switchboard = createSwitchboardClient({
  baseUrl: process.env.SWITCHBOARD_URL ?? 'http://localhost:3000',
  apiKey: process.env.SWITCHBOARD_API_KEY ?? '',
});

// 1. Place a call with the first agent. The client sends an Idempotency-Key with it (and with its retries),
//    so a call is never dialed twice.
const { data: agents, error: agentsError } = await switchboard.GET('/api/v1/agents');
if (agentsError) throw new Error(`${agentsError.error}: ${agentsError.message}`);
const { data: call, error: callError } = await switchboard.POST('/api/v1/calls', {
  body: { agent_id: agents.agents[0].id, phone_number: '+14155550123', purpose: 'informational' },
});
if (callError) throw new Error(`${callError.error}: ${callError.message}`);
console.log(`call ${call.call_id} is ${call.status}`);

// 2. Page through the contacts.
let contacts = 0;
for (let page = 1; ; page++) {
  const { data, error } = await switchboard.GET('/api/v1/contacts', { params: { query: { page, limit: 20 } } });
  if (error) throw new Error(`${error.error}: ${error.message}`);
  contacts += data.contacts.length;
  if (page >= data.pages) break;
}
console.log(`${contacts} contacts`);

// 3. Receive webhooks and check their signatures. The secret is shown once, when the webhook is made.
let secret = '';
let onTest: (delivery: VerifiedWebhook) => void = () => {};
const tested = new Promise<VerifiedWebhook>((resolve) => (onTest = resolve));
const receiver = http.createServer((req, res) => {
  const chunks: Buffer[] = [];
  req.on('data', (chunk: Buffer) => chunks.push(chunk));
  req.on('end', () => {
    try {
      const delivery = verifyWebhook({ body: Buffer.concat(chunks), headers: req.headers, secret });
      res.writeHead(200).end();
      if (delivery.event === 'webhook.test') onTest(delivery);
    } catch {
      res.writeHead(400).end();
    }
  });
});
await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
const receiverUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hooks`;

const { data: webhook, error: webhookError } = await switchboard.POST('/api/v1/webhooks/create', {
  body: { name: 'Quickstart', url: receiverUrl, subscribed_events: ['call.ended'] },
});
if (webhookError) throw new Error(`${webhookError.error}: ${webhookError.message}`);
secret = webhook.secret;
await switchboard.POST('/api/v1/webhooks/{webhook_id}/test', { params: { path: { webhook_id: webhook.id } } });
const delivery = await tested;
console.log(`verified ${delivery.event} delivery ${delivery.deliveryId}`);

receiver.close();
