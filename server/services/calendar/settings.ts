import { eq, sql } from 'drizzle-orm';
import { isAccountAdmin, type Actor } from '../../auth/actor';
import { accounts, availabilitySchedules, businessProfiles, defaultBusinessHours, users } from '../../db/schema';
import type { DbOrTx } from '../../db/types';
import { AppError, notFound, parseOrThrow } from '../../errors';
import { toIso } from '../../lib/time';
import {
  businessCalendarInput, setScheduleInput,
  type BusinessCalendarDto, type BusinessCalendarInput, type ScheduleDto, type SetScheduleInput,
} from './schema';
import type { AvailabilityRules } from './slots';

/** The rules availability follows for one user: business hours, buffer and notice, and the user's schedule. */
export async function loadAvailabilityRules(db: DbOrTx, accountId: number, userId: number): Promise<AvailabilityRules> {
  // One round trip: the account's profile and the user's schedule, either of which may be missing.
  const [row] = await db
    .select({ business: businessProfiles, schedule: availabilitySchedules })
    .from(accounts)
    .leftJoin(businessProfiles, eq(businessProfiles.accountId, accounts.id))
    .leftJoin(availabilitySchedules, eq(availabilitySchedules.userId, userId))
    .where(eq(accounts.id, accountId));
  const business = row?.business;
  const schedule = row?.schedule;
  return {
    business: { timezone: business?.timezone ?? 'UTC', weekly: business?.businessHours ?? defaultBusinessHours },
    bufferMinutes: business?.bufferMinutes ?? 0,
    noticeMinutes: business?.minimumNoticeMinutes ?? 0,
    schedule: schedule ? { timezone: schedule.timezone, weekly: schedule.weekly, overrides: schedule.overrides } : null,
  };
}

/**
 * What the dashboard's hours editor starts from: the account's business hours, buffer and notice, and the
 * actor's own schedule (null when they follow the business hours alone).
 */
export async function calendarSettings(db: DbOrTx, actor: Actor) {
  const rules = await loadAvailabilityRules(db, actor.accountId, actor.userId);
  return {
    business: {
      timezone: rules.business.timezone,
      business_hours: rules.business.weekly,
      buffer_minutes: rules.bufferMinutes,
      minimum_notice_minutes: rules.noticeMinutes,
    },
    schedule: rules.schedule,
  };
}

/** The business buffer in minutes (the booking guard widens events by it). */
export async function businessBufferMinutes(db: DbOrTx, accountId: number): Promise<number> {
  const [row] = await db
    .select({ buffer: businessProfiles.bufferMinutes })
    .from(businessProfiles)
    .where(eq(businessProfiles.accountId, accountId));
  return row?.buffer ?? 0;
}

/** Replaces a user's schedule (zone, weekly intervals, date overrides). Operators (CLI) and the user call it. */
export async function setUserSchedule(db: DbOrTx, userId: number, input: SetScheduleInput): Promise<ScheduleDto> {
  const data = parseOrThrow(setScheduleInput, input);
  const [user] = await db.select({ accountId: users.accountId }).from(users).where(eq(users.id, userId));
  if (!user) throw notFound(`User ${userId}`);
  const values = { timezone: data.timezone, weekly: data.weekly, overrides: data.overrides };
  const [row] = await db
    .insert(availabilitySchedules)
    .values({ userId, accountId: user.accountId, ...values })
    .onConflictDoUpdate({ target: availabilitySchedules.userId, set: { ...values, updatedAt: sql`now()` } })
    .returning();
  return {
    user_id: row.userId,
    timezone: row.timezone,
    weekly: row.weekly,
    overrides: row.overrides,
    updated_at: toIso(row.updatedAt),
  };
}

/** The signed-in user's own schedule. */
export const setOwnSchedule = (db: DbOrTx, actor: Actor, input: SetScheduleInput) => setUserSchedule(db, actor.userId, input);

/** Removes a user's schedule: they follow the business hours alone again. */
export async function clearUserSchedule(db: DbOrTx, userId: number): Promise<{ user_id: number; cleared: boolean }> {
  const rows = await db.delete(availabilitySchedules).where(eq(availabilitySchedules.userId, userId)).returning({ id: availabilitySchedules.userId });
  return { user_id: userId, cleared: rows.length > 0 };
}

/** The signed-in user's own schedule removed: back to following the business hours alone. */
export const clearOwnSchedule = (db: DbOrTx, actor: Actor) => clearUserSchedule(db, actor.userId);

/** Changes the calendar part of an account's business profile; fields not given stay as they are. */
export async function setBusinessCalendar(db: DbOrTx, accountId: number, input: BusinessCalendarInput): Promise<BusinessCalendarDto> {
  const data = parseOrThrow(businessCalendarInput, input);
  const [account] = await db.select({ name: accounts.name }).from(accounts).where(eq(accounts.id, accountId));
  if (!account) throw notFound(`Account ${accountId}`);
  const changes = {
    ...(data.timezone !== undefined && { timezone: data.timezone }),
    ...(data.business_hours !== undefined && { businessHours: data.business_hours }),
    ...(data.buffer_minutes !== undefined && { bufferMinutes: data.buffer_minutes }),
    ...(data.minimum_notice_minutes !== undefined && { minimumNoticeMinutes: data.minimum_notice_minutes }),
  };
  const [row] = await db
    .insert(businessProfiles)
    .values({ accountId, name: account.name, ...changes })
    .onConflictDoUpdate({ target: businessProfiles.accountId, set: { ...changes, updatedAt: sql`now()` } })
    .returning();
  return {
    account_id: row.accountId,
    timezone: row.timezone,
    business_hours: row.businessHours,
    buffer_minutes: row.bufferMinutes,
    minimum_notice_minutes: row.minimumNoticeMinutes,
  };
}

/** The dashboard's business calendar settings: owners and admins only. */
export async function setAccountBusinessCalendar(db: DbOrTx, actor: Actor, input: BusinessCalendarInput) {
  if (!isAccountAdmin(actor)) throw new AppError('permission_denied', 'Only owners and admins can change the business hours.');
  return setBusinessCalendar(db, actor.accountId, input);
}
