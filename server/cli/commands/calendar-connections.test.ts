import { Readable } from 'node:stream';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { getDb } from '../../db/client';
import { calendarConnections, linkedCalendars, users } from '../../db/schema';
import { newAccount, newUser } from '../../testing/fixtures';
import { dropRadicaleCalendars, freshRadicaleAccount, putIcs } from '../../testing/radicale';
import { runCli } from '../run';
import { readPipedInput } from '../stdin';

/** The CLI as main.ts runs it, with `stdin` as what was piped in (none: as when runCli is given no stdin). */
const cli = (argv: string[], stdin?: string) =>
  runCli(argv, getDb, stdin === undefined ? {} : { readStdin: () => readPipedInput(Readable.from([Buffer.from(stdin)])) });
const json = (stdout: string) => JSON.parse(stdout.trim().split('\n').at(-1)!);

async function emailOf(userId: number) {
  const db = await getDb();
  return (await db.select({ email: users.email }).from(users).where(eq(users.id, userId)))[0].email;
}

async function connectionsOf(userId: number) {
  const db = await getDb();
  return {
    connections: await db.select().from(calendarConnections).where(eq(calendarConnections.userId, userId)),
    calendars: await db.select().from(linkedCalendars).where(eq(linkedCalendars.userId, userId)),
  };
}

const link = (user: string, dav: { serverUrl: string; user: string }, password: string, ...more: string[]) =>
  cli(['calendar', 'link-caldav', '--user', user, '--url', dav.serverUrl, '--username', dav.user, '--password-stdin', ...more], password);

const stamp = (d: Date) => d.toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, '');
const ics = (uid: string, start: Date, end: Date) => [
  'BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//test//EN', 'BEGIN:VEVENT', `UID:${uid}`, 'DTSTAMP:20260101T000000Z',
  `DTSTART:${stamp(start)}`, `DTEND:${stamp(end)}`, 'SUMMARY:Dentist', 'END:VEVENT', 'END:VCALENDAR', '',
].join('\r\n');

afterAll(() => dropRadicaleCalendars());

