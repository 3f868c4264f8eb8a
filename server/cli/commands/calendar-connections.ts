import type { Actor } from '../../auth/actor';
import type { Database } from '../../db/types';
import { notFound } from '../../errors';
import { actorForUser } from '../../services/accounts/service';
import { findConnectionOwner } from '../../services/calendar/linked/queries';
import type { ConnectionDto } from '../../services/calendar/linked/schema';
import { createConnection, deleteConnection, listConnections, patchConnection, syncNow } from '../../services/calendar/service';
import { optionalString, requireId, requireString, usageError, type Command, type Flags } from '../command';
import { table, type Column } from '../table';
import { actorOfUserFlag } from './user-flag';

/*
 * Linked calendars from the command line, with the REST API's service calls and answers (--json prints what
 * /api/v1/calendar/connections answers). The person is named by --user, an id or the email they signed in with; a
 * command on one connection acts as that connection's person unless --user names someone else (who must see it).
 */

async function actorForConnection(db: Database, f: Flags, id: number): Promise<Actor> {
  if (f.user !== undefined) return actorOfUserFlag(db, f);
  const owner = await findConnectionOwner(db, id);
  if (owner === undefined) throw notFound(`Calendar connection ${id}`);
  return actorForUser(db, owner);
}

function onOff(f: Flags, name: string): boolean | undefined {
  const v = optionalString(f, name);
  if (v === undefined) return undefined;
  if (v !== 'on' && v !== 'off') throw usageError(`--${name} is on or off, got "${v}"`);
  return v === 'on';
}

/** A lag for people: 42s, 5m, 3h, 2d. */
function lag(seconds: number | null): string | null {
  if (seconds === null) return null;
  if (seconds < 120) return `${seconds}s`;
  if (seconds < 7200) return `${Math.round(seconds / 60)}m`;
  if (seconds < 172_800) return `${Math.round(seconds / 3600)}h`;
  return `${Math.round(seconds / 86_400)}d`;
}

/** `12 Work (busy, write)`: the calendar's id is what `calendar toggle --calendar` takes. */
const calendarCell = (c: ConnectionDto['calendars'][number]) => {
  const flags = [c.busy_source && 'busy', c.write_target && 'write'].filter(Boolean);
  return `${c.id} ${c.name} (${flags.length ? flags.join(', ') : 'off'})`;
};

const connectionColumns: Column<ConnectionDto>[] = [
  ['ID', (c) => c.id], ['PROVIDER', (c) => c.provider], ['ACCOUNT', (c) => c.account_label], ['STATUS', (c) => c.status],
  ['CALENDARS', (c) => c.calendars.map(calendarCell).join('; ')], ['LAST SYNC', (c) => c.last_synced_at],
  ['LAG', (c) => lag(c.lag_seconds)], ['ERROR', (c) => c.last_error],
];

const oneConnection = (c: ConnectionDto) => table([c], connectionColumns, '');

export const calendarConnectionCommands: Command[] = [
  {
    name: ['calendar', 'connections'],
    usage: 'calendar connections --user ID|EMAIL                         → { connections: [...] } as GET /api/v1/calendar/connections',
    options: ['user'],
    readOnly: true,
    run: async (db, f) => listConnections(db, await actorOfUserFlag(db, f)),
    text: (r) => table((r as { connections: ConnectionDto[] }).connections, connectionColumns, 'No linked calendars.'),
  },
  {
    name: ['calendar', 'link-caldav'],
    usage:
      'calendar link-caldav --user ID|EMAIL --url SERVER --username U --password-stdin   → the connection, as POST /api/v1/calendar/connections ' +
      "(the app password is read from standard input, e.g. printf '%s' \"$PW\" | …, so it stays out of shell history " +
      'and the process list; --password on the command line is refused for that reason)',
    options: ['user', 'url', 'username', 'password'],
    switches: ['password-stdin'],
    async run(db, f, io) {
      if (f.password !== undefined) {
        throw usageError('--password is not accepted: a password on the command line stays in shell history and shows in the process list. Pipe it to --password-stdin instead.');
      }
      if (f['password-stdin'] !== true) throw usageError('--password-stdin is required: pipe the app password to standard input');
      const actor = await actorOfUserFlag(db, f);
      const server_url = requireString(f, 'url');
      const username = requireString(f, 'username');
      const password = await io.readStdin();
      if (!password) throw usageError('--password-stdin read nothing from standard input');
      return createConnection(db, actor, { provider: 'caldav', caldav: { server_url, username, password } });
    },
    text: (r) => `Linked.\n${oneConnection(r as ConnectionDto)}`,
  },
  {
    name: ['calendar', 'sync'],
    usage: 'calendar sync --id CONNECTION [--user ID|EMAIL]              → { id, status, last_synced_at, last_error, message } (reads it now)',
    options: ['id', 'user'],
    async run(db, f) {
      const id = requireId(f, 'id');
      return syncNow(db, await actorForConnection(db, f, id), id);
    },
    text: (r) => {
      const s = r as Awaited<ReturnType<typeof syncNow>>;
      return [`connection ${s.id}: ${s.status}`, s.message, `last synced ${s.last_synced_at ?? 'never'}`, ...(s.last_error ? [`last error: ${s.last_error}`] : [])].join('\n');
    },
  },
  {
    name: ['calendar', 'toggle'],
    usage: 'calendar toggle --id CONNECTION --calendar ID [--busy on|off] [--write-target on|off] [--user ID|EMAIL]   → the connection (write-target on clears it elsewhere)',
    options: ['id', 'calendar', 'busy', 'write-target', 'user'],
    async run(db, f) {
      const id = requireId(f, 'id');
      const calendar = { id: requireId(f, 'calendar'), busy_source: onOff(f, 'busy'), write_target: onOff(f, 'write-target') };
      if (calendar.busy_source === undefined && calendar.write_target === undefined) throw usageError('give --busy on|off, --write-target on|off, or both');
      return patchConnection(db, await actorForConnection(db, f, id), id, { calendars: [calendar] });
    },
    text: (r) => oneConnection(r as ConnectionDto),
  },
  {
    name: ['calendar', 'unlink'],
    usage: 'calendar unlink --id CONNECTION [--user ID|EMAIL]            → { id, deleted: true, message } (its busy time stops blocking slots)',
    options: ['id', 'user'],
    async run(db, f) {
      const id = requireId(f, 'id');
      return deleteConnection(db, await actorForConnection(db, f, id), id);
    },
  },
];
