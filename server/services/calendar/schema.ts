import { z } from 'zod';
import { required } from '../../errors';
import { pageFields, pageParams } from '../../lib/pagination';
import { calendarEventStatuses, calendarEventTypes } from '../../db/schema/calendar';
import { calendarProviders } from '../../db/schema/calendar-connections';
import { isDateParam, isValidZone } from './dates';
import { minutesOf } from './slots';
import { documentedDate, documentedParam, documentedZone } from '../../lib/query-values';
import { rowIdSchema } from '../../lib/ids';
import { dateTimeForm } from '../../lib/date-time-form';
import { emailForm } from '../../lib/email-form';

// ---------------------------------------------------------------------------------------------------------
// Event inputs. `null` for an optional field means "its default" (on PATCH: reset it to the default).
// Datetimes are strings here; the service parses them so a bad one answers `invalid_datetime_format`.

const datetimeInput = z.string().max(64).meta(dateTimeForm).describe('ISO 8601 date-time with Z or an offset; without an offset it is UTC');
const optionalText = (max: number) => z.string().trim().max(max).nullish();

// title, start_time and end_time are required on create and PUT, checked before anything else (`missing_parameter`);
// PATCH makes every field optional.
const eventFields = {
  title: required(z.string().trim().min(1, 'must not be empty').max(500)),
  description: z.string().max(10_000).nullish(),
  start_time: required(datetimeInput),
  end_time: required(datetimeInput),
  event_type: z.enum(calendarEventTypes).nullish().describe('default meeting'),
  location: optionalText(500),
  customer_name: optionalText(200),
  customer_email: z.union([z.literal(''), z.string().trim().toLowerCase().pipe(z.email('must be a valid email address')).pipe(z.string().max(254))]).nullish()
    .meta({ anyOf: [emailForm, { const: '' }, { type: 'null' }] }),
  customer_phone: optionalText(50),
  customer_notes: z.string().max(10_000).nullish(),
  has_video_conference: z.boolean().nullish(),
  video_conference_url: optionalText(2000),
  video_conference_provider: optionalText(100),
  is_reminder_enabled: z.boolean().nullish().describe('default false'),
  remind_before_minutes: z.number().int().min(0).max(43_200).nullish().describe('default 30'),
  ai_agent_id: z.union([rowIdSchema, z.string().trim().min(1).max(200)]).nullish()
    .describe('agent database id, or its assistant_id'),
  team_id: rowIdSchema.nullish(),
  created_by_ai_agent: z.boolean().nullish(),
  sync_to_external_calendars: z.boolean().nullish(),
  send_notifications: z.boolean().nullish(),
  check_availability: z.boolean().optional()
    .describe('refuse the write with 409 slot_unavailable when the time, widened by the business buffer, overlaps a scheduled or confirmed event of the owner'),
};

export const createEventInput = z.object({
  ...eventFields,
  status: z.enum(['scheduled', 'confirmed']).nullish().describe('default scheduled'),
});
export type CreateEventInput = z.input<typeof createEventInput>;

/** PUT: the whole event; omitted fields return to their defaults. */
export const replaceEventInput = z.object({ ...eventFields, status: z.enum(calendarEventStatuses).nullish() });
export type ReplaceEventInput = z.input<typeof replaceEventInput>;

/** PATCH: only the fields sent change. */
export const patchEventInput = replaceEventInput.partial();
export type PatchEventInput = z.input<typeof patchEventInput>;

// ---------------------------------------------------------------------------------------------------------
// Query strings. The service parses them itself so both doors answer the endpoint's own error codes.

const queryInt = z.union([z.number(), z.string().regex(/^\d{1,9}$/, 'must be a whole number').transform(Number)]);
const dateParam = documentedDate(z.string().refine(isDateParam, 'must be a date in the form YYYY-MM-DD'));
const zoneParam = documentedZone(z.string().refine(isValidZone, 'must be an IANA time zone such as Europe/Berlin'));

export const listEventsQuery = z.object({
  start_date: dateParam.optional().describe('YYYY-MM-DD, default today (in timezone)'),
  end_date: dateParam.optional().describe('YYYY-MM-DD inclusive, default 30 days after start_date; at most 366 days after it'),
  status: z.enum(calendarEventStatuses).optional(),
  ...pageParams,
  timezone: zoneParam.optional().describe('IANA zone the dates are read in, default UTC'),
});
export type ListEventsQuery = z.input<typeof listEventsQuery>;

