import type { CalendarEventStatus, CalendarEventType, calendarEvents } from '../../db/schema/calendar';
import { toIso } from '../../lib/time';
import type { EventDto, EventSummaryDto } from './schema';

export type EventRow = typeof calendarEvents.$inferSelect;
export interface AgentRef {
  id: number;
  name: string;
  assistant_id: string;
}
export interface TeamRef {
  id: number;
  name: string;
}
/** An event with the agent and team it refers to. */
export interface LoadedEvent {
  event: EventRow;
  agent: AgentRef | null;
  team: TeamRef | null;
  /** The call_id of the call the event was booked in, if any. */
  callRef: string | null;
}

export const eventTypeDisplay: Record<CalendarEventType, string> = {
  meeting: 'Meeting',
  appointment: 'Appointment',
  busy: 'Busy',
  voice_call: 'Voice Call',
  video_call: 'Video Call',
};

export const statusDisplay: Record<CalendarEventStatus, string> = {
  scheduled: 'Scheduled',
  confirmed: 'Confirmed',
  cancelled: 'Cancelled',
  completed: 'Completed',
  no_show: 'No Show',
};

export const icsUrl = (uuid: string) => `/api/v1/calendar/ics/${uuid}`;

export const durationMinutes = (e: Pick<EventRow, 'startTime' | 'endTime'>) =>
  Math.round((e.endTime.getTime() - e.startTime.getTime()) / 60_000);

/** A list item, and the `calendar_event` object of webhook payloads. */
export function toEventSummary(e: EventRow, agent: AgentRef | null): EventSummaryDto {
  return {
    id: e.id,
    uuid: e.uuid,
    title: e.title,
    event_type: e.eventType,
    status: e.status,
    start_time: toIso(e.startTime),
    end_time: toIso(e.endTime),
    duration_minutes: durationMinutes(e),
    location: e.location,
    has_video_conference: e.hasVideoConference,
    video_conference_url: e.videoConferenceUrl,
    created_by_ai_agent: e.createdByAiAgent,
    ai_agent: agent,
    customer: { name: e.customerName, email: e.customerEmail, phone: e.customerPhone },
    simulated: e.simulated,
    ics_url: icsUrl(e.uuid),
  };
}

/** The full event object of GET /calendar/events/{id}. */
export function toEventDto({ event: e, agent, team, callRef }: LoadedEvent): EventDto {
  return {
    id: e.id,
    uuid: e.uuid,
    title: e.title,
    description: e.description,
    event_type: e.eventType,
    event_type_display: eventTypeDisplay[e.eventType],
    status: e.status,
    status_display: statusDisplay[e.status],
    start_time: toIso(e.startTime),
    end_time: toIso(e.endTime),
    duration_minutes: durationMinutes(e),
    location: e.location,
    has_video_conference: e.hasVideoConference,
    video_conference_url: e.videoConferenceUrl,
    video_conference_provider: e.videoConferenceProvider,
    created_by_ai_agent: e.createdByAiAgent,
    is_reminder_enabled: e.isReminderEnabled,
    remind_before_minutes: e.remindBeforeMinutes,
    sync_to_external_calendars: e.syncToExternalCalendars,
    send_notifications: e.sendNotifications,
    created_at: toIso(e.createdAt),
    updated_at: toIso(e.updatedAt),
    customer: { name: e.customerName, email: e.customerEmail, phone: e.customerPhone, notes: e.customerNotes },
    ai_agent: agent,
    team,
    external_calendars: { ...e.externalCalendars },
    sync_status: { ...e.syncStatus },
    conflict: e.conflict,
    call_id: callRef,
    simulated: e.simulated,
    ics_url: icsUrl(e.uuid),
  };
}
