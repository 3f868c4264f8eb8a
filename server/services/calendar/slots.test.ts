import { describe, expect, it } from 'vitest';
import type { WeeklyHours } from '../../db/schema/accounts';
import { defaultBusinessHours } from '../../db/schema/accounts';
import type { DateOverrides } from '../../db/schema/calendar';
import { toIso } from '../../lib/time';
import { localDayWindow } from './dates';
import { computeSlots, type HoursSource } from './slots';

// Table-driven cases for the slot rules. Dates: 2026-11-23 is a Monday. US DST 2026: starts Sun Mar 8, ends
// Sun Nov 1. EU DST 2026: starts Sun Mar 29, ends Sun Oct 25.

const every = (a: string, z: string): WeeklyHours =>
  Object.fromEntries(['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'].map((d) => [d, [[a, z]]]));
const weekdays = (a: string, z: string): WeeklyHours =>
  Object.fromEntries(['mon', 'tue', 'wed', 'thu', 'fri'].map((d) => [d, [[a, z]]]));

interface Case {
  name: string;
  business?: HoursSource;
  schedule?: HoursSource;
  buffer?: number;
  notice?: number;
  /** Whole days start..end in `zone` (default UTC). */
  start: string;
  end: string;
  zone?: string;
  duration: number;
  now?: string;
  events?: [string, string][];
  /** Expected slot starts (UTC ISO), or only the count plus first and last when long. */
  expect: string[] | { count: number; first: string; last: string };
}

const utc9to5: HoursSource = { timezone: 'UTC', weekly: defaultBusinessHours };