/** `duration` is checked separately: its errors answer `invalid_duration`. */
export const availabilityQuery = z.object({
  start_date: dateParam.optional().describe('YYYY-MM-DD, default today (in timezone)'),
  end_date: dateParam.optional().describe('YYYY-MM-DD inclusive, default 7 days after start_date; at most 62 days after it'),
  duration: documentedParam(z.union([z.number(), z.string()]), { type: 'integer', minimum: 1, maximum: 180 }).optional().describe('minutes per slot, integer 1 to 180, default 30'),
  timezone: zoneParam.optional().describe('IANA zone the dates are read in, default UTC'),
  explain: z.union([z.boolean(), z.enum(['true', 'false']).transform((v) => v === 'true')]).optional()
    .describe('true: the answer adds `blocked`, the candidate slots refused and everything that refused each'),
});
export type AvailabilityQuery = z.input<typeof availabilityQuery>;

export const durationParam = queryInt.pipe(z.number().int().min(1).max(180));

// ---------------------------------------------------------------------------------------------------------
// Working hours (user schedules and business hours).

const clockTime = z.string().regex(/^(([01]\d|2[0-3]):[0-5]\d|24:00)$/, 'must be a time HH:MM (00:00 to 24:00)');
const hoursInterval = z.tuple([clockTime, clockTime]).refine(([a, b]) => minutesOf(a) < minutesOf(b), 'start must be before end');
const dayIntervals = z.array(hoursInterval).max(48);

export const weeklyHoursSchema = z.strictObject({
  mon: dayIntervals.optional(), tue: dayIntervals.optional(), wed: dayIntervals.optional(), thu: dayIntervals.optional(),
  fri: dayIntervals.optional(), sat: dayIntervals.optional(), sun: dayIntervals.optional(),
});

/** Date → that day's intervals; an empty list blocks the day. */
export const dateOverridesSchema = z
  .record(z.string().refine(isDateParam, 'keys must be dates YYYY-MM-DD'), dayIntervals)
  .refine((o) => Object.keys(o).length <= 1000, 'at most 1000 dates');

export const timezoneSchema = z.string().trim().refine(isValidZone, 'must be an IANA time zone such as Europe/Berlin');

export const setScheduleInput = z.object({
  timezone: timezoneSchema,
  weekly: weeklyHoursSchema,
  overrides: dateOverridesSchema.default({}),
});
export type SetScheduleInput = z.input<typeof setScheduleInput>;

export const scheduleSchema = z.object({
  user_id: z.number().int(),
  timezone: z.string(),
  weekly: weeklyHoursSchema,
  overrides: dateOverridesSchema,
  updated_at: z.string(),
});
export type ScheduleDto = z.infer<typeof scheduleSchema>;

/** The largest business buffer accepted; availability reads events this far around its window. */
export const MAX_BUFFER_MINUTES = 1440;

export const businessCalendarInput = z.object({
  timezone: timezoneSchema.optional(),
  business_hours: weeklyHoursSchema.optional(),
  buffer_minutes: z.number().int().min(0).max(MAX_BUFFER_MINUTES).optional(),
  minimum_notice_minutes: z.number().int().min(0).max(525_600).optional(),
});
export type BusinessCalendarInput = z.input<typeof businessCalendarInput>;

export const businessCalendarSchema = z.object({
  account_id: z.number().int(),
  timezone: z.string(),
  business_hours: weeklyHoursSchema,
  buffer_minutes: z.number().int(),
  minimum_notice_minutes: z.number().int(),
});
export type BusinessCalendarDto = z.infer<typeof businessCalendarSchema>;

// ---------------------------------------------------------------------------------------------------------
// Outputs.

const agentRef = z.object({ id: z.number().int(), name: z.string(), assistant_id: z.string() });

/** A list item; also the `calendar_event` of webhook payloads. */
export const eventSummarySchema = z.object({
  id: z.number().int(),
  uuid: z.string(),
  title: z.string(),
  event_type: z.enum(calendarEventTypes),
  status: z.enum(calendarEventStatuses),
  start_time: z.string(),
  end_time: z.string(),
  duration_minutes: z.number().int(),
  location: z.string().nullable(),
  has_video_conference: z.boolean(),
  video_conference_url: z.string(),
  created_by_ai_agent: z.boolean(),
  ai_agent: agentRef.nullable(),
  customer: z.object({ name: z.string(), email: z.string(), phone: z.string() }),
  simulated: z.boolean().describe('booked during a simulated call (nobody was dialed): analytics count it apart, and Remove simulated data deletes it'),
  ics_url: z.string(),
});
export type EventSummaryDto = z.infer<typeof eventSummarySchema>;

