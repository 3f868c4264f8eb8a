import type { DateTime } from 'luxon';
import type { RouterOutputs } from '@/app/_trpc/client';
import { formatTime, inZone } from './time';

/** A stretch of busy time in one of the person's linked calendars, as the week view draws it. */
export type OutsideBlock = RouterOutputs['calendarConnections']['outsideBusy']['blocks'][number];

/** The blocks that touch `day` (its start, in the zone), in time order. */
export function blocksOnDay(blocks: OutsideBlock[], day: DateTime, zone: string): OutsideBlock[] {
  const from = day.toMillis();
  const to = day.plus({ days: 1 }).toMillis();
  return blocks.filter((b) => inZone(b.start, zone).toMillis() < to && inZone(b.end, zone).toMillis() > from);
}

/** "10:00 AM–11:00 AM", or "All day". */
export const blockTimes = (b: OutsideBlock, zone: string) => (b.all_day ? 'All day' : `${formatTime(b.start, zone)}–${formatTime(b.end, zone)}`);

/** The block in words for its label: its calendar's name first, since that is what says where it comes from. */
export const describeBlock = (b: OutsideBlock, zone: string) => `Busy in ${b.calendar.name}${b.title ? ` (${b.title})` : ''}, ${blockTimes(b, zone)}`;
