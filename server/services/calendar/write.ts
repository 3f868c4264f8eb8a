import { and, eq, gt, lt, ne, sql } from 'drizzle-orm';
import type { Actor } from '../../auth/actor';
import { blockingStatuses, calendarEvents } from '../../db/schema';
import type { Database, DbOrTx } from '../../db/types';
import { AppError, parseInput, parseOrThrow } from '../../errors';
import { toIso } from '../../lib/time';
import { resolveTeam } from '../access/teams';
import { getVisibleAgentOrThrow } from '../agents/service';
import { parseDateTime } from '../../lib/date-time';
import { icsUrl, type AgentRef, type EventRow, type TeamRef } from './dto';
import { getVisibleEventOrThrow, isBlocking, lockUserCalendar } from './queries';
import { recordEventWrite, updateEventName } from './reminders';
import {
  createEventInput, patchEventInput, replaceEventInput,
  type CreateEventResponse, type CreateEventInput, type PatchEventInput, type ReplaceEventInput, type UpdateEventResponse,
} from './schema';
import { failingSources, linkedBusyTime, linkedSourcesOf } from './linked/busy';
import { liveCheck } from './linked/live-check';
import { queueWriteOut, writeTargetOf } from './linked/write-out';
import { businessBufferMinutes } from './settings';

export interface WriteOptions {
  /** The clock for outbox timestamps and reminder times (tests inject it). */
  now?: Date;
  /** The call during which the event is booked (an agent's tool): the event links to it. */
  callId?: number;
  /** Booked during a simulated call (the simulator's booking): marked so that it is counted apart and can be removed. */
  simulated?: boolean;
}

type Parsed = ReturnType<typeof patchEventInput.parse>;
type Settable = Omit<typeof calendarEvents.$inferInsert, 'id' | 'uuid' | 'accountId' | 'ownerUserId' | 'createdAt' | 'updatedAt' | 'externalCalendars' | 'sequence' | 'callId' | 'syncStatus' | 'conflict' | 'simulated'>;
type OptionalColumn = Exclude<keyof Settable, 'title' | 'startTime' | 'endTime' | 'aiAgentId' | 'teamId'>;

/** Every optional field's default: what create fills in and what PUT resets an omitted field to. */
const DEFAULTS: Required<Pick<Settable, OptionalColumn>> = {
  description: '',
  eventType: 'meeting',
  status: 'scheduled',
  location: null,
  hasVideoConference: false,
  videoConferenceUrl: '',
  videoConferenceProvider: '',
  createdByAiAgent: false,
  isReminderEnabled: false,
  remindBeforeMinutes: 30,
  customerName: '',
  customerEmail: '',
  customerPhone: '',
  customerNotes: '',
  syncToExternalCalendars: false,
  sendNotifications: false,
};

/** Request field → column, for the fields that are stored as sent (null meaning the default). */
const COLUMNS: Record<string, OptionalColumn> = {
  description: 'description',
  event_type: 'eventType',
  status: 'status',
  location: 'location',
  has_video_conference: 'hasVideoConference',
  video_conference_url: 'videoConferenceUrl',
  video_conference_provider: 'videoConferenceProvider',
  created_by_ai_agent: 'createdByAiAgent',
  is_reminder_enabled: 'isReminderEnabled',
  remind_before_minutes: 'remindBeforeMinutes',
  customer_name: 'customerName',
  customer_email: 'customerEmail',
  customer_phone: 'customerPhone',
  customer_notes: 'customerNotes',
  sync_to_external_calendars: 'syncToExternalCalendars',
  send_notifications: 'sendNotifications',
};

/** POST /calendar/events/create: an event owned by the actor. */
export async function createEvent(db: Database, actor: Actor, input: CreateEventInput, opts: WriteOptions = {}): Promise<CreateEventResponse> {
  const now = opts.now ?? new Date();
  const data = parseInput(createEventInput, input);
  const start = parseTime(data.start_time, 'start_time');
  const end = parseTime(data.end_time, 'end_time');
  assertRange(start, end);
  const agent = await resolveAgent(db, actor, data.ai_agent_id);
  const team = await resolveTeamRef(db, actor, data.team_id);
  const fields = applyFields({ ...DEFAULTS, syncToExternalCalendars: await syncsByDefault(db, actor.userId) }, data);
  const live = data.check_availability ? await checkLinkedLive(db, actor.accountId, actor.userId, start, end, now) : null;

  return db.transaction(async (tx) => {
    await lockUserCalendar(tx, actor.userId);
    if (data.check_availability) await assertSlotFree(tx, actor.accountId, actor.userId, start, end);
    const [row] = await tx
      .insert(calendarEvents)
      .values({
        ...fields,
        accountId: actor.accountId,
        ownerUserId: actor.userId,
        title: data.title,
        startTime: start,
        endTime: end,
        aiAgentId: agent?.id ?? null,
        teamId: team?.id ?? null,
        callId: opts.callId ?? null,
        simulated: opts.simulated ?? false,
      })
      .returning();
    await recordEventWrite(tx, 'calendar.created', row, agent, now);
    await queueWriteOut(tx, row, now);
    return { ...confirmation(row, 'Calendar event created successfully.'), ics_url: icsUrl(row.uuid), ...(live && { availability_source: live.source }) };
  });
}

