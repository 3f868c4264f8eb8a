import { describe, expect, it } from 'vitest';
import { getDb } from '../../db/client';
import { agents } from '../../db/schema';
import { createEvent } from '../../services/calendar/service';
import { grantConsent } from '../../testing/consent-fixtures';
import { actorOf, newAccount } from '../../testing/fixtures';
import { helpText, runCli } from '../run';

describe('CLI: messages', () => {
  const cli = (...argv: string[]) => runCli(argv, getDb);

  it('lists, reads and sends as the REST API does, as JSON and as lines for people', async () => {
    const db = await getDb();
    const acct = await newAccount();
    await db.insert(agents).values({ accountId: acct.accountId, assistantId: `asst_cli_${acct.accountId}`, name: 'Desk', phoneNumber: '+12125550100' } as typeof agents.$inferInsert);
    await createEvent(db, await actorOf(acct.userId), {
      title: 'Cleaning', start_time: '2030-03-10T15:00:00Z', end_time: '2030-03-10T15:30:00Z', customer_email: 'ada@example.com', send_notifications: true,
    } as never);
    const list = await cli('messages', 'list', '--user', String(acct.userId), '--channel', 'email', '--json');
    expect(list.code).toBe(0);
    const body = JSON.parse(list.stdout);
    expect(body).toMatchObject({ count: 1, messages: [{ channel: 'email', kind: 'confirmation', to: 'ada@example.com' }] });
    const got = await cli('messages', 'get', '--user', String(acct.userId), '--id', body.messages[0].id);
    expect(got.stdout).toContain('confirmation');
    expect(got.stdout).toMatch(/Subject: /);
    const refused = await cli('messages', 'send', '--user', String(acct.userId), '--to', '+12125550143', '--body', 'Sale!');
    expect(refused.code).toBe(1);
    expect(refused.stderr).toMatch(/consent/i);
    await grantConsent(acct.accountId, ['+12125550143'], { scope: 'informational', kind: 'express' });
    const sent = await cli('messages', 'send', '--user', String(acct.userId), '--to', '+12125550143', '--body', 'Your x-rays are ready', '--purpose', 'informational', '--json');
    expect(sent.code).toBe(0);
    expect(JSON.parse(sent.stdout)).toMatchObject({ channel: 'sms', from: '+12125550100', kind: 'agent' });
    expect(helpText()).toContain('messages list --user ID|EMAIL');
  });
});
