import type { AuditLineDto } from '../../services/audit/log';
import type { ContactExport, ErasureDto } from '../../services/privacy/schema';
import { auditLinesOf, exportContact, getErasure, requestErasure } from '../../services/privacy/service';
import { optionalId, optionalInt, requireId, type Command } from '../command';
import { table } from '../table';
import { actorOfUserFlag } from './user-flag';

/*
 * Erasure and export of a person from the command line, with the REST API's service calls and answers (--json prints
 * what the API answers), as the person --user names: an erasure needs an owner or admin, as it does over the API.
 */

function erasureText(r: Record<string, unknown>): string {
  const e = (r as { erasure: ErasureDto }).erasure;
  const receipt = e.receipt ? Object.entries(e.receipt).map(([k, n]) => `  ${k}: ${n}`) : [];
  return [`erasure ${e.id} of contact ${e.contact_id}: ${e.status}${e.finished_at ? ` (finished ${e.finished_at})` : ''}`, ...(receipt.length ? ['receipt:', ...receipt] : [])].join('\n');
}

export const privacyCommands: Command[] = [
  {
    name: ['contact', 'erase'],
    usage: 'contact erase --user ID|EMAIL --id CONTACT_ID          → as POST /api/v1/contacts/{id}/erase (owners and admins; a job carries it out)',
    options: ['user', 'id'],
    run: async (db, f) => requestErasure(db, await actorOfUserFlag(db, f), requireId(f, 'id')),
    text: erasureText,
  },
  {
    name: ['contact', 'export'],
    usage: 'contact export --user ID|EMAIL --id CONTACT_ID         → as GET /api/v1/contacts/{id}/export (everything stored about the person, as JSON)',
    options: ['user', 'id'],
    run: async (db, f) => exportContact(db, await actorOfUserFlag(db, f), requireId(f, 'id')),
    // The export is a document: printed whole, as JSON, with or without --json.
    text: (r) => JSON.stringify(r as ContactExport, null, 2),
  },
  {
    name: ['erasure', 'get'],
    usage: 'erasure get --user ID|EMAIL --id ERASURE_ID            → as GET /api/v1/erasures/{id}, with its receipt once done',
    options: ['user', 'id'],
    readOnly: true,
    run: async (db, f) => getErasure(db, await actorOfUserFlag(db, f), requireId(f, 'id')),
    text: erasureText,
  },
  {
    name: ['audit', 'list'],
    usage: 'audit list --account ID [--contact ID] [--limit N]          → the account\'s audit log, newest first (erasures, exports)',
    options: ['account', 'contact', 'limit'],
    readOnly: true,
    async run(db, f) {
      const contact = optionalId(f, 'contact');
      return { lines: await auditLinesOf(db, requireId(f, 'account'), contact === undefined ? undefined : { type: 'contact', id: contact }, optionalInt(f, 'limit') ?? 100) };
    },
    text: (r) => table((r as { lines: AuditLineDto[] }).lines, [
      ['WHEN', (l) => l.created_at], ['ACTION', (l) => l.action], ['SUBJECT', (l) => `${l.subject_type} ${l.subject_id}`],
      ['BY', (l) => l.user_email ?? (l.api_key_id ? `key ${l.api_key_id}` : 'system')], ['DETAILS', (l) => JSON.stringify(l.details)],
    ], 'No audit lines.'),
  },
];
