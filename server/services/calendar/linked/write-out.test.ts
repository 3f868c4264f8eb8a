import { and, eq } from 'drizzle-orm';
import { DateTime } from 'luxon';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { POST as createEventRoute } from '@/app/api/v1/calendar/events/create/route';
import { getDb } from '@/server/db/client';
import { calendarEventCopies, calendarEvents } from '@/server/db/schema';
import type { Database } from '@/server/db/types';
import { runDueJobs } from '@/server/jobs/queue';
import { actorOf, newAccount, type TestAccount } from '@/server/testing/fixtures';
import { callRoute } from '@/server/testing/http';
import {
  aheadAt, linkCaldav, linkGoogle, linkHighLevel, linkOutlook, openAllDay, setToggles, useSettings, writeOutJobs,
} from '@/app/_testing/linked-calendar-fixtures';
import { basicAuth, dropRadicaleCalendars, getIcs } from '@/server/testing/radicale';
import { startGoogleCalendarStandIn, type GoogleCalendarStandIn } from '@/server/testing/stand-ins/google-calendar';
import { startHighLevelStandIn, type HighLevelStandIn } from '@/server/testing/stand-ins/gohighlevel';
import { startGraphStandIn, type GraphStandIn } from '@/server/testing/stand-ins/microsoft-graph';
import type { CalendarProviderName } from '../../providers/calendar-port';
import { createEvent, getEvent, patchEvent } from '../service';
import { syncConnection } from './sync';
import { runWriteOut, WRITE_RETRY_MINUTES } from './write-out';

// Switchboard's events written into each provider's calendar through the durable job: one copy however often the
// job runs or its answer is lost, retried on 1, 5 and 30 minutes then failed, moved in place, removed when cancelled
// or no longer synced; and `sync_to_external_calendars` on by default only for a person with a write target.

let db: Database;
let google: GoogleCalendarStandIn;
let graph: GraphStandIn;
let ghl: HighLevelStandIn;
let restore: () => void;

beforeAll(async () => {
  db = await getDb();
  [google, graph, ghl] = await Promise.all([startGoogleCalendarStandIn(), startGraphStandIn(), startHighLevelStandIn()]);
  restore = useSettings({ ...google.config, ...graph.config, ...ghl.config() });
});
afterAll(async () => {
  restore();
  await Promise.all([google.close(), graph.close(), ghl.close()]);
  await dropRadicaleCalendars();
});

/** One provider as these tests drive it: linking, the copies it holds of an event, and its failure knobs. */
interface Provider {
  name: CalendarProviderName;
  link(acct: TestAccount): Promise<{ connectionId: number; linkedCalendarId: number; read: Reader }>;
  failNext?(): void;
  loseNextAnswer?(): void;
}
interface Reader {
  /** The copies of the Switchboard event `uuid` in the linked calendar, with their start. */
  copies(uuid: string): Promise<{ id: string; start: Date }[]>;
}

const graphTime = (t: { dateTime?: string | null; timeZone?: string | null } | null | undefined) =>
  DateTime.fromISO(t?.dateTime ?? '', { zone: t?.timeZone && t.timeZone !== 'UTC' ? t.timeZone : 'UTC' }).toJSDate();
const icsStart = (text: string) => {
  const m = /DTSTART:(\d{8}T\d{6}Z)/.exec(text)!;
  return DateTime.fromFormat(m[1], "yyyyMMdd'T'HHmmss'Z'", { zone: 'UTC' }).toJSDate();
};

const providers: Provider[] = [
  {
    name: 'google',
    async link(acct) {
      const l = await linkGoogle(acct, google);
      return {
        ...l,
        read: {
          copies: async (uuid) => google.liveEvents(l.calendarId)
            .filter((e) => e.extendedProperties?.private?.switchboard_event_id === uuid)
            .map((e) => ({ id: e.id!, start: new Date(e.start!.dateTime!) })),
        },
      };
    },
    failNext: () => google.failNext(503),
    loseNextAnswer: () => google.loseNextAnswer('POST'),
  },
  {
    name: 'outlook',
    async link(acct) {
      const l = await linkOutlook(acct, graph);
      return {
        ...l,
        read: {
          copies: async (uuid) => graph.eventsIn(l.calendarId)
            .filter((e) => JSON.stringify(e).includes(uuid))
            .map((e) => ({ id: e.id, start: graphTime(e.start) })),
        },
      };
    },
    failNext: () => graph.failNext(503),
    loseNextAnswer: () => graph.loseNextAnswer('POST'),
  },
  {
    name: 'gohighlevel',
    async link(acct) {
      const l = await linkHighLevel(acct, ghl);
      return {
        ...l,
        read: {
          copies: async (uuid) => ghl.blockedSlots(l.calendarId)
            .filter((s) => s.title.includes(uuid))
            .map((s) => ({ id: s.id, start: new Date(s.startTime!) })),
        },
      };
    },
    failNext: () => ghl.failNext(503),
    loseNextAnswer: () => ghl.loseNextAnswer('POST'),
  },
  {
    name: 'caldav',
    async link(acct) {
      const l = await linkCaldav(acct);
      const { user, password, calendarUrl } = l.dav;
      return {
        ...l,
        read: {
          async copies(uuid) {
            const res = await fetch(calendarUrl, { method: 'PROPFIND', headers: { ...basicAuth(user, password), depth: '1' } });
            const hrefs = [...(await res.text()).matchAll(/<(?:\w+:)?href>([^<]+\.ics)<\/(?:\w+:)?href>/g)].map((m) => m[1]);
            const out: { id: string; start: Date }[] = [];
            for (const href of hrefs) {
              const text = await getIcs(new URL(href, calendarUrl).href, user, password);
              if (text?.includes(`UID:${uuid}`)) out.push({ id: href, start: icsStart(text) });
            }
            return out;
          },
        },
      };
    },
  },
];

