import { getDb } from '../db/client';
import { AppError } from '../errors';
import { smsProvider } from '../services/providers/sms';
import { receiveText } from '../services/messages/inbound';
import { recordDeliveryStatus } from '../services/messages/delivery-status';
import { readBodyText } from './body';

/**
 * POST /api/integrations/twilio/sms: Twilio's webhooks for texts, both a customer's text and a sent text's status.
 * The signature is checked first (X-Twilio-Signature with Twilio's own validator over the public URL): anything
 * unsigned, forged or signed for another address is 401 and changes nothing. A text is answered in TwiML, once.
 */
export async function twilioSmsWebhook(req: Request): Promise<Response> {
  const raw = await readBodyText(req);
  const type = req.headers.get('content-type') ?? '';
  if (!type.toLowerCase().startsWith('application/x-www-form-urlencoded')) {
    throw new AppError('validation_error', 'Twilio webhooks are form-encoded (application/x-www-form-urlencoded).');
  }
  const params = Object.fromEntries(new URLSearchParams(raw));
  const provider = smsProvider();
  provider.webhooks.verify({ raw, headers: req.headers, url: req.url, params });
  const event = provider.webhooks.parse(params);
  const db = await getDb();
  const empty = provider.webhooks.reply(null);
  if (!event) return twiml(empty);
  if (event.type === 'status') {
    await recordDeliveryStatus(db, event, new URL(req.url).searchParams.get('message'));
    return twiml(empty);
  }
  const outcome = await receiveText(db, event);
  return twiml(provider.webhooks.reply(outcome.reply));
}

const twiml = (answer: { contentType: string; body: string }) =>
  new Response(answer.body, { status: 200, headers: { 'content-type': answer.contentType, 'cache-control': 'no-store' } });
