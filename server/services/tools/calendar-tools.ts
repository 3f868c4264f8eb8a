import { and, eq, or } from 'drizzle-orm';
import type { z } from 'zod';
import { calendarEvents, calls } from '../../db/schema';
import type { Database } from '../../db/types';
import { AppError, isAppError, notFound } from '../../errors';
import { toIso } from '../../lib/time';
import { userBlockingEvents } from '../calendar/availability';
import { parseDateTime } from '../../lib/date-time';
import { DAY_MS, MINUTE_MS } from '../calendar/dates';
import { eventRefCondition, eventScope } from '../calendar/queries';
import { loadAvailabilityRules } from '../calendar/settings';
import { computeSlots, intersect, mergeIntervals, workingIntervals, type AvailabilityRules, type Interval } from '../calendar/slots';
import { createEvent, getAvailability, patchEvent } from '../calendar/service';
import { fullName } from '../contacts/access';
import type { toolArguments } from './arguments';
import type { ToolCallContext, ToolRun } from './context';
import { oneLine, speakSlots, speakTime, type BookedEvent, type Slot, type ToolResult } from './result';

type Args<N extends keyof typeof toolArguments> = z.output<(typeof toolArguments)[N]>;

const DEFAULT_DURATION = 30;
const ALTERNATIVES = 3;

/** check_availability: the free slots of the call's calendar, whole days in the business time zone. */
export async function checkAvailability(db: Database, ctx: ToolCallContext, args: Args<'check_availability'>, now: Date): Promise<ToolResult> {
  const zone = ctx.businessZone;
  const found = await getAvailability(db, ctx.actor, {
    start_date: args.start_date,
    end_date: args.end_date,
    duration: args.duration,
    timezone: zone,
  }, { now });
  const slots = found.available_slots;
  const message = slots.length
    ? `${slots.length} free ${slots.length === 1 ? 'time' : 'times'} from ${found.start_date} to ${found.end_date} (${zone}), the first: ${speakSlots(slots, zone)}.`
    : `No free time from ${found.start_date} to ${found.end_date} (${zone}).`;
  return { ok: true, message: oneLine(message), timezone: zone, available_slots: slots };
}

/** book_appointment: the caller's appointment, booked through the race-free guard and linked to the call. */
export async function bookAppointment(
  db: Database, ctx: ToolCallContext, args: Args<'book_appointment'>, now: Date, run?: Pick<ToolRun, 'simulated'>,
): Promise<ToolResult> {
  const start = parseStart(args.start_time);
  const duration = args.duration_minutes ?? DEFAULT_DURATION;
  const end = new Date(start.getTime() + duration * MINUTE_MS);
  const ownerId = ctx.actor.userId;
  const refusal = await refuseTime(db, ctx, ownerId, start, duration, now);
  if (refusal) return refusal;

  const name = customerName(ctx);
  const agentOfAccount = ctx.agent.accountId === ctx.call.accountId;
  try {
    const created = await createEvent(db, ctx.actor, {
      title: args.title ?? (name ? `Appointment with ${name}` : 'Appointment'),
      start_time: start.toISOString(),
      end_time: end.toISOString(),
      event_type: 'appointment',
      created_by_ai_agent: true,
      ai_agent_id: ctx.agent.id,
      team_id: agentOfAccount ? ctx.agent.teamId : null,
      customer_name: name,
      customer_email: ctx.contact?.email ?? ctx.call.contactEmail ?? '',
      customer_phone: ctx.call.phoneNumber,
      customer_notes: args.notes ?? '',
      check_availability: true,
    }, { now, callId: ctx.call.id, simulated: run?.simulated ?? false });
    const zone = ctx.businessZone;
    return {
      ok: true,
      message: oneLine(`Booked for ${speakTime(start, zone)} (${zone}), ${duration} minutes; appointment id ${created.id}.`),
      timezone: zone,
      event: { id: created.id, uuid: created.uuid, title: created.title, status: created.status, start_time: created.start_time, end_time: created.end_time },
    };
  } catch (err) {
    // Another booking took the time between the check and the write: the guard refused it under the calendar lock.
    if (isAppError(err) && err.code === 'slot_unavailable') return alternativesResult(db, ctx, ownerId, start, duration, now, 'slot_unavailable');
    throw err;
  }
}

