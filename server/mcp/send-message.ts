import { listMessagesQuery, sendTextInput } from '../services/messages/schema';
import { listMessages, sendText } from '../services/messages/service';
import { idempotencyKeyArg, runIdempotentTool, toolRequestHash } from './idempotent';
import { defineTool } from './tool';

/** POST /api/v1/messages as a model may ask it: always marketing, so a model cannot relabel a text to skip its consent. */
export const sendMessageInput = sendTextInput.omit({ purpose: true }).extend({ idempotency_key: idempotencyKeyArg });

export const sendMessage = defineTool({
  name: 'send_message',
  title: 'Send a text message',
  description:
    'Sends one text to a number, as POST /api/v1/messages, held to the same gate as a call: refused for a number on the ' +
    'do-not-call list (do_not_call), a destination the account does not text (destination_not_allowed) or a number without ' +
    "the consent the account requires for marketing (consent_required); outside the callee's legal hours it is written " +
    '`held` and goes at the next lawful moment (`due_at`). Answers the message: { id, status: queued|held, due_at, ... }. ' +
    'Send an idempotency_key and the same key when retrying: a repeat answers the first message instead of sending a second.',
  rest: 'POST /api/v1/messages',
  permission: 'can_write_contacts',
  input: sendMessageInput,
  readOnly: false,
  async run({ db, actor }, { idempotency_key: key, ...input }, raw) {
    const send = () => sendText(db, actor, { ...input, purpose: 'marketing' });
    return key ? runIdempotentTool(db, actor.accountId, key, toolRequestHash('send_message', raw), send) : send();
  },
});

export const listMessagesTool = defineTool({
  name: 'list_messages',
  title: 'List messages',
  description:
    'Emails and texts sent to customers and texts they sent back, newest first, with status (queued, held, sent, delivered, ' +
    'failed, skipped and skip_reason). Filters: channel (email|sms), status, contact_id, event_id.',
  rest: 'GET /api/v1/messages',
  permission: 'can_read_contacts',
  input: listMessagesQuery,
  query: { errorCode: 'validation_error' },
  readOnly: true,
  run: ({ db, actor }, input) => listMessages(db, actor, input),
});
