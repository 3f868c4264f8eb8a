import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { getDb } from '@/server/db/client';
import { messages } from '@/server/db/schema';
import { actorOf, newAccount } from '@/server/testing/fixtures';
import { createEvent } from '../calendar/service';
import { runMessageSend, SEND_LEASE_MS } from './send';

// A message is sent at most once: one claimed by a runner that is still handing it over is left to that runner, and
// one whose runner died between the claim and the transport's answer ends failed rather than going out twice.

const NOW = new Date('2027-03-01T15:00:00Z');

async function claimedEmail() {
  const db = await getDb();
  const acct = await newAccount();
  await createEvent(db, await actorOf(acct.userId), {
    title: 'Cleaning', start_time: '2027-03-10T15:00:00Z', end_time: '2027-03-10T15:30:00Z', customer_email: 'ada@example.com', send_notifications: true,
  } as never, { now: NOW });
  const [row] = await db.update(messages).set({ claimedAt: NOW }).where(eq(messages.accountId, acct.accountId)).returning();
  return { db, row };
}

describe('the send lease', () => {
  it('leaves a message another runner is sending alone', async () => {
    const { db, row } = await claimedEmail();
    await runMessageSend(db, row.messageId, new Date(NOW.getTime() + 5_000));
    const [after] = await db.select().from(messages).where(eq(messages.id, row.id));
    expect(after).toMatchObject({ status: 'queued', sentAt: null, error: null });
  });

  it('fails a message whose runner died mid-send, without sending it again', async () => {
    const { db, row } = await claimedEmail();
    await runMessageSend(db, row.messageId, new Date(NOW.getTime() + SEND_LEASE_MS + 1_000));
    const [after] = await db.select().from(messages).where(eq(messages.id, row.id));
    expect(after).toMatchObject({ status: 'failed', sentAt: null, providerMessageId: null });
    expect(after.error).toMatch(/interrupted/);
  });
});