/** reschedule_appointment: one of the caller's appointments moves to another free time, its length kept. */
export async function rescheduleAppointment(db: Database, ctx: ToolCallContext, args: Args<'reschedule_appointment'>, now: Date): Promise<ToolResult> {
  const event = await findCallersEventOrThrow(db, ctx, args.event_id);
  const start = parseStart(args.start_time);
  if (event.status === 'cancelled') return cancelledResult(event.id);
  const duration = Math.round((event.endTime.getTime() - event.startTime.getTime()) / MINUTE_MS);
  const ownerId = event.ownerUserId ?? ctx.actor.userId;
  const refusal = await refuseTime(db, ctx, ownerId, start, duration, now, event);
  if (refusal) return refusal;
  try {
    const moved = await patchEvent(db, ctx.actor, event.id, {
      start_time: start.toISOString(),
      end_time: new Date(start.getTime() + duration * MINUTE_MS).toISOString(),
      check_availability: true,
    }, { now });
    const zone = ctx.businessZone;
    return {
      ok: true,
      message: oneLine(`Moved appointment ${moved.id} to ${speakTime(start, zone)} (${zone}).`),
      timezone: zone,
      event: moved,
    };
  } catch (err) {
    if (isAppError(err) && err.code === 'slot_unavailable') return alternativesResult(db, ctx, ownerId, start, duration, now, 'slot_unavailable', event);
    throw err;
  }
}

/** cancel_appointment: one of the caller's appointments is cancelled (its reminder goes with it). */
export async function cancelAppointment(db: Database, ctx: ToolCallContext, args: Args<'cancel_appointment'>, now: Date): Promise<ToolResult> {
  const event = await findCallersEventOrThrow(db, ctx, args.event_id);
  const zone = ctx.businessZone;
  if (event.status === 'cancelled') {
    return { ok: true, message: `Appointment ${event.id} was already cancelled.`, timezone: zone, event: bookedOf(event) };
  }
  const cancelled = await patchEvent(db, ctx.actor, event.id, { status: 'cancelled' }, { now });
  return {
    ok: true,
    message: oneLine(`Cancelled the appointment of ${speakTime(event.startTime, zone)} (${zone}).`),
    timezone: zone,
    event: cancelled,
  };
}

function parseStart(value: string): Date {
  const start = parseDateTime(value);
  if (!start) throw new AppError('invalid_datetime_format', 'start_time must be an ISO 8601 date-time such as 2026-11-24T15:00:00Z.');
  return start;
}

const customerName = (ctx: ToolCallContext) => (ctx.contact ? fullName(ctx.contact) : ctx.call.contactName ?? '');

type EventRow = typeof calendarEvents.$inferSelect;
const bookedOf = (e: EventRow): BookedEvent => ({
  id: e.id, uuid: e.uuid, title: e.title, status: e.status, start_time: toIso(e.startTime)!, end_time: toIso(e.endTime)!,
});

const cancelledResult = (id: number): ToolResult => ({
  ok: false,
  error: 'appointment_cancelled',
  message: `Appointment ${id} was cancelled; book a new one instead.`,
});

/**
 * The caller's appointments only: of the call's account and within the actor's reach (a key's user sees their teams'
 * events), booked during this call or another call with the same contact, or, asked through the REST API, for the
 * caller's number (a provider's caller number can be spoofed). Anything else, another account's included, is not found.
 */
async function findCallersEventOrThrow(db: Database, ctx: ToolCallContext, ref: string | number): Promise<EventRow> {
  const match = eventRefCondition(ref);
  if (!match) throw notFound(`Appointment ${ref}`);
  const [row] = await db
    .select({ event: calendarEvents })
    .from(calendarEvents)
    .leftJoin(calls, eq(calls.id, calendarEvents.callId))
    .where(and(
      match,
      eq(calendarEvents.accountId, ctx.call.accountId),
      eventScope(ctx.actor),
      or(
        eq(calendarEvents.callId, ctx.call.id),
        ctx.call.contactId === null ? undefined : eq(calls.contactId, ctx.call.contactId),
        ctx.door === 'api' ? eq(calendarEvents.customerPhone, ctx.call.phoneNumber) : undefined,
      ),
    ))
    .limit(1);
  if (!row) throw notFound(`Appointment ${ref}`);
  return row.event;
}

