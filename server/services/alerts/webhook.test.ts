import { createHmac } from 'node:crypto';
import { Webhook } from 'standardwebhooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routeIndex } from '@/app/api/v1/route-index';
import { getDb } from '../../db/client';
import { workOnce } from '../../jobs/worker';
import { buildOpenApiDocument } from '../../openapi/document';
import { alertFor, setBalance } from '../../testing/alert-fixtures';
import { documentValidator } from '../../testing/openapi-validator';
import { accountWithWebhooks } from '../../testing/webhook-fixtures';
import { startReceiver, type Receiver } from '../../testing/webhook-receiver';

let rx: Receiver;
beforeAll(async () => {
  rx = await startReceiver();
});
afterAll(() => rx.close());

const MIN = 60_000;

/** Worker passes at `now` until nothing is left (bounded). */
async function drain(now: Date) {
  const db = await getDb();
  for (let pass = 0; (await workOnce(db, now)) > 0; pass++) if (pass > 20) throw new Error('work did not drain');
}

describe('alert webhooks', () => {
  it('are delivered once per crossing by the embedded worker, signed, and match the documented payloads', async () => {
    const { account, webhooks } = await accountWithWebhooks([{ url: `${rx.url}/alerts`, events: ['alert.triggered', 'alert.resolved'] }]);
    const [hook] = webhooks;
    await setBalance(account.accountId, 300);
    const alert = await alertFor(account, { name: 'Low balance', metric: 'wallet_balance_cents', op: 'below', threshold: 500 });
    const t0 = new Date(Date.now() + 60 * MIN);
    await drain(t0);
    // Still below at the next minutes: nothing more is sent.
    await drain(new Date(t0.getTime() + MIN));
    await drain(new Date(t0.getTime() + 2 * MIN));
    await setBalance(account.accountId, 10_000);
    await drain(new Date(t0.getTime() + 3 * MIN));
    await drain(new Date(t0.getTime() + 4 * MIN));

    const got = rx.requests.filter((r) => r.path === '/alerts');
    expect(got.map((r) => r.headers['x-klen-event'])).toEqual(['alert.triggered', 'alert.resolved']);
    const doc = documentValidator(await buildOpenApiDocument(routeIndex));
    for (const [i, r] of got.entries()) {
      expect(r.headers['x-klen-signature']).toBe(createHmac('sha256', hook.secret).update(r.body).digest('hex'));
      const body = new Webhook(hook.secret).verify(r.body, r.headers as Record<string, string>);
      expect(body).toMatchObject({
        event_type: i === 0 ? 'alert.triggered' : 'alert.resolved',
        alert: { id: alert.id, name: 'Low balance', metric: 'wallet_balance_cents', op: 'below', threshold: 500, value: i === 0 ? 300 : 10_000 },
      });
      expect(doc.webhook(String(r.headers['x-klen-event']), JSON.parse(r.body)).errors).toBe('');
    }
  });
});
