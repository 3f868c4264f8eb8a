import { asc, eq } from 'drizzle-orm';
import ical from 'node-ical';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useSettings } from '@/app/_testing/linked-calendar-fixtures';
import { getDb } from '@/server/db/client';
import { messages } from '@/server/db/schema';
import type { Database } from '@/server/db/types';
import { runDueJobs } from '@/server/jobs/queue';
import { actorOf, newAccount } from '@/server/testing/fixtures';
import { startSmtpServer, type TestSmtpServer } from '@/server/testing/smtp';
import { createEvent, patchEvent } from '../calendar/service';
import { messageSendKind } from './jobs-kind';

// With SMTP_URL, the invitation of an event reaches a real SMTP server as calendar programs read it: a text/calendar
// part with its iTIP method beside the bodies, the same UID on every change, SEQUENCE growing, METHOD:CANCEL last.

let db: Database;
let smtp: TestSmtpServer;
let restore: () => void;
beforeAll(async () => {
  db = await getDb();
  smtp = await startSmtpServer();
  restore = useSettings({ SMTP_URL: smtp.url, EMAIL_FROM: '"Acme Dental" <desk@acme-dental.example>' });
});
afterAll(async () => {
  restore();
  await smtp.close();
});

const NOW = new Date('2027-03-01T15:00:00Z');

describe('invitations over SMTP', () => {
  it('sends REQUEST on booking, a higher SEQUENCE on a move and CANCEL on cancellation, read by node-ical', async () => {
    const acct = await newAccount('Acme Dental');
    const actor = await actorOf(acct.userId);
    const to = `ada-${acct.accountId}@example.com`;
    const event = await createEvent(db, actor, {
      title: 'Cleaning; x-rays, too', start_time: '2027-03-10T15:00:00Z', end_time: '2027-03-10T15:30:00Z', customer_name: 'Ada Lovelace',
      customer_email: to, send_notifications: true, is_reminder_enabled: true, remind_before_minutes: 45,
    } as never, { now: NOW });
    await runDueJobs(db, { now: NOW, kinds: [messageSendKind.kind] });
    await patchEvent(db, actor, event.id, { start_time: '2027-03-12T15:00:00Z', end_time: '2027-03-12T15:30:00Z' }, { now: NOW });
    await runDueJobs(db, { now: NOW, kinds: [messageSendKind.kind] });
    await patchEvent(db, actor, event.id, { status: 'cancelled' }, { now: NOW });
    await runDueJobs(db, { now: NOW, kinds: [messageSendKind.kind] });

    const received = smtp.messages.filter((m) => m.to.includes(to));
    expect(received).toHaveLength(3);
    expect(received.map((m) => m.calendar[0]?.method)).toEqual(['REQUEST', 'REQUEST', 'CANCEL']);
    const parsed = received.map((m) => Object.values(ical.sync.parseICS(m.calendar[0].content)).find((c) => c?.type === 'VEVENT') as ical.VEvent);
    expect(parsed.every((v) => v.uid === event.uuid)).toBe(true);
    expect(parsed.map((v) => Number(v.sequence))).toEqual([...parsed.map((v) => Number(v.sequence))].sort((a, b) => a - b));
    expect(new Set(parsed.map((v) => v.sequence)).size).toBe(3);
    expect(parsed[0].summary).toBe('Cleaning; x-rays, too');
    expect(parsed[0].start.toISOString()).toBe('2027-03-10T15:00:00.000Z');
    expect(parsed[1].start.toISOString()).toBe('2027-03-12T15:00:00.000Z');
    expect(JSON.stringify(parsed[0].organizer)).toMatch(/mailto:desk@acme-dental\.example/);
    expect(parsed[2].status).toBe('CANCELLED');
    // The reminder the calendar program keeps: 45 minutes before.
    expect(received[0].calendar[0].content).toMatch(/TRIGGER:-PT45M/);
    // Plain text and HTML both name the business and the time in the customer's zone (the business's, UTC, here).
    expect(received[0].text).toMatch(/Acme Dental/);
    expect(received[0].html).toMatch(/Acme Dental/);
    expect(received[0].text).toMatch(/3:00/);
    expect(received[0].attachments.some((a) => a.filename?.endsWith('.ics'))).toBe(true);
    const rows = await db.select().from(messages).where(eq(messages.accountId, acct.accountId)).orderBy(asc(messages.id));
    expect(rows.filter((m) => m.kind !== 'reminder').every((m) => m.status === 'sent' && m.transport === 'smtp')).toBe(true);
    expect(rows.find((m) => m.kind === 'reminder')).toMatchObject({ status: 'skipped', skipReason: 'event_cancelled' });
  });

  it('a server that refuses the login fails the message with a reason that holds no password', async () => {
    const bad = smtp.url.replace(/:[^:@/]+@/, ':wrong-password@');
    const back = useSettings({ SMTP_URL: bad });
    try {
      const acct = await newAccount('Acme Dental');
      await createEvent(db, await actorOf(acct.userId), {
        title: 'Cleaning', start_time: '2027-03-10T15:00:00Z', end_time: '2027-03-10T15:30:00Z', customer_email: 'x@example.com', send_notifications: true,
      } as never, { now: NOW });
      await runDueJobs(db, { now: NOW, kinds: [messageSendKind.kind] });
      const [row] = await db.select().from(messages).where(eq(messages.accountId, acct.accountId));
      expect(row.status).toBe('failed');
      expect(row.error).toMatch(/auth/i);
      expect(row.error).not.toContain('wrong-password');
    } finally {
      back();
    }
  });
});
