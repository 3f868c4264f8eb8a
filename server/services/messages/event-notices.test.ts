import { and, asc, eq } from 'drizzle-orm';
import ICAL from 'ical.js';
import { beforeAll, describe, expect, it } from 'vitest';
import { getDb } from '@/server/db/client';
import { agents, complianceRecords, doNotCallNumbers, messages } from '@/server/db/schema';
import type { Database } from '@/server/db/types';
import { runDueJobs } from '@/server/jobs/queue';
import { actorOf, newAccount, outboxOf, type TestAccount } from '@/server/testing/fixtures';
import { createEvent, patchEvent } from '../calendar/service';
import { messageSendKind } from './jobs-kind';
import { getCallingSettings } from '../compliance/settings';
import { listMessages } from './read';
import { sendText } from './send-text';

// What a booked appointment tells its customer (extensions §13): an invitation by email and a text on booking, an
// update on a move (same UID, higher SEQUENCE), a cancellation, and the reminder at its moment or the latest lawful
// one before it; every text judged by the calls' gate at its send, and a text the gate refuses never sent.

let db: Database;
beforeAll(async () => { db = await getDb(); });

// 10 am in New York, where the customer's number is.
const NOW = new Date('2027-03-01T15:00:00Z');
const NY = '+12125550143';
const sendJobs = (now: Date) => runDueJobs(db, { now, kinds: [messageSendKind.kind] });
const messagesOf = (accountId: number) => db.select().from(messages).where(eq(messages.accountId, accountId)).orderBy(asc(messages.id));

async function accountWithAgent(): Promise<TestAccount> {
  const acct = await newAccount('Acme Dental');
  await db.insert(agents).values({ accountId: acct.accountId, assistantId: `asst_msg_${acct.accountId}`, name: 'Front desk', phoneNumber: '+12125550100' } as typeof agents.$inferInsert);
  return acct;
}

async function book(acct: TestAccount, fields: Record<string, unknown> = {}) {
  const actor = await actorOf(acct.userId);
  return createEvent(db, actor, {
    title: 'Cleaning', start_time: '2027-03-10T15:00:00Z', end_time: '2027-03-10T15:30:00Z',
    customer_name: 'Ada Lovelace', customer_email: 'ada@example.com', customer_phone: NY, send_notifications: true, ...fields,
  } as never, { now: NOW });
}

