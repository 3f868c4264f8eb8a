import { listAccountConsents } from '../../services/consents/service';
import type { ConsentDto } from '../../services/consents/schema';
import { optionalInt, optionalString, requireId, usageError, type Command } from '../command';

/** One consent on one line for people: number, kind and scope, state, when given, and the form's address. */
function line(c: ConsentDto): string {
  const state = c.revoked_at ? `revoked ${c.revoked_at} (${c.revoked_via})` : c.expires_at && Date.parse(c.expires_at) <= Date.now() ? `expired ${c.expires_at}` : 'active';
  const source = [c.source.type, c.source.url].filter(Boolean).join(' ');
  return `${c.id}  ${c.phone_number}  ${c.kind} ${c.scope}  ${state}  given ${c.captured_at}  ${source}`;
}

export const consentCommands: Command[] = [
  {
    name: ['consent', 'list'],
    usage: 'consent list --account ID [--number E164] [--contact ID] [--active | --inactive] [--page N] [--limit N]',
    options: ['account', 'number', 'contact', 'page', 'limit'],
    switches: ['active', 'inactive'],
    readOnly: true,
    async run(db, f) {
      if (f.active && f.inactive) throw usageError('--active and --inactive exclude each other');
      const contact = optionalString(f, 'contact');
      return listAccountConsents(db, requireId(f, 'account'), {
        phone_number: optionalString(f, 'number'),
        contact_id: contact,
        active: f.active ? true : f.inactive ? false : undefined,
        page: optionalInt(f, 'page'),
        limit: optionalInt(f, 'limit'),
      });
    },
    text(result) {
      const list = result as unknown as { consents: ConsentDto[]; count: number; page: number; pages: number };
      if (!list.consents.length) return 'No consents.';
      return [...list.consents.map(line), `(${list.count} in all; page ${list.page} of ${list.pages})`].join('\n');
    },
  },
];
