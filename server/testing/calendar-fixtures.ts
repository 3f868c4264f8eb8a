import { and, eq, isNull } from 'drizzle-orm';
import { getDb } from '../db/client';
import { calendarEvents, outboxEvents } from '../db/schema';

// Fixtures of the calendar tests: dates relative to now, and the event and outbox rows a write leaves.

/** A UTC instant `days` from now at a given time of day: `at(3, '15:00')` → "2026-…T15:00:00Z". */
export function at(days: number, time: string, now = new Date()): string {
  const d = new Date(now.getTime() + days * 86_400_000).toISOString().slice(0, 10);
  return `${d}T${time}:00Z`;
}

export const dateIn = (days: number, now = new Date()) => new Date(now.getTime() + days * 86_400_000).toISOString().slice(0, 10);

/** The pending (undispatched) rows of one schedule key. */
export async function pendingByKey(key: string) {
  const db = await getDb();
  return db.select().from(outboxEvents).where(and(eq(outboxEvents.scheduleKey, key), isNull(outboxEvents.dispatchedAt)));
}

/** Rows of the account's events and outbox: a failed request must leave both unchanged. */
export async function writeCounts(accountId: number) {
  const db = await getDb();
  const [events, outbox] = await Promise.all([
    db.select({ id: calendarEvents.id, updatedAt: calendarEvents.updatedAt }).from(calendarEvents).where(eq(calendarEvents.accountId, accountId)),
    db.select({ id: outboxEvents.id }).from(outboxEvents).where(eq(outboxEvents.accountId, accountId)),
  ]);
  return { events: events.length, outbox: outbox.length, lastUpdate: Math.max(0, ...events.map((e) => e.updatedAt.getTime())) };
}