const writeOuts = (now = new Date()) => runDueJobs(db, { now, kinds: ['calendar.write_out'] });

async function linkedPerson(p: Provider) {
  const acct = await newAccount();
  await openAllDay(acct);
  const linked = await p.link(acct);
  // The link's first read, so that no sync job is left to run among the write-outs.
  await syncConnection(db, linked.connectionId);
  return { acct, actor: await actorOf(acct.userId), ...linked };
}

async function copyRow(eventId: number, linkedCalendarId: number) {
  const [row] = await db.select().from(calendarEventCopies)
    .where(and(eq(calendarEventCopies.eventId, eventId), eq(calendarEventCopies.linkedCalendarId, linkedCalendarId)));
  return row;
}

describe.each(providers)('writing events out to $name', (p) => {
  it('writes one copy, records its id under the provider, and keeps one when the write is repeated after a crash', async () => {
    const { acct, actor, linkedCalendarId, read } = await linkedPerson(p);
    const made = await callRoute(createEventRoute, {
      method: 'POST', path: '/api/v1/calendar/events/create', key: acct.key,
      body: { title: 'Cleaning', start_time: aheadAt(5, 9).toISOString(), end_time: aheadAt(5, 10).toISOString(), check_availability: true },
    });
    expect(made.status).toBe(201);
    expect(await getEvent(db, actor, made.body.id)).toMatchObject({ sync_to_external_calendars: true, sync_status: { [p.name]: 'pending' } });
    await writeOuts();
    const event = await getEvent(db, actor, made.body.id);
    expect(event.sync_status).toEqual({ [p.name]: 'synced' });
    const copies = await read.copies(made.body.uuid);
    expect(copies).toHaveLength(1);
    expect(copies[0].start).toEqual(aheadAt(5, 9));
    const externalId = event.external_calendars[p.name]!;
    expect(externalId).toBeTruthy();
    expect((await copyRow(made.body.id, linkedCalendarId)).externalEventId).toBe(externalId);

    // The job ran again: nothing more to do.
    await runWriteOut(db, made.body.id, linkedCalendarId, new Date());
    // The process died after the provider wrote and before the copy's row was committed: the write is done again
    // knowing no id, and the provider's idempotency (the id from the UUID, transactionId, If-None-Match, the
    // UUID marker) answers with the first copy.
    await db.update(calendarEventCopies).set({ status: 'pending', externalEventId: null })
      .where(and(eq(calendarEventCopies.eventId, made.body.id), eq(calendarEventCopies.linkedCalendarId, linkedCalendarId)));
    await runWriteOut(db, made.body.id, linkedCalendarId, new Date());
    expect(await read.copies(made.body.uuid)).toHaveLength(1);
    expect((await copyRow(made.body.id, linkedCalendarId)).externalEventId).toBe(externalId);
  });

  it('moves the same copy when the event moves, and removes it when the event is cancelled', async () => {
    const { actor, read } = await linkedPerson(p);
    const made = await createEvent(db, actor, { title: 'Consult', start_time: aheadAt(6, 9).toISOString(), end_time: aheadAt(6, 10).toISOString() });
    await writeOuts();
    const [first] = await read.copies(made.uuid);
    await patchEvent(db, actor, made.id, { start_time: aheadAt(6, 13).toISOString(), end_time: aheadAt(6, 14).toISOString(), check_availability: true });
    await writeOuts();
    const moved = await read.copies(made.uuid);
    expect(moved).toEqual([{ id: first.id, start: aheadAt(6, 13) }]);

    await patchEvent(db, actor, made.id, { status: 'cancelled' });
    await writeOuts();
    expect(await read.copies(made.uuid)).toEqual([]);
  });

  it('removes the copy when sync_to_external_calendars is turned off, and writes it again when turned back on', async () => {
    const { actor, read } = await linkedPerson(p);
    const made = await createEvent(db, actor, { title: 'Review', start_time: aheadAt(7, 9).toISOString(), end_time: aheadAt(7, 10).toISOString() });
    await writeOuts();
    expect(await read.copies(made.uuid)).toHaveLength(1);
    await patchEvent(db, actor, made.id, { sync_to_external_calendars: false });
    await writeOuts();
    expect(await read.copies(made.uuid)).toEqual([]);
    await patchEvent(db, actor, made.id, { sync_to_external_calendars: true });
    await writeOuts();
    expect(await read.copies(made.uuid)).toHaveLength(1);
  });

  it.skipIf(!p.loseNextAnswer)('makes one copy when the provider wrote it and the answer was lost', async () => {
    const { actor, linkedCalendarId, read } = await linkedPerson(p);
    const t0 = new Date();
    const made = await createEvent(db, actor, { title: 'Lost answer', start_time: aheadAt(8, 9).toISOString(), end_time: aheadAt(8, 10).toISOString() }, { now: t0 });
    p.loseNextAnswer!();
    await writeOuts(t0);
    expect(await copyRow(made.id, linkedCalendarId)).toMatchObject({ status: 'pending', attempts: 1 });
    expect(await read.copies(made.uuid)).toHaveLength(1);
    await writeOuts(new Date(t0.getTime() + 60_000));
    expect(await copyRow(made.id, linkedCalendarId)).toMatchObject({ status: 'synced' });
    expect(await read.copies(made.uuid)).toHaveLength(1);
  });

  it.skipIf(!p.failNext)('retries a failing write after 1, 5 and 30 minutes, then marks it failed', async () => {
    const { actor, linkedCalendarId, read } = await linkedPerson(p);
    const t0 = new Date();
    const made = await createEvent(db, actor, { title: 'Failing', start_time: aheadAt(9, 9).toISOString(), end_time: aheadAt(9, 10).toISOString() }, { now: t0 });
    let at = t0;
    for (const minutes of WRITE_RETRY_MINUTES) {
      p.failNext!();
      await writeOuts(at);
      const waiting = (await writeOutJobs(made.id)).filter((j) => j.doneAt === null);
      at = new Date(at.getTime() + minutes * 60_000);
      expect(waiting.map((j) => j.runAt.getTime())).toEqual([at.getTime()]);
      // Not before its time.
      await writeOuts(new Date(at.getTime() - 1000));
      expect((await writeOutJobs(made.id)).filter((j) => j.doneAt === null)).toHaveLength(1);
    }
    p.failNext!();
    await writeOuts(at);
    expect((await writeOutJobs(made.id)).filter((j) => j.doneAt === null)).toEqual([]);
    expect(await copyRow(made.id, linkedCalendarId)).toMatchObject({ status: 'failed', attempts: 4 });
    expect((await getEvent(db, actor, made.id)).sync_status).toEqual({ [p.name]: 'failed' });
    expect(await read.copies(made.uuid)).toEqual([]);
  });
});

