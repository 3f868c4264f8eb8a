import { DateTime } from 'luxon';
import { computeSlots, intersect, mergeIntervals, workingIntervals, type AvailabilityRules, type HoursSource, type Interval } from '../../calendar/slots';

/**
 * Who takes a call the agent hands to a person, and when a callback fits. Pure: no database and no clock of its own
 * (`now` is an input), so every rule is checked with tables of cases.
 *
 * A member is free now when the next TALK_MINUTES lie inside their working hours (business hours, and their own
 * schedule with its date overrides when they have one) and clear of their scheduled and confirmed events widened by
 * the business buffer. Of several free members the one free longest from now takes the call; a tie goes to the
 * lowest user id. When nobody is free, the callback is the first TALK_MINUTES slot (as availability computes slots)
 * of any member before the close of the third business day, counting today while the business is still open today;
 * a tie goes to the lowest user id.
 */

/** How long a handed-over conversation is planned to take: the free stretch asked of a member, and a callback's length. */
export const TALK_MINUTES = 15;
/** Business days a callback may lie within. */
export const CALLBACK_BUSINESS_DAYS = 3;

const MINUTE = 60_000;
const DAY = 86_400_000;

export interface MemberCalendar {
  userId: number;
  rules: AvailabilityRules;
  /** Scheduled and confirmed events around the window, as instants. */
  blocking: readonly Interval[];
}

/** The working intervals of a member around [from, to]: business hours, intersected with their schedule. */
function workingOf(rules: AvailabilityRules, from: number, to: number): Interval[] {
  let working = workingIntervals(rules.business, from - DAY, to + DAY);
  if (rules.schedule) working = intersect(working, workingIntervals(rules.schedule, from - DAY, to + DAY));
  return mergeIntervals(working);
}

/**
 * How long, from `now`, the member stays free: inside one working stretch and before the next event (buffer
 * included). 0 when they are outside their hours or inside an event now.
 */
export function freeStretchMs(member: MemberCalendar, now: number): number {
  const stretch = workingOf(member.rules, now, now).find((w) => w.start <= now && now < w.end);
  if (!stretch) return 0;
  const buffer = member.rules.bufferMinutes * MINUTE;
  let end = stretch.end;
  for (const b of member.blocking) {
    const start = b.start - buffer;
    const stop = b.end + buffer;
    if (start <= now && now < stop) return 0;
    if (start > now) end = Math.min(end, start);
  }
  return end - now;
}

/** The member who takes the call now: free for TALK_MINUTES at least, the longest free, then the lowest id; else null. */
export function chooseFreeMember(members: readonly MemberCalendar[], now: number): { userId: number; freeMs: number } | null {
  let best: { userId: number; freeMs: number } | null = null;
  for (const m of members) {
    const freeMs = freeStretchMs(m, now);
    if (freeMs < TALK_MINUTES * MINUTE) continue;
    if (!best || freeMs > best.freeMs || (freeMs === best.freeMs && m.userId < best.userId)) best = { userId: m.userId, freeMs };
  }
  return best;
}

/**
 * The end of the callback window: the close of the third day on which the business hours open (in the business
 * zone), today counted while it still has working time after `now`. Without three such days in the next four
 * weeks, the window ends with the last one found (or at `now`: no callback).
 */
export function callbackWindowEnd(business: HoursSource, now: number, days = CALLBACK_BUSINESS_DAYS): number {
  const ahead = workingIntervals(business, now, now + 28 * DAY).filter((w) => w.end > now);
  let end = now;
  const dates: string[] = [];
  for (const w of ahead) {
    const date = DateTime.fromMillis(w.start, { zone: business.timezone }).toISODate()!;
    if (!dates.includes(date)) {
      if (dates.length === days) break;
      dates.push(date);
    }
    end = Math.max(end, w.end);
  }
  return end;
}

export interface CallbackSlot {
  userId: number;
  start: number;
  end: number;
}

/**
 * The callback times to try, best first: each member's free TALK_MINUTES slots from `now` to the window's end,
 * ordered by start, then by user id. The first is the booking; the rest stand by if a concurrent booking takes it.
 */
export function callbackSlots(members: readonly MemberCalendar[], now: number, windowEnd: number, max = 5): CallbackSlot[] {
  const all: CallbackSlot[] = [];
  for (const m of members) {
    const slots = computeSlots(m.rules, { from: now, to: windowEnd, durationMinutes: TALK_MINUTES, now }, m.blocking);
    for (const s of slots.slice(0, max)) all.push({ userId: m.userId, start: s.start, end: s.end });
  }
  return all.sort((a, b) => a.start - b.start || a.userId - b.userId).slice(0, max);
}