/** PUT /calendar/events/{id}/update: the whole event; omitted fields return to their defaults. */
export function replaceEvent(db: Database, actor: Actor, ref: string | number, input: ReplaceEventInput, opts: WriteOptions = {}) {
  return updateEvent(db, actor, ref, parseInput(replaceEventInput, input), 'replace', opts);
}

/** PATCH /calendar/events/{id}/update: only the fields sent change. */
export function patchEvent(db: Database, actor: Actor, ref: string | number, input: PatchEventInput, opts: WriteOptions = {}) {
  return updateEvent(db, actor, ref, parseOrThrow(patchEventInput, input), 'patch', opts);
}

async function updateEvent(
  db: Database,
  actor: Actor,
  ref: string | number,
  data: Parsed,
  mode: 'replace' | 'patch',
  opts: WriteOptions,
): Promise<UpdateEventResponse> {
  const now = opts.now ?? new Date();
  const start = data.start_time === undefined ? undefined : parseTime(data.start_time, 'start_time');
  const end = data.end_time === undefined ? undefined : parseTime(data.end_time, 'end_time');
  if (start && end) assertRange(start, end);

  const current = await getVisibleEventOrThrow(db, actor, ref);
  const keep = mode === 'patch';
  // undefined: not sent (PATCH keeps the current one, PUT clears it); null: cleared.
  const sentAgent = data.ai_agent_id === undefined ? undefined : await resolveAgent(db, actor, data.ai_agent_id);
  const sentTeam = data.team_id === undefined ? undefined : await resolveTeamRef(db, actor, data.team_id);
  const owner = current.event.ownerUserId;
  // PUT returns an omitted flag to its default: on when the owner has a write target.
  const defaults = { ...DEFAULTS, syncToExternalCalendars: owner !== null && await syncsByDefault(db, owner) };
  const liveStart = start ?? current.event.startTime;
  const liveEnd = end ?? current.event.endTime;
  const live = data.check_availability && owner !== null && liveEnd > liveStart
    ? await checkLinkedLive(db, current.event.accountId, owner, liveStart, liveEnd, now) : null;

  return db.transaction(async (tx) => {
    if (owner !== null) await lockUserCalendar(tx, owner);
    // Read again under the lock: every write to this calendar takes it first, so this row is current.
    const fresh = await getVisibleEventOrThrow(tx, actor, current.event.id, { forUpdate: true });
    const before = fresh.event;
    const agent = sentAgent !== undefined ? sentAgent : keep ? fresh.agent : null;
    const team = sentTeam !== undefined ? sentTeam : keep ? fresh.team : null;
    const fields = applyFields(keep ? pickOptional(before) : defaults, data);
    const startTime = start ?? before.startTime;
    const endTime = end ?? before.endTime;
    assertRange(startTime, endTime);
    const blocking = (blockingStatuses as readonly string[]).includes(fields.status);
    if (data.check_availability && blocking && owner !== null) {
      await assertSlotFree(tx, before.accountId, owner, startTime, endTime, before.id);
    }
    const [row] = await tx
      .update(calendarEvents)
      .set({
        ...fields,
        title: data.title ?? before.title,
        startTime,
        endTime,
        aiAgentId: agent?.id ?? null,
        teamId: team?.id ?? null,
        sequence: sql`${calendarEvents.sequence} + 1`,
        // A time chosen in Switchboard is checked there: the flag of a move made in a linked calendar goes.
        ...((start || end) && { conflict: false }),
        updatedAt: sql`now()`,
      })
      .where(eq(calendarEvents.id, before.id))
      .returning();
    await recordEventWrite(tx, updateEventName(before.status, row.status), row, agent, now, { before });
    await queueWriteOut(tx, row, now);
    return { ...confirmation(row, 'Calendar event updated successfully.'), ...(live && { availability_source: live.source }) };
  });
}