const cases: Case[] = [
  {
    name: 'default business hours, Monday, hourly',
    start: '2026-11-23', end: '2026-11-23', duration: 60,
    expect: ['09', '10', '11', '12', '13', '14', '15', '16'].map((h) => `2026-11-23T${h}:00:00Z`),
  },
  {
    name: 'a duration that does not divide the interval leaves the remainder unused',
    business: { timezone: 'UTC', weekly: { mon: [['09:00', '12:00']] } },
    start: '2026-11-23', end: '2026-11-23', duration: 50,
    expect: ['2026-11-23T09:00:00Z', '2026-11-23T09:50:00Z', '2026-11-23T10:40:00Z'],
  },
  {
    name: 'touching intervals of one day form one working interval',
    business: { timezone: 'UTC', weekly: { mon: [['10:00', '11:00'], ['09:00', '10:00']] } },
    start: '2026-11-23', end: '2026-11-23', duration: 45,
    expect: ['2026-11-23T09:00:00Z', '2026-11-23T09:45:00Z'],
  },
  {
    name: 'separate intervals each start their own steps',
    business: { timezone: 'UTC', weekly: { mon: [['09:00', '10:00'], ['10:15', '11:35']] } },
    start: '2026-11-23', end: '2026-11-23', duration: 40,
    expect: ['2026-11-23T09:00:00Z', '2026-11-23T10:15:00Z', '2026-11-23T10:55:00Z'],
  },
  {
    name: 'weekends are closed by default',
    start: '2026-11-21', end: '2026-11-22', duration: 30,
    expect: [],
  },
  // America/New_York across both DST changes: 09:00 local is 14:00Z in winter, 13:00Z in summer.
  {
    name: 'New York, spring forward: Friday before at 14:00Z, Monday after at 13:00Z',
    business: { timezone: 'America/New_York', weekly: weekdays('09:00', '10:00') },
    start: '2026-03-06', end: '2026-03-09', duration: 60,
    expect: ['2026-03-06T14:00:00Z', '2026-03-09T13:00:00Z'],
  },
  {
    name: 'New York, fall back: Friday before at 13:00Z, Monday after at 14:00Z',
    business: { timezone: 'America/New_York', weekly: weekdays('09:00', '10:00') },
    start: '2026-10-30', end: '2026-11-02', duration: 60,
    expect: ['2026-10-30T13:00:00Z', '2026-11-02T14:00:00Z'],
  },
  {
    name: 'New York, the spring-forward day itself has 23 hourly slots',
    business: { timezone: 'America/New_York', weekly: every('00:00', '24:00') },
    start: '2026-03-08', end: '2026-03-08', zone: 'America/New_York', duration: 60,
    expect: { count: 23, first: '2026-03-08T05:00:00Z', last: '2026-03-09T03:00:00Z' },
  },
  {
    name: 'New York, the fall-back day itself has 25 hourly slots',
    business: { timezone: 'America/New_York', weekly: every('00:00', '24:00') },
    start: '2026-11-01', end: '2026-11-01', zone: 'America/New_York', duration: 60,
    expect: { count: 25, first: '2026-11-01T04:00:00Z', last: '2026-11-02T04:00:00Z' },
  },
  {
    name: 'New York, 01:00-04:00 on the spring-forward day is two real hours',
    business: { timezone: 'UTC', weekly: every('00:00', '24:00') },
    schedule: { timezone: 'America/New_York', weekly: { sun: [['01:00', '04:00']] } },
    start: '2026-03-08', end: '2026-03-08', zone: 'America/New_York', duration: 60,
    expect: ['2026-03-08T06:00:00Z', '2026-03-08T07:00:00Z'],
  },
  {
    name: 'New York, 01:00-04:00 on the fall-back day is four real hours',
    business: { timezone: 'UTC', weekly: every('00:00', '24:00') },
    schedule: { timezone: 'America/New_York', weekly: { sun: [['01:00', '04:00']] } },
    start: '2026-11-01', end: '2026-11-01', zone: 'America/New_York', duration: 60,
    expect: ['2026-11-01T05:00:00Z', '2026-11-01T06:00:00Z', '2026-11-01T07:00:00Z', '2026-11-01T08:00:00Z'],
  },
  {
    name: 'New York, hours inside the skipped spring-forward hour do not exist',
    business: { timezone: 'UTC', weekly: every('00:00', '24:00') },
    schedule: { timezone: 'America/New_York', weekly: { sun: [['02:00', '03:00']] } },
    start: '2026-03-08', end: '2026-03-08', zone: 'America/New_York', duration: 15,
    expect: [],
  },
  // Europe/Berlin across both DST changes: 09:00 local is 08:00Z in winter, 07:00Z in summer.
  {
    name: 'Berlin, spring forward: Friday before at 08:00Z, Monday after at 07:00Z',
    business: { timezone: 'Europe/Berlin', weekly: weekdays('09:00', '10:00') },
    start: '2026-03-27', end: '2026-03-30', duration: 60,
    expect: ['2026-03-27T08:00:00Z', '2026-03-30T07:00:00Z'],
  },
  {
    name: 'Berlin, fall back: Friday before at 07:00Z, Monday after at 08:00Z',
    business: { timezone: 'Europe/Berlin', weekly: weekdays('09:00', '10:00') },
    start: '2026-10-23', end: '2026-10-26', duration: 60,
    expect: ['2026-10-23T07:00:00Z', '2026-10-26T08:00:00Z'],
  },
  {
    name: 'Berlin, the spring-forward day itself has 23 hourly slots',
    business: { timezone: 'Europe/Berlin', weekly: every('00:00', '24:00') },
    start: '2026-03-29', end: '2026-03-29', zone: 'Europe/Berlin', duration: 60,
    expect: { count: 23, first: '2026-03-28T23:00:00Z', last: '2026-03-29T21:00:00Z' },
  },
  {
    name: 'Berlin, the fall-back day itself has 25 hourly slots',
    business: { timezone: 'Europe/Berlin', weekly: every('00:00', '24:00') },
    start: '2026-10-25', end: '2026-10-25', zone: 'Europe/Berlin', duration: 60,
    expect: { count: 25, first: '2026-10-24T22:00:00Z', last: '2026-10-25T22:00:00Z' },
  },
  {
    name: 'Berlin business and New York schedule intersect in UTC (winter)',
    business: { timezone: 'Europe/Berlin', weekly: weekdays('09:00', '17:00') },
    schedule: { timezone: 'America/New_York', weekly: weekdays('06:00', '12:00') },
    start: '2026-11-23', end: '2026-11-23', duration: 60,
    expect: ['11', '12', '13', '14', '15'].map((h) => `2026-11-23T${h}:00:00Z`),
  },
  {
    name: 'Berlin business and New York schedule while only the US is on summer time',
    business: { timezone: 'Europe/Berlin', weekly: weekdays('09:00', '17:00') },
    schedule: { timezone: 'America/New_York', weekly: weekdays('06:00', '12:00') },
    start: '2026-03-16', end: '2026-03-16', duration: 60,
    expect: ['10', '11', '12', '13', '14', '15'].map((h) => `2026-03-16T${h}:00:00Z`),
  },
  {
    name: 'the schedule narrows business hours, and steps start at the intersection',
    schedule: { timezone: 'UTC', weekly: { mon: [['09:10', '11:00']] } },
    start: '2026-11-23', end: '2026-11-23', duration: 30,
    expect: ['2026-11-23T09:10:00Z', '2026-11-23T09:40:00Z', '2026-11-23T10:10:00Z'],
  },
  {
    name: 'a schedule outside business hours gives nothing',
    schedule: { timezone: 'UTC', weekly: { sat: [['09:00', '17:00']] } },
    start: '2026-11-21', end: '2026-11-28', duration: 30,
    expect: [],
  },
  {
    name: 'an override with an empty list blocks the day',
    schedule: { timezone: 'UTC', weekly: weekdays('09:00', '11:00'), overrides: { '2026-11-24': [] } },
    start: '2026-11-23', end: '2026-11-25', duration: 60,
    expect: ['2026-11-23T09:00:00Z', '2026-11-23T10:00:00Z', '2026-11-25T09:00:00Z', '2026-11-25T10:00:00Z'],
  },
  {
    name: 'an override replaces the day, still within business hours',
    schedule: { timezone: 'UTC', weekly: weekdays('09:00', '11:00'), overrides: { '2026-11-24': [['16:00', '18:00']], '2026-11-28': [['09:00', '12:00']] } },
    start: '2026-11-24', end: '2026-11-28', duration: 60,
    expect: ['2026-11-24T16:00:00Z', '2026-11-25T09:00:00Z', '2026-11-25T10:00:00Z', '2026-11-26T09:00:00Z', '2026-11-26T10:00:00Z', '2026-11-27T09:00:00Z', '2026-11-27T10:00:00Z'],
  },
  {
    name: 'overrides are read on the schedule zone\'s dates',
    business: { timezone: 'UTC', weekly: every('00:00', '24:00') },
    schedule: { timezone: 'Asia/Tokyo', weekly: every('08:00', '10:00'), overrides: { '2026-11-24': [] } },
    start: '2026-11-23', end: '2026-11-24', duration: 60,
    // Tokyo 08:00-10:00 is 23:00Z-01:00Z the day before, cut at UTC midnight by the business days. Tokyo
    // Tuesday 24 (Monday 23:00Z) is blocked; Tokyo Wednesday 25 starts Tuesday 23:00Z.
    expect: ['2026-11-23T00:00:00Z', '2026-11-24T23:00:00Z'],
  },
  {
    name: 'the buffer is kept clear on both sides of an event',
    buffer: 15,
    start: '2026-11-23', end: '2026-11-23', duration: 30,
    events: [['2026-11-23T11:00:00Z', '2026-11-23T12:00:00Z']],
    expect: ['09:00', '09:30', '10:00', '12:30', '13:00', '13:30', '14:00', '14:30', '15:00', '15:30', '16:00', '16:30'].map((t) => `2026-11-23T${t}:00Z`),
  },
  {
    name: 'the buffer of events outside the hours reaches into them at both ends of the day',
    buffer: 15,
    start: '2026-11-23', end: '2026-11-23', duration: 30,
    events: [['2026-11-23T08:30:00Z', '2026-11-23T08:50:00Z'], ['2026-11-23T17:05:00Z', '2026-11-23T17:30:00Z']],
    expect: ['09:30', '10:00', '10:30', '11:00', '11:30', '12:00', '12:30', '13:00', '13:30', '14:00', '14:30', '15:00', '15:30', '16:00'].map((t) => `2026-11-23T${t}:00Z`),
  },
  {
    name: 'a slot may end where an event\'s buffer begins and start where it ends',
    buffer: 30,
    start: '2026-11-23', end: '2026-11-23', duration: 30,
    events: [['2026-11-23T11:30:00Z', '2026-11-23T12:00:00Z']],
    expect: ['09:00', '09:30', '10:00', '10:30', '12:30', '13:00', '13:30', '14:00', '14:30', '15:00', '15:30', '16:00', '16:30'].map((t) => `2026-11-23T${t}:00Z`),
  },
  {
    name: 'an event spanning days blocks all of them',
    start: '2026-11-23', end: '2026-11-25', duration: 120,
    events: [['2026-11-23T13:00:00Z', '2026-11-25T11:00:00Z']],
    expect: ['2026-11-23T09:00:00Z', '2026-11-23T11:00:00Z', '2026-11-25T11:00:00Z', '2026-11-25T13:00:00Z', '2026-11-25T15:00:00Z'],
  },
  {
    name: 'minimum notice across midnight keeps the steps of the interval',
    notice: 690, // 11h30 after Monday 22:00Z is Tuesday 09:30Z
    now: '2026-11-23T22:00:00Z',
    start: '2026-11-23', end: '2026-11-24', duration: 60,
    expect: ['10', '11', '12', '13', '14', '15', '16'].map((h) => `2026-11-24T${h}:00:00Z`),
  },
  {
    name: 'slots before now are never offered, even without notice',
    now: '2026-11-23T12:10:00Z',
    start: '2026-11-23', end: '2026-11-23', duration: 60,
    expect: ['13', '14', '15', '16'].map((h) => `2026-11-23T${h}:00:00Z`),
  },
  {
    name: 'dates are whole days in the query zone',
    business: { timezone: 'UTC', weekly: every('00:00', '24:00') },
    start: '2026-11-23', end: '2026-11-23', zone: 'Asia/Tokyo', duration: 360,
    expect: ['2026-11-22T18:00:00Z', '2026-11-23T00:00:00Z', '2026-11-23T06:00:00Z', '2026-11-23T12:00:00Z'],
  },
  {
    name: 'a working interval never runs past local midnight',
    business: { timezone: 'UTC', weekly: every('00:00', '24:00') },
    start: '2026-11-23', end: '2026-11-23', duration: 420,
    expect: ['2026-11-23T00:00:00Z', '2026-11-23T07:00:00Z', '2026-11-23T14:00:00Z'],
  },
];

