import { sql, type SQLWrapper } from 'drizzle-orm';
import { agents } from '../../db/schema';
import { AppError } from '../../errors';
import { providerIdsAreOwned } from './provider-resources';

type Numbers = { id: number; phoneNumber: string | null; providerPhoneNumberId: string | null };

/**
 * Whether an agent can place calls: it needs its number, and with Vapi also the provider's id of that number
 * (Vapi's `phoneNumberId`; Vapi refuses a call without one).
 */
export const agentCanMakeCalls = (a: Omit<Numbers, 'id'>): boolean =>
  Boolean(a.phoneNumber) && (!providerIdsAreOwned() || Boolean(a.providerPhoneNumberId));

/**
 * The same rule in SQL, for the list built by PostgreSQL. The provider is read when the statement is compiled (once
 * per database handle), as it is configuration that holds for the life of the process.
 */
export const canMakeCallsSql: SQLWrapper = {
  getSQL: () => providerIdsAreOwned()
    ? sql`(${agents.phoneNumber} is not null and ${agents.providerPhoneNumberId} is not null)`
    : sql`${agents.phoneNumber} is not null`,
};

/** Why an agent cannot place calls (no_phone_number's message, saying what it lacks), or null when it can. */
export function whyAgentCannotCall(agent: Numbers): string | null {
  if (!agent.phoneNumber) return `Agent ${agent.id} has no assigned phone number.`;
  if (!agentCanMakeCalls(agent)) return `Agent ${agent.id} has no provider phone number id (provider_phone_number_id), which the voice provider needs to place calls.`;
  return null;
}

/** 404 `no_phone_number` for an agent that cannot place calls. */
export function assertAgentCanMakeCalls(agent: Numbers): void {
  const why = whyAgentCannotCall(agent);
  if (why) throw new AppError('no_phone_number', why);
}
