import type { MessageDto, MessageListDto } from '../../services/messages/schema';
import { getMessage, listMessages, sendText } from '../../services/messages/service';
import { optionalId, optionalInt, optionalString, requireString, type Command } from '../command';
import { table, type Column } from '../table';
import { actorOfUserFlag } from './user-flag';

/*
 * Messages from the command line, with the REST API's service calls and answers (--json prints what /api/v1/messages
 * answers), as the person --user names (an id or the email they sign in with).
 */

const messageColumns: Column<MessageDto>[] = [
  ['ID', (m) => m.id], ['CHANNEL', (m) => m.channel], ['TO', (m) => m.to], ['KIND', (m) => m.kind],
  ['STATUS', (m) => (m.skip_reason ? `${m.status} (${m.skip_reason})` : m.status)], ['WHEN', (m) => m.sent_at ?? m.due_at],
  ['EVENT', (m) => m.event_id], ['ERROR', (m) => m.error],
];

export const messageCommands: Command[] = [
  {
    name: ['messages', 'list'],
    usage: 'messages list --user ID|EMAIL [--channel email|sms] [--status S] [--contact ID] [--event ID] [--page N] [--limit N]   → as GET /api/v1/messages',
    options: ['user', 'channel', 'status', 'contact', 'event', 'page', 'limit'],
    readOnly: true,
    run: async (db, f) => listMessages(db, await actorOfUserFlag(db, f), {
      channel: optionalString(f, 'channel') as never, status: optionalString(f, 'status') as never,
      contact_id: optionalId(f, 'contact'), event_id: optionalId(f, 'event'), page: optionalInt(f, 'page'), limit: optionalInt(f, 'limit'),
    }),
    text: (r) => table((r as MessageListDto).messages, messageColumns, 'No messages.'),
  },
  {
    name: ['messages', 'get'],
    usage: 'messages get --user ID|EMAIL --id msg_…                        → as GET /api/v1/messages/{id}, with the body',
    options: ['user', 'id'],
    readOnly: true,
    run: async (db, f) => getMessage(db, await actorOfUserFlag(db, f), requireString(f, 'id')),
    text: (r) => {
      const m = r as MessageDto;
      return `${table([m], messageColumns, '')}\n\n${m.subject ? `Subject: ${m.subject}\n` : ''}${m.body}`;
    },
  },
  {
    name: ['messages', 'send'],
    usage: 'messages send --user ID|EMAIL --to NUMBER --body TEXT [--purpose informational|marketing] [--contact ID]   → as POST /api/v1/messages (held to the calls\' gate)',
    options: ['user', 'to', 'body', 'purpose', 'contact'],
    run: async (db, f) => sendText(db, await actorOfUserFlag(db, f), {
      to: requireString(f, 'to'), body: requireString(f, 'body'), purpose: optionalString(f, 'purpose') as never, contact_id: optionalId(f, 'contact'),
    }),
    text: (r) => table([r as MessageDto], messageColumns, ''),
  },
];
