import {
  clearUserSchedule, setBusinessCalendar, setUserSchedule,
} from '../../services/calendar/service';
import type { BusinessCalendarInput, SetScheduleInput } from '../../services/calendar/schema';
import { optionalInt, optionalJson, optionalString, requireId, requireString, usageError, type Command } from '../command';

function requireJson(flags: Parameters<typeof optionalJson>[0], name: string): unknown {
  requireString(flags, name);
  return optionalJson(flags, name);
}

export const calendarCommands: Command[] = [
  {
    name: ['schedule', 'set'],
    usage: `schedule set --user ID --timezone ZONE --weekly '{"mon":[["09:00","12:00"],["13:00","17:00"]],...}' [--overrides '{"2026-12-24":[]}']`,
    options: ['user', 'timezone', 'weekly', 'overrides'],
    run: (db, f) =>
      setUserSchedule(db, requireId(f, 'user'), {
        timezone: requireString(f, 'timezone'),
        weekly: requireJson(f, 'weekly'),
        overrides: optionalJson(f, 'overrides') ?? {},
      } as SetScheduleInput),
  },
  {
    name: ['schedule', 'clear'],
    usage: 'schedule clear --user ID  (the user follows the business hours alone)',
    options: ['user'],
    run: (db, f) => clearUserSchedule(db, requireId(f, 'user')),
  },
  {
    name: ['business', 'set'],
    usage: `business set --account ID [--timezone ZONE] [--hours '{"mon":[["09:00","17:00"]],...}'] [--buffer MINUTES] [--notice MINUTES]`,
    options: ['account', 'timezone', 'hours', 'buffer', 'notice'],
    run(db, f) {
      const input = {
        timezone: optionalString(f, 'timezone'),
        business_hours: optionalJson(f, 'hours'),
        buffer_minutes: optionalInt(f, 'buffer'),
        minimum_notice_minutes: optionalInt(f, 'notice'),
      };
      if (Object.values(input).every((v) => v === undefined)) {
        throw usageError('give at least one of --timezone, --hours, --buffer, --notice');
      }
      return setBusinessCalendar(db, requireId(f, 'account'), input as BusinessCalendarInput);
    },
  },
];
