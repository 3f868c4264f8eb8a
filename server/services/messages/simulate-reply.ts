import { randomBytes } from 'node:crypto';
import { isAccountAdmin, type Actor } from '../../auth/actor';
import type { Database } from '../../db/types';
import { AppError } from '../../errors';
import { normalizePhone } from '../../lib/phone';
import { smsProvider } from '../providers/sms';
import { accountRegion } from '../consents/read';
import { receiveText, type InboundOutcome } from './inbound';
import { textSenderOf } from './senders';

/**
 * Without Twilio, a customer's text as the simulator would bring it (the dashboard's Messages page): read exactly as a
 * real one at the Twilio route, STOP included. Owners and admins only, since a STOP lists the number.
 */
export async function simulateReply(db: Database, actor: Actor, input: { from: string; body: string }): Promise<InboundOutcome> {
  if (smsProvider().name !== 'simulator') throw new AppError('permission_denied', 'Texts come from Twilio here; a reply cannot be simulated.');
  if (!isAccountAdmin(actor)) throw new AppError('permission_denied', 'Only owners and admins can simulate a customer\'s text.');
  const from = normalizePhone(input.from, await accountRegion(db, actor.accountId));
  if (!from) throw new AppError('invalid_phone_number', `"${input.from}" is not a valid phone number.`, { details: [{ path: 'from', message: 'is not a valid phone number' }] });
  const body = input.body.slice(0, 1600);
  const to = (await textSenderOf(db, actor.accountId, null)) ?? '';
  return receiveText(db, { type: 'inbound', providerMessageId: `SMsim${randomBytes(16).toString('hex')}`, from, to, body }, new Date(), { accountId: actor.accountId });
}
