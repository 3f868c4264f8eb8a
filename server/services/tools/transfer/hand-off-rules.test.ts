import { describe, expect, it } from 'vitest';
import type { WeeklyHours } from '../../../db/schema';
import type { AvailabilityRules } from '../../calendar/slots';
import { callbackSlots, callbackWindowEnd, chooseFreeMember, freeStretchMs, type MemberCalendar } from './hand-off-rules';

const weekdays = (from: string, to: string): WeeklyHours =>
  Object.fromEntries(['mon', 'tue', 'wed', 'thu', 'fri'].map((d) => [d, [[from, to]]]));

const rules = (over: Partial<AvailabilityRules> = {}): AvailabilityRules => ({
  business: { timezone: 'America/New_York', weekly: weekdays('09:00', '17:00') },
  bufferMinutes: 0,
  noticeMinutes: 0,
  schedule: null,
  ...over,
});

const t = (iso: string) => Date.parse(iso);
const member = (userId: number, blocking: [string, string][] = [], r = rules()): MemberCalendar => ({
  userId,
  rules: r,
  blocking: blocking.map(([a, b]) => ({ start: t(a), end: t(b) })),
});

// Wednesday 2 December 2026, 10:00 in New York (15:00 UTC).
const WED_10 = t('2026-12-02T15:00:00Z');

describe('freeStretchMs', () => {
  it.each([
    ['free until the end of the day', member(1), 7 * 3_600_000],
    ['until the next event', member(1, [['2026-12-02T16:00:00Z', '2026-12-02T17:00:00Z']]), 3_600_000],
    ['inside an event', member(1, [['2026-12-02T14:30:00Z', '2026-12-02T15:30:00Z']]), 0],
    ['an event that ended just now', member(1, [['2026-12-02T14:00:00Z', '2026-12-02T15:00:00Z']]), 7 * 3_600_000],
    ['inside the buffer after an event', member(1, [['2026-12-02T14:00:00Z', '2026-12-02T14:55:00Z']], rules({ bufferMinutes: 10 })), 0],
    ['outside their own schedule', member(1, [], rules({ schedule: { timezone: 'America/New_York', weekly: weekdays('13:00', '17:00') } })), 0],
    ['on a day their schedule overrides as off', member(1, [], rules({ schedule: { timezone: 'America/New_York', weekly: weekdays('09:00', '17:00'), overrides: { '2026-12-02': [] } } })), 0],
  ])('%s', (_name, m, expected) => {
    expect(freeStretchMs(m, WED_10)).toBe(expected);
  });

  it('is 0 outside the business hours', () => {
    expect(freeStretchMs(member(1), t('2026-12-02T23:00:00Z'))).toBe(0);
    expect(freeStretchMs(member(1), t('2026-12-05T15:00:00Z'))).toBe(0); // Saturday
  });
});

describe('chooseFreeMember', () => {
  it('takes the longest free, then the lowest id; none free for the talk time is no one', () => {
    const busySoon = member(1, [['2026-12-02T15:10:00Z', '2026-12-02T16:00:00Z']]); // free 10 minutes only
    const hour = member(2, [['2026-12-02T16:00:00Z', '2026-12-02T17:00:00Z']]);
    const day = member(3);
    const dayToo = member(4);
    expect(chooseFreeMember([busySoon, hour, dayToo, day], WED_10)).toEqual({ userId: 3, freeMs: 7 * 3_600_000 });
    expect(chooseFreeMember([busySoon, hour], WED_10)?.userId).toBe(2);
    expect(chooseFreeMember([busySoon], WED_10)).toBeNull();
    expect(chooseFreeMember([], WED_10)).toBeNull();
  });
});

describe('callbackWindowEnd', () => {
  const business = rules().business;
  it.each([
    // Wednesday morning: Wed, Thu, Fri → Friday's close.
    ['2026-12-02T15:00:00Z', '2026-12-04T22:00:00Z'],
    // Wednesday after hours: Thu, Fri, Mon.
    ['2026-12-02T23:00:00Z', '2026-12-07T22:00:00Z'],
    // Friday afternoon: Fri, Mon, Tue.
    ['2026-12-04T20:00:00Z', '2026-12-08T22:00:00Z'],
    // Saturday: Mon, Tue, Wed.
    ['2026-12-05T15:00:00Z', '2026-12-09T22:00:00Z'],
  ])('from %s ends at %s', (now, end) => {
    expect(new Date(callbackWindowEnd(business, t(now))).toISOString()).toBe(new Date(end).toISOString());
  });

  it('is now when the business never opens', () => {
    expect(callbackWindowEnd({ timezone: 'UTC', weekly: {} }, WED_10)).toBe(WED_10);
  });
});

describe('callbackSlots', () => {
  it('the first free 15 minutes of any member, earliest first, ties to the lowest id', () => {
    const end = callbackWindowEnd(rules().business, WED_10);
    const allDay = member(2, [['2026-12-02T15:00:00Z', '2026-12-02T22:00:00Z']]);
    const untilNoon = member(1, [['2026-12-02T15:00:00Z', '2026-12-02T17:00:00Z']]);
    const slots = callbackSlots([allDay, untilNoon], WED_10, end);
    expect(slots[0]).toEqual({ userId: 1, start: t('2026-12-02T17:00:00Z'), end: t('2026-12-02T17:15:00Z') });
    // Both free from Thursday's opening: the lower id first.
    const busyWed = (id: number) => member(id, [['2026-12-02T14:00:00Z', '2026-12-02T23:00:00Z']]);
    expect(callbackSlots([busyWed(7), busyWed(5)], WED_10, end).slice(0, 2)).toEqual([
      { userId: 5, start: t('2026-12-03T14:00:00Z'), end: t('2026-12-03T14:15:00Z') },
      { userId: 7, start: t('2026-12-03T14:00:00Z'), end: t('2026-12-03T14:15:00Z') },
    ]);
  });

  it('finds nothing past the third business day', () => {
    const end = callbackWindowEnd(rules().business, WED_10);
    const away = member(1, [['2026-12-02T00:00:00Z', '2026-12-05T00:00:00Z']]);
    expect(callbackSlots([away], WED_10, end)).toEqual([]);
  });
});