/**
 * The booking guard: refuses a time that, widened by the business buffer on both sides, overlaps a scheduled
 * or confirmed event of the same user. Runs under `lockUserCalendar`, so no write slips in before the insert.
 */
async function assertSlotFree(tx: DbOrTx, accountId: number, userId: number, start: Date, end: Date, excludeId?: number) {
  const buffer = (await businessBufferMinutes(tx, accountId)) * 60_000;
  const [clash] = await tx
    .select({ id: calendarEvents.id })
    .from(calendarEvents)
    .where(and(
      eq(calendarEvents.ownerUserId, userId),
      isBlocking,
      lt(calendarEvents.startTime, new Date(end.getTime() + buffer)),
      gt(calendarEvents.endTime, new Date(start.getTime() - buffer)),
      excludeId === undefined ? undefined : ne(calendarEvents.id, excludeId),
    ))
    .limit(1);
  if (clash) {
    throw new AppError('slot_unavailable', 'The requested time overlaps another scheduled or confirmed event (buffer included).');
  }
  const sources = await linkedSourcesOf(tx, userId);
  const failing = failingSources(sources);
  if (failing.length) {
    throw new AppError('slot_unavailable', `The ${failing[0].provider} calendar "${failing[0].calendar}" cannot be read (its connection is ${failing[0].status}): reconnect it, or delete the connection, before booking this person.`);
  }
  if (sources.some((s) => s.busySource && s.status === 'active')
    && (await linkedBusyTime(tx, userId, start.getTime() - buffer, end.getTime() + buffer)).length) {
    throw new AppError('slot_unavailable', 'The requested time is busy in a linked calendar (buffer included).');
  }
}

/** `sync_to_external_calendars` defaults to on when the person has a write target. */
async function syncsByDefault(db: DbOrTx, userId: number): Promise<boolean> {
  return (await writeTargetOf(db, userId)) !== null;
}

/**
 * The booking's live look at the person's linked calendars (linked/live-check.ts), before the transaction: a clash
 * there is a 409 like any other. A calendar that did not answer in time leaves the decision to the cache, which the
 * guard reads under the calendar lock.
 */
async function checkLinkedLive(db: Database, accountId: number, userId: number, start: Date, end: Date, now: Date) {
  const buffer = (await businessBufferMinutes(db, accountId)) * 60_000;
  const live = await liveCheck(db, userId, start, end, buffer, now);
  if (live?.clash) throw new AppError('slot_unavailable', 'The requested time is busy in a linked calendar (asked live, buffer included).');
  return live;
}

function parseTime(value: string, field: string): Date {
  const d = parseDateTime(value);
  if (!d) {
    throw new AppError('invalid_datetime_format', `${field} must be an ISO 8601 date-time such as 2026-11-24T15:00:00Z.`);
  }
  return d;
}

function assertRange(start: Date, end: Date) {
  if (end.getTime() <= start.getTime()) throw new AppError('invalid_time_range', 'end_time must be after start_time.');
}

async function resolveAgent(db: DbOrTx, actor: Actor, ref: string | number | null | undefined): Promise<AgentRef | null> {
  if (ref === undefined || ref === null) return null;
  const agent = await getVisibleAgentOrThrow(db, actor, ref);
  return { id: agent.id, name: agent.name, assistant_id: agent.assistantId };
}

async function resolveTeamRef(db: DbOrTx, actor: Actor, teamId: number | null | undefined): Promise<TeamRef | null> {
  if (teamId === undefined || teamId === null) return null;
  return resolveTeam(db, actor, teamId, 'team_not_found');
}

/** Sets each field the request carries; null stands for the field's default. */
function applyFields(base: typeof DEFAULTS, data: Parsed): typeof DEFAULTS {
  const out: Record<string, unknown> = { ...base };
  for (const [field, column] of Object.entries(COLUMNS)) {
    const value = (data as Record<string, unknown>)[field];
    if (value === undefined) continue;
    out[column] = value === null ? DEFAULTS[column] : value;
  }
  if (out.location === '') out.location = null;
  return out as typeof DEFAULTS;
}

function pickOptional(e: EventRow): typeof DEFAULTS {
  const out: Record<string, unknown> = {};
  for (const column of Object.keys(DEFAULTS)) out[column] = e[column as OptionalColumn];
  return out as typeof DEFAULTS;
}

function confirmation(row: EventRow, message: string) {
  return {
    id: row.id,
    uuid: row.uuid,
    title: row.title,
    start_time: toIso(row.startTime),
    end_time: toIso(row.endTime),
    status: row.status,
    message,
  };
}
