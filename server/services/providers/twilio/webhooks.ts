import twilio from 'twilio';
import type { MessageStatus } from 'twilio/lib/rest/api/v2010/account/message';
import type { SmsEvent } from '../sms-port';
import { deliveryErrorText } from './delivery-errors';

type DeliveryStatus = Extract<SmsEvent, { type: 'status' }>['status'];

/**
 * Twilio's message statuses in Switchboard's three. A status not here (`receiving`, `scheduled`, `canceled`,
 * `partially_delivered`) says nothing about a text Switchboard sent one at a time, now, and is not read.
 */
const STATUSES: Partial<Record<MessageStatus, DeliveryStatus>> = {
  queued: 'sent',
  accepted: 'sent',
  sending: 'sent',
  sent: 'sent',
  delivered: 'delivered',
  read: 'delivered',
  failed: 'failed',
  undelivered: 'failed',
};

/** Longer than any Twilio SID (two letters and 32 hex digits) or address (E.164, or a channel's `whatsapp:+…`). */
const ID_MAX = 64;
/** Twilio takes at most 1,600 characters a message; an inbound one is at most that too. */
const BODY_MAX = 1600;

const field = (v: string | undefined, max: number) => (v !== undefined && v.length <= max ? v : undefined);

/**
 * Reads a verified webhook's form: a status callback of a sent message (`MessageSid` and `MessageStatus`), or a text
 * a person sent (`MessageSid`, or the older `SmsSid`, with `From`, `To` and `Body`, its status absent or `received`).
 * Anything else is not one of ours to read (null). Pure.
 */
export function parseTwilioSmsWebhook(params: Record<string, string>): SmsEvent | null {
  const sid = field(params.MessageSid ?? params.SmsSid, ID_MAX);
  if (!sid) return null;
  const status = params.MessageStatus ?? params.SmsStatus;
  if (status === undefined || status === 'received') {
    const from = field(params.From, ID_MAX);
    const to = field(params.To, ID_MAX);
    const body = field(params.Body, BODY_MAX);
    if (!from || !to || body === undefined) return null;
    return { type: 'inbound', providerMessageId: sid, from, to, body };
  }
  const mapped = STATUSES[status as MessageStatus];
  if (!mapped) return null;
  const code = field(params.ErrorCode, ID_MAX);
  return { type: 'status', providerMessageId: sid, status: mapped, error: code && code !== '0' ? deliveryErrorText(code) : null };
}

/** The answer to an inbound text in TwiML: one `<Message>` with the reply (escaped by the package), or none. */
export function twimlReply(text: string | null): { contentType: string; body: string } {
  const response = new twilio.twiml.MessagingResponse();
  if (text !== null) response.message(text);
  return { contentType: 'text/xml', body: response.toString() };
}
