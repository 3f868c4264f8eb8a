import { sql, type SQLWrapper } from 'drizzle-orm';
import { agents } from '../../db/schema';
import { AppError } from '../../errors';
import { config } from '../../config';
import type { VoiceProviderName } from '../../db/schema';
import { agentProviderOf } from './agent-provider';
import { providerIdsAreOwned } from './provider-resources';

type Numbers = { id: number; phoneNumber: string | null; providerPhoneNumberId: string | null; provider: VoiceProviderName | null };

/**
 * Whether an agent can place calls: it needs its number, and with a real provider also the provider's id of that
 * number (Vapi's `phoneNumberId`, Retell's number as imported; both refuse a call without one).
 */
export const agentCanMakeCalls = (a: Omit<Numbers, 'id'>): boolean =>
  Boolean(a.phoneNumber) && (!providerIdsAreOwned(agentProviderOf(a)) || Boolean(a.providerPhoneNumberId));

/**
 * An agent's provider in SQL: its own, else the server's. The server's is read when the statement is compiled (once
 * per database handle), as it is configuration that holds for the life of the process; it is one of a closed list.
 */
export const providerSql: SQLWrapper = {
  getSQL: () => sql`coalesce(${agents.provider}, ${sql.raw(`'${config.VOICE_PROVIDER.replace(/[^a-z]/g, '')}'`)})`,
};

/** The same rule as agentCanMakeCalls in SQL, for the list built by PostgreSQL. */
export const canMakeCallsSql: SQLWrapper = {
  getSQL: () => sql`(${agents.phoneNumber} is not null and (${providerSql} = 'simulator' or ${agents.providerPhoneNumberId} is not null))`,
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