/** The contract's full Calendar event object. */
export const eventSchema = z.object({
  id: z.number().int(),
  uuid: z.string(),
  title: z.string(),
  description: z.string(),
  event_type: z.enum(calendarEventTypes),
  event_type_display: z.string(),
  status: z.enum(calendarEventStatuses),
  status_display: z.string(),
  start_time: z.string(),
  end_time: z.string(),
  duration_minutes: z.number().int(),
  location: z.string().nullable(),
  has_video_conference: z.boolean(),
  video_conference_url: z.string(),
  video_conference_provider: z.string(),
  created_by_ai_agent: z.boolean(),
  is_reminder_enabled: z.boolean(),
  remind_before_minutes: z.number().int(),
  sync_to_external_calendars: z.boolean(),
  send_notifications: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
  customer: z.object({ name: z.string(), email: z.string(), phone: z.string(), notes: z.string() }),
  ai_agent: agentRef.nullable(),
  team: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  external_calendars: z.record(z.string(), z.string()).describe('the provider ids of the copies written to linked calendars (google, outlook, gohighlevel; caldav beyond the contract), a key present only when written'),
  sync_status: z.record(z.string(), z.enum(['pending', 'synced', 'failed'])).describe('where each write to a linked calendar stands, by provider'),
  conflict: z.boolean().describe('moved in a linked calendar onto time that was not free (kept, as the person chose it)'),
  call_id: z.string().nullable().describe('the call during which an agent booked the event (its call_id), else null'),
  simulated: z.boolean().describe('booked during a simulated call (nobody was dialed): analytics count it apart, and Remove simulated data deletes it'),
  ics_url: z.string(),
});
export type EventDto = z.infer<typeof eventSchema>;

export const eventListSchema = z.object({ ...pageFields, events: z.array(eventSummarySchema) });
export type EventListDto = z.infer<typeof eventListSchema>;

export const createEventResponse = z.object({
  id: z.number().int(),
  uuid: z.string(),
  title: z.string(),
  start_time: z.string(),
  end_time: z.string(),
  status: z.enum(calendarEventStatuses),
  ics_url: z.string(),
  message: z.string(),
  availability_source: z.enum(['live', 'cache']).optional()
    .describe("with check_availability and linked calendars: `live` when each calendar older than 60 s was asked at the booking's moment, `cache` when one did not answer within 1.5 s and the cache decided"),
});
export type CreateEventResponse = z.infer<typeof createEventResponse>;

export const updateEventResponse = createEventResponse.omit({ ics_url: true });
export type UpdateEventResponse = z.infer<typeof updateEventResponse>;

export const slotSchema = z.object({ start: z.string(), end: z.string(), duration_minutes: z.number().int() });

export const availabilityResponse = z.object({
  user_id: z.number().int(),
  start_date: z.string(),
  end_date: z.string(),
  duration_minutes: z.number().int(),
  available_slots: z.array(slotSchema),
  count: z.number().int(),
  calendars: z.array(z.object({
    connection_id: z.number().int(),
    provider: z.enum(calendarProviders),
    synced_at: z.string().nullable(),
    stale: z.boolean().describe('the last good sync is older than 15 minutes, or the connection is not active'),
  })).describe("the person's linked calendars whose busy time the answer subtracts (empty when none is linked)"),
  blocked: z.array(z.object({
    start: z.string(),
    end: z.string(),
    by: z.array(z.union([
      z.object({ source: z.enum(calendarProviders), calendar: z.string(), kind: z.enum(['busy', 'connection_failing']) }),
      z.object({ source: z.literal('event'), event_id: z.number().int() }),
      z.object({ source: z.enum(['business_hours', 'schedule', 'buffer', 'minimum_notice']) }),
    ])),
  })).optional().describe('with explain=true: each candidate slot refused, with what refused it'),
});
export type AvailabilityDto = z.infer<typeof availabilityResponse>;

/** The dashboard's week view: the week's events and its free slots. */
export const calendarWeekInput = z.object({
  week_start: dateParam.optional().describe('YYYY-MM-DD, default the Monday of this week (in timezone)'),
  timezone: zoneParam.optional(),
  duration: z.number().int().min(1).max(180).optional(),
});
export type CalendarWeekInput = z.input<typeof calendarWeekInput>;

/** An event as a call and a tool answer name it: enough to say what was booked and when. */
export const bookedEventSchema = z.object({
  id: z.number().int(),
  uuid: z.string(),
  title: z.string(),
  status: z.string(),
  start_time: z.string(),
  end_time: z.string(),
});
