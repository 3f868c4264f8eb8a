import { toIso } from '../../lib/time';
import type { LinkedBusy, LinkedSource } from './linked/busy';
import { intersect, workingIntervals, type AvailabilityRules, type Interval, type SlotQuery } from './slots';

/** A Switchboard event's time, with its id when availability explains itself. */
export interface OwnInterval extends Interval {
  eventId?: number;
}

export type RefusalReason =
  | { source: 'google' | 'outlook' | 'caldav' | 'gohighlevel'; calendar: string; kind: 'busy' | 'connection_failing' }
  | { source: 'event'; event_id: number }
  | { source: 'business_hours' }
  | { source: 'schedule' }
  | { source: 'buffer' }
  | { source: 'minimum_notice' };

export interface Refusal {
  start: string;
  end: string;
  by: RefusalReason[];
}

const MINUTE = 60_000;
const overlaps = (a: Interval, s: number, e: number) => a.start < e && a.end > s;
const inside = (list: Interval[], s: number, e: number) => list.some((w) => w.start <= s && w.end >= e);

/**
 * `explain=true`: the candidate slots availability refused, each with everything that refused it. Candidates are the
 * steps of the business hours and of the person's schedule (each from the start of its own intervals, as free slots
 * are), so a slot outside one of them is named with it; then the notice, Switchboard's events, the buffer around
 * them, and each linked calendar's busy time (a failing connection refuses every slot).
 */
export function explainRefusals(
  rules: AvailabilityRules,
  query: SlotQuery,
  time: { own: OwnInterval[]; linked: LinkedBusy[]; failing: LinkedSource[]; sources: LinkedSource[] },
): Refusal[] {
  const step = query.durationMinutes * MINUTE;
  const spanFrom = query.from - 2 * 86_400_000;
  const spanTo = query.to + 2 * 86_400_000;
  const business = workingIntervals(rules.business, spanFrom, spanTo);
  const schedule = rules.schedule ? workingIntervals(rules.schedule, spanFrom, spanTo) : null;
  const working = schedule ? intersect(business, schedule) : business;
  const buffer = rules.bufferMinutes * MINUTE;
  const earliest = query.now + rules.noticeMinutes * MINUTE;
  const names = new Map(time.sources.map((s) => [s.linkedCalendarId, s]));

  const starts = new Set<number>();
  for (const grid of [business, schedule ?? []]) {
    for (const w of grid) {
      for (let s = w.start; s + step <= w.end; s += step) if (s >= query.from && s < query.to) starts.add(s);
    }
  }
  const out: Refusal[] = [];
  for (const start of [...starts].sort((a, b) => a - b)) {
    const end = start + step;
    const by: RefusalReason[] = [];
    if (!inside(business, start, end)) by.push({ source: 'business_hours' });
    if (schedule && !inside(schedule, start, end)) by.push({ source: 'schedule' });
    if (!inside(working, start, end) && !by.length) by.push({ source: 'schedule' });
    if (start < earliest) by.push({ source: 'minimum_notice' });
    let buffered = false;
    for (const e of time.own) {
      if (overlaps(e, start, end)) by.push(e.eventId !== undefined ? { source: 'event', event_id: e.eventId } : { source: 'buffer' });
      else if (buffer && overlaps(e, start - buffer, end + buffer)) buffered = true;
    }
    const calendarsBusy = new Set<number>();
    for (const b of time.linked) {
      if (overlaps(b, start, end)) calendarsBusy.add(b.linkedCalendarId);
      else if (buffer && overlaps(b, start - buffer, end + buffer)) buffered = true;
    }
    for (const id of calendarsBusy) {
      const s = names.get(id);
      if (s) by.push({ source: s.provider, calendar: s.calendar, kind: 'busy' });
    }
    for (const f of time.failing) by.push({ source: f.provider, calendar: f.calendar, kind: 'connection_failing' });
    if (buffered) by.push({ source: 'buffer' });
    if (by.length) out.push({ start: toIso(new Date(start)), end: toIso(new Date(end)), by });
  }
  return out;
}
