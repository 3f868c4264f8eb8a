import { and, eq, inArray, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { config } from '../config';
import { getDb } from '../db/client';
import { agents, messages, outboxEvents } from '../db/schema';
import { createEvent } from '../services/calendar/service';
import { childEnvFor, runScript } from './child-process';
import { actorOf, newAccount } from './fixtures';

/**
 * No message sent twice across processes: two real processes on one PostgreSQL database send the same due texts and
 * emails at the same moment (two runners holding a duplicated job), and a reminder written by one process is sent,
 * once, by processes started after it (a restart between booking and the reminder's moment). PGlite opens a folder
 * from one process only, so these run on PostgreSQL (CI runs them directly and through the pooler).
 */
const onPostgres = Boolean(config.DATABASE_URL);
const run = (env: NodeJS.ProcessEnv, args: string[]) => runScript('server/testing/messages-race-child.ts', env, args);
// 10 am in New York: the texts' hours allow them.
const DAYTIME = new Date('2027-03-01T15:00:00Z');

describe.skipIf(!onPostgres)('sending messages across processes (PostgreSQL)', () => {
  it('sends each message once when two processes race for the same messages', async () => {
    const db = await getDb();
    const acct = await newAccount('Race Dental');
    await db.insert(agents).values({ accountId: acct.accountId, assistantId: `asst_race_${acct.accountId}`, name: 'Desk', phoneNumber: '+12125550100' } as typeof agents.$inferInsert);
    const actor = await actorOf(acct.userId);
    for (let i = 0; i < 10; i++) {
      await createEvent(db, actor, {
        title: `Visit ${i}`, start_time: `2027-03-${10 + i}T15:00:00Z`, end_time: `2027-03-${10 + i}T15:30:00Z`,
        customer_email: `c${i}@example.com`, customer_phone: `+1212555${String(3100 + i)}`, send_notifications: true,
      } as never, { now: DAYTIME });
    }
    const ids = (await db.select({ id: messages.messageId }).from(messages).where(eq(messages.accountId, acct.accountId))).map((r) => r.id);
    expect(ids).toHaveLength(20);
    const env = await childEnvFor({});
    const startAt = String(Date.now() + 2500);
    await Promise.all([run(env, ['send', startAt, String(DAYTIME.getTime()), ...ids]), run(env, ['send', startAt, String(DAYTIME.getTime()), ...ids])]);
    const rows = await db.select().from(messages).where(eq(messages.accountId, acct.accountId));
    expect(rows.every((r) => r.status === 'sent' && r.providerMessageId !== null)).toBe(true);
    const sent = await db.select({ n: sql<number>`count(*)::int` }).from(outboxEvents)
      .where(and(eq(outboxEvents.accountId, acct.accountId), eq(outboxEvents.eventType, 'message.sent')));
    expect(sent[0].n).toBe(20);
  }, 60_000);

  it('keeps a reminder across a restart: sent once, at its moment, by processes started after it', async () => {
    const db = await getDb();
    const acct = await newAccount('Restart Dental');
    const start = new Date(Math.ceil((Date.now() + 30 * 60_000 + 4000) / 1000) * 1000);
    await createEvent(db, await actorOf(acct.userId), {
      title: 'Soon', start_time: start.toISOString(), end_time: new Date(start.getTime() + 30 * 60_000).toISOString(),
      customer_email: 'soon@example.com', send_notifications: true, is_reminder_enabled: true, remind_before_minutes: 30,
    } as never);
    const env = await childEnvFor({});
    const startAt = String(Date.now() + 1000);
    await Promise.all([run(env, ['work', startAt, '8000']), run(env, ['work', startAt, '8000'])]);
    const rows = await db.select().from(messages).where(and(eq(messages.accountId, acct.accountId), inArray(messages.kind, ['reminder'])));
    expect(rows).toHaveLength(1);
    expect(rows[0].status).toBe('sent');
    expect(rows[0].sentAt!.getTime()).toBeGreaterThanOrEqual(start.getTime() - 30 * 60_000 - 1000);
    const sent = await db.select({ n: sql<number>`count(*)::int` }).from(outboxEvents)
      .where(and(eq(outboxEvents.accountId, acct.accountId), eq(outboxEvents.eventType, 'message.sent')));
    // The confirmation and the reminder, each once.
    expect(sent[0].n).toBe(2);
  }, 60_000);
});
