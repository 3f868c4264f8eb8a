import { TRPCError } from '@trpc/server';
import { afterAll, describe, expect, it } from 'vitest';
import { getDb } from '../../db/client';
import { AppError } from '../../errors';
import { newAccount, newUser } from '../../testing/fixtures';
import { dropRadicaleCalendars, freshRadicaleAccount, putIcs } from '../../testing/radicale';
import { createCaller } from '../root';

async function callerFor(userId: number) {
  return createCaller({ db: await getDb(), session: { userId } });
}

async function apiCodeOf(run: () => Promise<unknown>): Promise<string | undefined> {
  try {
    await run();
  } catch (err) {
    expect(err).toBeInstanceOf(TRPCError);
    const cause = (err as TRPCError).cause;
    return cause instanceof AppError ? cause.code : 'not an AppError';
  }
  throw new Error('expected the call to fail');
}

const stamp = (d: Date) => d.toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, '');

afterAll(() => dropRadicaleCalendars());

describe('tRPC linked calendars (the Calendar page)', () => {
  it("links a CalDAV calendar, flips its toggles, syncs it and shows its busy time; a member sees none of the owner's", async () => {
    const acct = await newAccount();
    const owner = await callerFor(acct.userId);
    expect(await owner.calendarConnections.list({})).toEqual({ connections: [] });
    expect((await owner.calendarConnections.linkOptions()).providers).toContainEqual({ provider: 'caldav', oauth: false, form: 'caldav' });

    const dav = await freshRadicaleAccount('Work');
    const start = new Date(Date.now() + 3 * 86_400_000);
    start.setUTCHours(9, 0, 0, 0);
    const end = new Date(start.getTime() + 3_600_000);
    await putIcs(`${dav.calendarUrl}standup.ics`, [
      'BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//test//EN', 'BEGIN:VEVENT', 'UID:standup-1', 'DTSTAMP:20260101T000000Z',
      `DTSTART:${stamp(start)}`, `DTEND:${stamp(end)}`, 'SUMMARY:Standup', 'END:VEVENT', 'END:VCALENDAR', '',
    ].join('\r\n'), dav.user, dav.password);
    const made = await owner.calendarConnections.create({ provider: 'caldav', caldav: { server_url: dav.serverUrl, username: dav.user, password: dav.password } });
    expect(made).toMatchObject({ status: 'active', calendars: [{ name: 'Work', busy_source: true, write_target: true }] });
    const calendarId = made.calendars[0].id;

    const patched = await owner.calendarConnections.patch({ id: made.id, patch: { calendars: [{ id: calendarId, busy_source: false }] } });
    expect(patched.calendars[0]).toMatchObject({ busy_source: false, write_target: true });
    await owner.calendarConnections.patch({ id: made.id, patch: { calendars: [{ id: calendarId, busy_source: true }] } });

    expect(await owner.calendarConnections.syncNow({ id: made.id })).toMatchObject({ id: made.id, status: 'active', last_error: null });
    const window = { from: new Date(start.getTime() - 86_400_000).toISOString(), to: new Date(start.getTime() + 86_400_000).toISOString() };
    expect((await owner.calendarConnections.outsideBusy(window)).blocks).toMatchObject([{ title: 'Standup', calendar: { id: calendarId, name: 'Work' }, provider: 'caldav' }]);
    // A CalDAV link is made again with its password, not through OAuth.
    expect(await apiCodeOf(() => owner.calendarConnections.reconnect({ id: made.id }))).toBe('calendar_provider_not_configured');

    const member = await callerFor((await newUser(acct.accountId, { role: 'member' })).userId);
    expect(await member.calendarConnections.list({})).toEqual({ connections: [] });
    expect((await member.calendarConnections.outsideBusy(window)).blocks).toEqual([]);
    expect(await apiCodeOf(() => member.calendarConnections.syncNow({ id: made.id }))).toBe('not_found');
    expect(await apiCodeOf(() => member.calendarConnections.delete({ id: made.id }))).toBe('not_found');

    expect(await owner.calendarConnections.delete({ id: made.id })).toMatchObject({ id: made.id, deleted: true });
    expect(await owner.calendarConnections.list({})).toEqual({ connections: [] });
  });
});