function run(c: Case): string[] {
  const window = localDayWindow(c.start, c.end, c.zone ?? 'UTC');
  const slots = computeSlots(
    { business: c.business ?? utc9to5, schedule: c.schedule ?? null, bufferMinutes: c.buffer ?? 0, noticeMinutes: c.notice ?? 0 },
    { ...window, durationMinutes: c.duration, now: Date.parse(c.now ?? '2026-01-01T00:00:00Z') },
    (c.events ?? []).map(([s, e]) => ({ start: Date.parse(s), end: Date.parse(e) })),
  );
  for (const s of slots) expect(s.end - s.start).toBe(c.duration * 60_000);
  return slots.map((s) => toIso(new Date(s.start)));
}

describe('computeSlots', () => {
  it.each(cases)('$name', (c) => {
    const got = run(c);
    if (Array.isArray(c.expect)) {
      expect(got).toEqual(c.expect);
    } else {
      expect(got).toHaveLength(c.expect.count);
      expect(got[0]).toBe(c.expect.first);
      expect(got.at(-1)).toBe(c.expect.last);
    }
  });

  it('keeps hourly steps continuous in UTC through the DST switch', () => {
    const got = run({
      name: 'continuity', business: { timezone: 'Europe/Berlin', weekly: every('00:00', '24:00') },
      start: '2026-10-25', end: '2026-10-25', zone: 'Europe/Berlin', duration: 60, expect: [],
    });
    const times = got.map((s) => Date.parse(s));
    for (let i = 1; i < times.length; i++) expect(times[i] - times[i - 1]).toBe(3_600_000);
  });

  it('reads a user schedule with date overrides that block and replace', () => {
    const overrides: DateOverrides = { '2026-12-24': [], '2026-12-31': [['09:00', '10:00']] };
    const got = run({
      name: 'holidays', schedule: { timezone: 'UTC', weekly: weekdays('09:00', '17:00'), overrides },
      start: '2026-12-24', end: '2026-12-31', duration: 480, expect: [],
    });
    expect(got).toEqual(['2026-12-25T09:00:00Z', '2026-12-28T09:00:00Z', '2026-12-29T09:00:00Z', '2026-12-30T09:00:00Z']);
  });
});