/**
 * Why a time cannot be booked before trying: in the past, or outside the working hours (or inside the minimum
 * notice). Null when it may be booked; a taken time is then found by the booking guard itself, under the calendar
 * lock, and answered the same way.
 */
async function refuseTime(
  db: Database, ctx: ToolCallContext, ownerId: number, start: Date, duration: number, now: Date, moving?: EventRow,
): Promise<ToolResult | null> {
  if (start.getTime() < now.getTime()) return alternativesResult(db, ctx, ownerId, now, duration, now, 'time_in_past', moving);
  const rules = await loadAvailabilityRules(db, ctx.call.accountId, ownerId);
  const slot = { start: start.getTime(), end: start.getTime() + duration * MINUTE_MS };
  if (!withinHours(rules, slot, now.getTime())) return alternativesResult(db, ctx, ownerId, start, duration, now, 'outside_availability', moving);
  return null;
}

/** Inside one working interval (business hours, and the owner's own schedule when set) and past the notice. */
function withinHours(rules: AvailabilityRules, slot: Interval, now: number): boolean {
  if (slot.start < now + rules.noticeMinutes * MINUTE_MS) return false;
  const from = slot.start - 2 * DAY_MS;
  const to = slot.end + 2 * DAY_MS;
  let working = workingIntervals(rules.business, from, to);
  if (rules.schedule) working = intersect(working, workingIntervals(rules.schedule, from, to));
  return mergeIntervals(working).some((w) => w.start <= slot.start && slot.end <= w.end);
}

/** An appointment being moved does not stand in its own way. */
function withoutEvent(blocking: Interval[], moving?: EventRow): Interval[] {
  if (!moving) return blocking;
  const at = blocking.findIndex((b) => b.start === moving.startTime.getTime() && b.end === moving.endTime.getTime());
  return at < 0 ? blocking : [...blocking.slice(0, at), ...blocking.slice(at + 1)];
}

/** The next free times from `from` (a week ahead at most), spoken with the reason the time asked for failed. */
async function alternativesResult(
  db: Database, ctx: ToolCallContext, ownerId: number, from: Date, duration: number, now: Date,
  error: 'slot_unavailable' | 'outside_availability' | 'time_in_past', moving?: EventRow,
): Promise<ToolResult> {
  // A time refused as taken is never offered back: the booking may have seen it busy in a linked calendar live,
  // before the cache (which the alternatives read) has it.
  const refused = error === 'slot_unavailable' ? { start: from.getTime(), end: from.getTime() + duration * MINUTE_MS } : undefined;
  const alternatives = await nextFreeSlots(db, ctx.call.accountId, ownerId, from, duration, now, moving, refused);
  const zone = ctx.businessZone;
  const why = {
    slot_unavailable: 'That time is already taken.',
    outside_availability: 'That time is outside the business hours.',
    time_in_past: 'That time has already passed.',
  }[error];
  const offer = alternatives.length ? ` The next free times (${zone}): ${speakSlots(alternatives, zone)}.` : ' There is no free time in the next week.';
  return { ok: false, error, message: oneLine(why + offer), timezone: zone, alternatives };
}

async function nextFreeSlots(
  db: Database, accountId: number, ownerId: number, from: Date, duration: number, now: Date, moving?: EventRow, refused?: Interval,
): Promise<Slot[]> {
  const rules = await loadAvailabilityRules(db, accountId, ownerId);
  const start = Math.max(from.getTime(), now.getTime());
  const end = start + 7 * DAY_MS;
  const reach = (rules.bufferMinutes + duration) * MINUTE_MS + DAY_MS;
  const blocking = [...withoutEvent(await userBlockingEvents(db, ownerId, start - reach, end + reach), moving), ...(refused ? [refused] : [])];
  return computeSlots(rules, { from: start, to: end, durationMinutes: duration, now: now.getTime() }, blocking)
    .slice(0, ALTERNATIVES)
    .map((s) => ({ start: toIso(new Date(s.start))!, end: toIso(new Date(s.end))!, duration_minutes: duration }));
}