describe('CLI: linked calendars on a real Radicale', () => {
  it('links a CalDAV calendar with the password from stdin, lists it, syncs it, toggles it and unlinks it', async () => {
    const acct = await newAccount();
    const email = await emailOf(acct.userId);
    const dav = await freshRadicaleAccount('Work');

    // The line break `echo` adds is not part of the password.
    const linked = await link(email, dav, `${dav.password}\n`, '--json');
    expect(linked.code, linked.stderr).toBe(0);
    const conn = json(linked.stdout);
    expect(conn).toEqual({
      id: expect.any(Number), provider: 'caldav', user_id: acct.userId, account_label: expect.any(String), status: 'active',
      calendars: [{ id: expect.any(Number), external_id: expect.any(String), name: 'Work', time_zone: expect.any(String), primary: true, busy_source: true, write_target: true }],
      push: { mode: 'poll', expires_at: null }, last_synced_at: null, lag_seconds: null, last_error: null, created_at: expect.stringMatching(/Z$/),
    });
    expect(linked.stdout).not.toContain(dav.password);
    const stored = await connectionsOf(acct.userId);
    expect(stored.connections).toHaveLength(1);
    expect(stored.connections[0].secret).not.toContain(dav.password);

    // The list: the same DTOs as GET /api/v1/calendar/connections, by id or by email; a table for people.
    const listed = json((await cli(['calendar', 'connections', '--user', String(acct.userId), '--json'])).stdout);
    expect(listed).toEqual({ connections: [conn] });
    const text = await cli(['calendar', 'connections', '--user', email]);
    expect(text.code).toBe(0);
    const [header, row, extra] = text.stdout.trimEnd().split('\n');
    expect(header.split(/\s{2,}/)).toEqual(['ID', 'PROVIDER', 'ACCOUNT', 'STATUS', 'CALENDARS', 'LAST SYNC', 'LAG', 'ERROR']);
    expect(row).toMatch(new RegExp(`^${conn.id}\\s+caldav\\s+.+\\s+active\\s+${conn.calendars[0].id} Work \\(busy, write\\)\\s+-\\s+-\\s+-$`));
    expect(extra).toBeUndefined();

    // Sync now reads the event put there behind Switchboard's back.
    const start = new Date(Date.now() + 7 * 86_400_000);
    start.setUTCHours(10, 0, 0, 0);
    await putIcs(`${dav.calendarUrl}dentist.ics`, ics('dentist-cli', start, new Date(start.getTime() + 3_600_000)), dav.user, dav.password);
    const synced = await cli(['calendar', 'sync', '--id', String(conn.id), '--json']);
    expect(synced.code, synced.stderr).toBe(0);
    expect(json(synced.stdout)).toEqual({ id: conn.id, status: 'active', last_synced_at: expect.stringMatching(/Z$/), last_error: null, message: 'Synced 1 calendar(s), 1 event(s) read.' });
    // Again, as its person named by email: nothing new since (the sync is incremental).
    const syncText = await cli(['calendar', 'sync', '--id', String(conn.id), '--user', email]);
    expect(syncText.stdout).toMatch(new RegExp(`^connection ${conn.id}: active\nSynced 1 calendar\\(s\\), 0 event\\(s\\) read\\.\nlast synced \\S+Z\n$`));
    const afterSync = json((await cli(['calendar', 'connections', '--user', email, '--json'])).stdout).connections[0];
    expect(afterSync).toMatchObject({ last_synced_at: expect.stringMatching(/Z$/), lag_seconds: expect.any(Number) });

    const calId = String(conn.calendars[0].id);
    const toggled = json((await cli(['calendar', 'toggle', '--id', String(conn.id), '--calendar', calId, '--busy', 'off', '--write-target', 'off', '--json'])).stdout);
    expect(toggled.calendars[0]).toMatchObject({ busy_source: false, write_target: false });
    const back = await cli(['calendar', 'toggle', '--id', String(conn.id), '--calendar', calId, '--busy', 'on']);
    expect(back.stdout).toContain(`${calId} Work (busy)`);

    const unlinked = await cli(['calendar', 'unlink', '--id', String(conn.id), '--json']);
    expect(json(unlinked.stdout)).toEqual({ id: conn.id, deleted: true, message: 'Calendar connection deleted.' });
    expect(await connectionsOf(acct.userId)).toEqual({ connections: [], calendars: [] });
    expect((await cli(['calendar', 'connections', '--user', email])).stdout).toBe('No linked calendars.\n');
  });

  it('refuses a wrong password with the domain error and writes nothing', async () => {
    const acct = await newAccount();
    const dav = await freshRadicaleAccount('Other');
    const wrong = await link(String(acct.userId), dav, 'not-it', '--json');
    expect(wrong.code).toBe(1);
    expect(json(wrong.stdout)).toMatchObject({ error: 'calendar_connection_failed', message: expect.stringContaining('refused the link') });
    expect(wrong.stdout).not.toContain('not-it');
    const words = await link(String(acct.userId), dav, 'not-it');
    expect(words).toMatchObject({ code: 1, stdout: '', stderr: expect.stringMatching(/^error: The caldav server refused the link/) });
    expect(await connectionsOf(acct.userId)).toEqual({ connections: [], calendars: [] });
  });

  it('takes the password only from stdin, and refuses what names nothing or someone else', async () => {
    const acct = await newAccount();
    const user = String(acct.userId);
    const dav = { serverUrl: 'http://127.0.0.1:5232/', user: 'user1' };
    const base = ['calendar', 'link-caldav', '--user', user, '--url', dav.serverUrl, '--username', dav.user];
    const refusals: [string[], string | undefined, string, RegExp][] = [
      [[...base, '--password', 'hunter2'], undefined, 'usage', /shell history/],
      [[...base, '--password', 'hunter2', '--password-stdin'], 'hunter2', 'usage', /shell history/],
      [base, 'secret', 'usage', /--password-stdin is required/],
      [[...base, '--password-stdin'], undefined, 'usage', /standard input is not available/],
      [[...base, '--password-stdin'], '\n', 'usage', /read nothing/],
      [['calendar', 'link-caldav', '--user', user, '--username', 'u', '--password-stdin'], 'secret', 'usage', /--url is required/],
      [['calendar', 'link-caldav', '--user', 'nobody@example.com', '--url', dav.serverUrl, '--username', 'u', '--password-stdin'], 'secret', 'not_found', /nobody@example.com/],
      [['calendar', 'link-caldav', '--user', '99999999', '--url', dav.serverUrl, '--username', 'u', '--password-stdin'], 'secret', 'not_found', /User 99999999/],
      [['calendar', 'connections'], undefined, 'usage', /--user is required/],
      [['calendar', 'connections', '--user', 'x'], undefined, 'usage', /positive integer/],
      [['calendar', 'sync', '--id', '99999999'], undefined, 'not_found', /Calendar connection 99999999/],
      [['calendar', 'sync', '3'], undefined, 'usage', /Unexpected argument "3"/],
    ];
    for (const [argv, stdin, code, message] of refusals) {
      const r = await cli([...argv, '--json'], stdin);
      expect(r.code, argv.join(' ')).toBe(1);
      expect(json(r.stdout), argv.join(' ')).toMatchObject({ error: code, message: expect.stringMatching(message) });
      expect(r.stdout + r.stderr).not.toContain('hunter2');
    }
    expect(await connectionsOf(acct.userId)).toEqual({ connections: [], calendars: [] });

    // A connection of this account: another account's user, and a member who is not its person, do not see it.
    const real = await freshRadicaleAccount('Work');
    const conn = json((await link(user, real, real.password, '--json')).stdout);
    const stranger = await newAccount();
    const member = await newUser(acct.accountId);
    for (const who of [stranger.userId, member.userId]) {
      const r = await cli(['calendar', 'sync', '--id', String(conn.id), '--user', String(who), '--json']);
      expect(json(r.stdout)).toMatchObject({ error: 'not_found' });
      const u = await cli(['calendar', 'unlink', '--id', String(conn.id), '--user', String(who), '--json']);
      expect(json(u.stdout)).toMatchObject({ error: 'not_found' });
    }
    const id = String(conn.id);
    const cal = String(conn.calendars[0].id);
    for (const [args, message] of [[[], /give --busy/], [['--busy', 'yes'], /--busy is on or off/], [['--write-target'], /--write-target is on or off/]] as const) {
      const r = await cli(['calendar', 'toggle', '--id', id, '--calendar', cal, ...args, '--json']);
      expect(json(r.stdout), args.join(' ')).toMatchObject({ error: 'usage', message: expect.stringMatching(message) });
    }
    const foreign = await cli(['calendar', 'toggle', '--id', id, '--calendar', '99999999', '--busy', 'off', '--json']);
    expect(json(foreign.stdout)).toMatchObject({ error: 'validation_error' });
    expect((await connectionsOf(acct.userId)).calendars[0]).toMatchObject({ busySource: true, writeTarget: true });
  });

  it('documents --password-stdin in the help', async () => {
    const help = await cli(['calendar', 'link-caldav', '--help']);
    expect(help.stdout).toMatch(/--password-stdin/);
    expect(help.stdout).toMatch(/shell history/);
    const group = await cli(['calendar', '--help']);
    for (const c of ['connections', 'link-caldav', 'sync', 'toggle', 'unlink']) expect(group.stdout).toContain(`calendar ${c} `);
  });
});