describe('appointment notices', () => {
  it('sends nothing for an event without send_notifications', async () => {
    const acct = await accountWithAgent();
    await book(acct, { send_notifications: false, is_reminder_enabled: true });
    await sendJobs(NOW);
    expect(await messagesOf(acct.accountId)).toEqual([]);
  });

  it('invites by email and texts on booking; both are sent by their job, kept locally and simulated', async () => {
    const acct = await accountWithAgent();
    const event = await book(acct);
    const queued = await messagesOf(acct.accountId);
    expect(queued.map((m) => [m.channel, m.kind, m.status])).toEqual([['email', 'confirmation', 'queued'], ['sms', 'confirmation', 'queued']]);
    await sendJobs(NOW);
    const [email, text] = await messagesOf(acct.accountId);
    expect(email).toMatchObject({ status: 'sent', transport: 'local', toAddress: 'ada@example.com', icsMethod: 'REQUEST', eventId: event.id });
    expect(email.fromAddress).toContain('Acme Dental');
    expect(email.html).toContain('Acme Dental');
    // 15:00 UTC is 10:00 in the customer's zone (New York, by the number's area code).
    expect(text).toMatchObject({ status: 'sent', transport: 'simulator', toAddress: NY, fromAddress: '+12125550100' });
    expect(text.body).toMatch(/10:00/);
    expect(text.providerMessageId).toMatch(/^SMsim/);
    const vevent = new ICAL.Component(ICAL.parse(email.ics!)).getFirstSubcomponent('vevent')!;
    expect(vevent.getFirstPropertyValue('uid')).toBe(event.uuid);
    // Every sent text leaves a compliance record, as a dial does.
    const records = await db.select().from(complianceRecords).where(eq(complianceRecords.messageId, text.messageId));
    expect(records).toHaveLength(1);
    expect(records[0]).toMatchObject({ allowed: true, callId: null });
    expect(records[0].jurisdictions).toContain('US-NY');
    const sent = (await outboxOf(acct.accountId)).filter((e) => e.eventType === 'message.sent');
    expect(sent).toHaveLength(2);
    // A second run of the jobs sends nothing again.
    await sendJobs(new Date(NOW.getTime() + 60_000));
    expect((await outboxOf(acct.accountId)).filter((e) => e.eventType === 'message.sent')).toHaveLength(2);
  });

  it('a move sends an update with the same UID and a higher SEQUENCE; a cancellation sends METHOD:CANCEL', async () => {
    const acct = await accountWithAgent();
    const actor = await actorOf(acct.userId);
    const event = await book(acct);
    await sendJobs(NOW);
    await patchEvent(db, actor, event.id, { start_time: '2027-03-11T15:00:00Z', end_time: '2027-03-11T15:30:00Z' }, { now: NOW });
    await sendJobs(NOW);
    await patchEvent(db, actor, event.id, { description: 'Bring your x-rays' }, { now: NOW });
    await patchEvent(db, actor, event.id, { status: 'cancelled' }, { now: NOW });
    await sendJobs(NOW);
    const emails = (await messagesOf(acct.accountId)).filter((m) => m.channel === 'email');
    // The description alone is not a change the customer is told of.
    expect(emails.map((m) => [m.kind, m.icsMethod, m.status])).toEqual([
      ['confirmation', 'REQUEST', 'sent'], ['update', 'REQUEST', 'sent'], ['cancellation', 'CANCEL', 'sent'],
    ]);
    const seq = emails.map((m) => new ICAL.Component(ICAL.parse(m.ics!)).getFirstSubcomponent('vevent')!);
    expect(new Set(seq.map((v) => v.getFirstPropertyValue('uid')))).toEqual(new Set([event.uuid]));
    const sequences = seq.map((v) => Number(v.getFirstPropertyValue('sequence')));
    expect(sequences[1]).toBeGreaterThan(sequences[0]);
    expect(sequences[2]).toBeGreaterThan(sequences[1]);
    expect(seq[2].getFirstPropertyValue('status')).toBe('CANCELLED');
    const texts = (await messagesOf(acct.accountId)).filter((m) => m.channel === 'sms');
    expect(texts.map((m) => m.kind)).toEqual(['confirmation', 'update', 'cancellation']);
  });

  it('a cancellation replaces a notice still waiting: the customer is not told of a time that no longer holds', async () => {
    const acct = await accountWithAgent();
    const actor = await actorOf(acct.userId);
    const event = await book(acct, { customer_email: '' });
    await patchEvent(db, actor, event.id, { status: 'cancelled' }, { now: NOW });
    await sendJobs(NOW);
    expect((await messagesOf(acct.accountId)).map((m) => [m.kind, m.status, m.skipReason])).toEqual([
      ['confirmation', 'skipped', 'superseded'], ['cancellation', 'sent', null],
    ]);
  });

  it('keeps one reminder per channel, moves it with the event and skips it when the event is cancelled', async () => {
    const acct = await accountWithAgent();
    const actor = await actorOf(acct.userId);
    const event = await book(acct, { is_reminder_enabled: true, remind_before_minutes: 30 });
    const reminders = async () => (await messagesOf(acct.accountId)).filter((m) => m.kind === 'reminder');
    expect((await reminders()).map((m) => [m.channel, m.status, m.dueAt.toISOString()])).toEqual([
      ['email', 'queued', '2027-03-10T14:30:00.000Z'], ['sms', 'queued', '2027-03-10T14:30:00.000Z'],
    ]);
    await patchEvent(db, actor, event.id, { start_time: '2027-03-10T16:00:00Z', end_time: '2027-03-10T16:30:00Z' }, { now: NOW });
    expect((await reminders()).map((m) => m.dueAt.toISOString())).toEqual(['2027-03-10T15:30:00.000Z', '2027-03-10T15:30:00.000Z']);
    // The old moment passes: the job queued for it finds its message moved and sends nothing.
    await sendJobs(new Date('2027-03-10T14:31:00Z'));
    expect((await reminders()).every((m) => m.status === 'queued')).toBe(true);
    await patchEvent(db, actor, event.id, { status: 'cancelled' }, { now: new Date('2027-03-10T14:40:00Z') });
    expect((await reminders()).map((m) => [m.status, m.skipReason])).toEqual([['skipped', 'event_cancelled'], ['skipped', 'event_cancelled']]);
    await sendJobs(new Date('2027-03-10T15:31:00Z'));
    expect((await reminders()).every((m) => m.sentAt === null)).toBe(true);
  });

  it('sends the reminder at its moment', async () => {
    const acct = await accountWithAgent();
    await book(acct, { is_reminder_enabled: true, remind_before_minutes: 30, customer_email: '' });
    await sendJobs(new Date('2027-03-10T14:00:00Z'));
    const before = (await messagesOf(acct.accountId)).find((m) => m.kind === 'reminder')!;
    expect(before.status).toBe('queued');
    await sendJobs(new Date('2027-03-10T14:30:00Z'));
    const after = (await messagesOf(acct.accountId)).find((m) => m.kind === 'reminder')!;
    expect(after).toMatchObject({ status: 'sent', transport: 'simulator' });
    expect(after.body).toMatch(/coming up|reminder/i);
  });

  it('moves a text reminder due in quiet hours to the latest lawful moment before it', async () => {
    const acct = await accountWithAgent();
    // 13:30 UTC is 8:30 in New York; an hour before is 7:30, before the law's 8 am: the latest lawful moment is 8:59 pm the evening before.
    await book(acct, { start_time: '2027-03-10T13:30:00Z', end_time: '2027-03-10T14:00:00Z', is_reminder_enabled: true, remind_before_minutes: 60 });
    const [email, text] = (await messagesOf(acct.accountId)).filter((m) => m.kind === 'reminder');
    expect(email.dueAt.toISOString()).toBe('2027-03-10T12:30:00.000Z');
    expect(text.dueAt.toISOString()).toBe('2027-03-10T01:59:00.000Z');
    await sendJobs(new Date('2027-03-10T01:59:00Z'));
    const sent = (await messagesOf(acct.accountId)).find((m) => m.id === text.id)!;
    expect(sent.status).toBe('sent');
  });

  it('sends a late-evening reminder at 8:59 pm, and skips one with quiet_hours when no lawful moment is left', async () => {
    const acct = await accountWithAgent();
    // 04:00 UTC is 11 pm in New York; its reminder at 10:30 pm is outside the law's hours, 8:59 pm is within 12 hours before.
    await book(acct, { start_time: '2027-03-10T04:00:00Z', end_time: '2027-03-10T04:30:00Z', is_reminder_enabled: true, remind_before_minutes: 30, customer_email: '' });
    const reminder = (await messagesOf(acct.accountId)).find((m) => m.kind === 'reminder')!;
    expect(reminder).toMatchObject({ status: 'queued', dueAt: new Date('2027-03-10T01:59:00Z') });
    const early = await accountWithAgent();
    // Booked at 7 am for 7:45 am with a 30-minute reminder: no lawful minute is left before the event.
    await createEvent(db, await actorOf(early.userId), {
      title: 'Early', start_time: '2027-03-10T12:45:00Z', end_time: '2027-03-10T13:15:00Z', customer_phone: NY, send_notifications: true,
      is_reminder_enabled: true, remind_before_minutes: 30,
    } as never, { now: new Date('2027-03-10T12:00:00Z') });
    const none = (await messagesOf(early.accountId)).find((m) => m.kind === 'reminder')!;
    expect(none).toMatchObject({ status: 'skipped', skipReason: 'quiet_hours' });
  });

  it("texts an appointment's notices without a consent on record, where the account asks express consent of other informational texts", async () => {
    const acct = await accountWithAgent();
    const actor = await actorOf(acct.userId);
    expect((await getCallingSettings(db, actor)).consent_required.informational).toBe('express');
    await book(acct, { customer_email: '' });
    await sendJobs(NOW);
    expect(await messagesOf(acct.accountId)).toMatchObject([{ channel: 'sms', kind: 'confirmation', status: 'sent' }]);
    // The booking is the customer's asking for its notices; a text of the API's to the same number is held to the setting.
    await expect(sendText(db, actor, { to: NY, body: 'Your x-rays are ready', purpose: 'informational' }, NOW)).rejects.toMatchObject({ code: 'consent_required' });
  });

  it('never sends a text the gate refuses: a number on the do-not-call list is skipped at its send', async () => {
    const acct = await accountWithAgent();
    await book(acct, { customer_email: '' });
    await db.insert(doNotCallNumbers).values({ accountId: acct.accountId, number: NY });
    await sendJobs(NOW);
    const [text] = await messagesOf(acct.accountId);
    expect(text).toMatchObject({ status: 'skipped', skipReason: 'do_not_call', transport: null, providerMessageId: null, sentAt: null });
    const [record] = await db.select().from(complianceRecords).where(eq(complianceRecords.messageId, text.messageId));
    expect(record.allowed).toBe(false);
    expect(record.blocks.map((b) => b.code)).toContain('do_not_call');
  });

  it('holds a confirmation booked at night until the morning', async () => {
    const acct = await accountWithAgent();
    // 03:00 UTC is 10 pm in New York.
    const night = new Date('2027-03-05T03:00:00Z');
    await createEvent(db, await actorOf(acct.userId), {
      title: 'Cleaning', start_time: '2027-03-10T15:00:00Z', end_time: '2027-03-10T15:30:00Z', customer_phone: NY, send_notifications: true,
    } as never, { now: night });
    await sendJobs(night);
    const [held] = await messagesOf(acct.accountId);
    expect(held.status).toBe('held');
    expect(held.dueAt.toISOString()).toBe('2027-03-05T13:00:00.000Z');
    await sendJobs(new Date('2027-03-05T13:00:00Z'));
    expect((await messagesOf(acct.accountId))[0].status).toBe('sent');
  });

  it('lists the messages with their filters, for the account only', async () => {
    const acct = await accountWithAgent();
    const event = await book(acct);
    const other = await accountWithAgent();
    await book(other);
    const actor = await actorOf(acct.userId);
    const all = await listMessages(db, actor, {});
    expect(all.count).toBe(2);
    expect((await listMessages(db, actor, { channel: 'sms' })).messages.map((m) => m.channel)).toEqual(['sms']);
    expect((await listMessages(db, actor, { event_id: String(event.id) })).count).toBe(2);
    expect((await listMessages(db, actor, { status: 'sent' })).count).toBe(0);
    const [row] = await db.select().from(messages).where(and(eq(messages.accountId, other.accountId))).limit(1);
    await expect(import('./read').then((m) => m.getMessage(db, actor, row.messageId))).rejects.toMatchObject({ code: 'not_found' });
  });
});