describe('sync_to_external_calendars by default', () => {
  it('is off, and nothing is queued, for a person with no linked calendar', async () => {
    const acct = await newAccount();
    await openAllDay(acct);
    const actor = await actorOf(acct.userId);
    const made = await createEvent(db, actor, { title: 'Unlinked', start_time: aheadAt(3, 9).toISOString(), end_time: aheadAt(3, 10).toISOString() });
    const event = await getEvent(db, actor, made.id);
    expect(event).toMatchObject({ sync_to_external_calendars: false, sync_status: {}, external_calendars: {} });
    expect(await writeOutJobs(made.id)).toEqual([]);
    expect(await db.select().from(calendarEventCopies).where(eq(calendarEventCopies.eventId, made.id))).toEqual([]);
  });

  it('is off for a person whose linked calendar is a busy source only, and on once it is their write target', async () => {
    const acct = await newAccount();
    await openAllDay(acct);
    const actor = await actorOf(acct.userId);
    const { connectionId, linkedCalendarId, calendarId } = await linkGoogle(acct, google);
    await setToggles(acct, connectionId, linkedCalendarId, { write_target: false });
    const off = await createEvent(db, actor, { title: 'Not written', start_time: aheadAt(3, 9).toISOString(), end_time: aheadAt(3, 10).toISOString() });
    expect((await getEvent(db, actor, off.id)).sync_to_external_calendars).toBe(false);
    expect(await writeOutJobs(off.id)).toEqual([]);

    await setToggles(acct, connectionId, linkedCalendarId, { write_target: true });
    const on = await createEvent(db, actor, { title: 'Written', start_time: aheadAt(3, 11).toISOString(), end_time: aheadAt(3, 12).toISOString() });
    expect((await getEvent(db, actor, on.id)).sync_to_external_calendars).toBe(true);
    await writeOuts();
    const [row] = await db.select().from(calendarEvents).where(eq(calendarEvents.id, on.id));
    expect(google.event(calendarId, row.externalCalendars.google!)?.status).toBe('confirmed');
    expect(google.liveEvents(calendarId).some((e) => e.extendedProperties?.private?.switchboard_event_id === off.uuid)).toBe(false);
  });
});
