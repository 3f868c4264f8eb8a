import { optionalString, requireId, requireString, usageError, type Command } from '../command';
import { table, type Column } from '../table';
import { actorOfUserFlag } from './user-flag';
import {
  createCrmConnection, deleteCrmConnection, getCrmConnection, listCrmConnections, syncCrmConnection,
} from '../../services/crm/connections';
import type { CreatedCrmConnectionDto, CrmConnectionDto } from '../../services/crm/schema';

/*
 * CRM connections from the command line, with the REST API's service calls and answers (--json prints what
 * /api/v1/integrations/crm answers). --user names an owner or admin of the account (an id or their email). A token is
 * read from standard input, so it stays out of shell history and the process list.
 */

const columns: Column<CrmConnectionDto>[] = [
  ['ID', (c) => c.id], ['PROVIDER', (c) => c.provider], ['STATUS', (c) => c.status], ['DIRECTION', (c) => c.direction],
  ['IMPORTED', (c) => c.counts.imported], ['UPDATED', (c) => c.counts.updated], ['PUSHED', (c) => c.counts.pushed], ['FAILED', (c) => c.counts.failed],
  ['LAST SYNC', (c) => c.last_synced_at], ['ERROR', (c) => c.last_error],
];
const one = (c: CrmConnectionDto) => table([c], columns, '');

export const crmConnectionCommands: Command[] = [
  {
    name: ['integration', 'crm', 'list'],
    usage: 'integration crm list --user ID|EMAIL                          → { connections: [...] } as GET /api/v1/integrations/crm',
    options: ['user'],
    readOnly: true,
    run: async (db, f) => listCrmConnections(db, await actorOfUserFlag(db, f)),
    text: (r) => table((r as { connections: CrmConnectionDto[] }).connections, columns, 'No CRM connections.'),
  },
  {
    name: ['integration', 'crm', 'get'],
    usage: 'integration crm get --user ID|EMAIL --id CONNECTION           → the connection',
    options: ['user', 'id'],
    readOnly: true,
    run: async (db, f) => getCrmConnection(db, await actorOfUserFlag(db, f), requireId(f, 'id')),
    text: (r) => one(r as CrmConnectionDto),
  },
  {
    name: ['integration', 'crm', 'add'],
    usage:
      'integration crm add --user ID|EMAIL --provider gohighlevel|hubspot [--location ID] [--portal ID] [--token-stdin]   → the connection, as POST /api/v1/integrations/crm ' +
      '(a token piped to --token-stdin makes it active; without one it answers the authorization_url)',
    options: ['user', 'provider', 'location', 'portal', 'token'],
    switches: ['token-stdin'],
    async run(db, f, io) {
      if (f.token !== undefined) throw usageError('--token is not accepted: a token on the command line stays in shell history. Pipe it to --token-stdin instead.');
      const actor = await actorOfUserFlag(db, f);
      const provider = requireString(f, 'provider');
      const token = f['token-stdin'] === true ? (await io.readStdin()).trim() : undefined;
      if (f['token-stdin'] === true && !token) throw usageError('--token-stdin read nothing from standard input');
      if (provider === 'gohighlevel') {
        return createCrmConnection(db, actor, { provider, gohighlevel: { location_id: requireString(f, 'location'), ...(token && { token }) } });
      }
      if (provider === 'hubspot') {
        const portal = optionalString(f, 'portal');
        return createCrmConnection(db, actor, { provider, hubspot: { ...(token && { token }), ...(portal && { portal_id: portal }) } });
      }
      throw usageError(`--provider is gohighlevel or hubspot, got "${provider}"`);
    },
    text: (r) => {
      const c = r as CreatedCrmConnectionDto;
      return c.authorization_url ? `Grant access at:\n${c.authorization_url}\n${one(c)}` : `Connected.\n${one(c)}`;
    },
  },
  {
    name: ['integration', 'crm', 'sync'],
    usage: 'integration crm sync --user ID|EMAIL --id CONNECTION          → { id, status, message } (an import pass is queued)',
    options: ['user', 'id'],
    run: async (db, f) => syncCrmConnection(db, await actorOfUserFlag(db, f), requireId(f, 'id')),
  },
  {
    name: ['integration', 'crm', 'remove'],
    usage: 'integration crm remove --user ID|EMAIL --id CONNECTION        → { id, deleted: true, message }',
    options: ['user', 'id'],
    run: async (db, f) => deleteCrmConnection(db, await actorOfUserFlag(db, f), requireId(f, 'id')),
  },
];
