import type { agents, calls, VoicemailPolicy, VoiceProviderName } from '../../db/schema';
import type { Disclosure } from '../compliance/disclosures';
import type { ContactForCall } from '../contacts/template-values';
import { callVariables } from '../templates/call-variables';
import { renderTemplate } from '../templates/render';
import { newCallId } from './call-row';

/**
 * The variables a call runs with, one flat map: business values (as business_<name>), the contact's values,
 * then the request's variables.custom_context flattened in, then the request's other variables, each
 * layer overriding the one before.
 */
export function mergeCallVariables(
  business: Record<string, unknown>,
  contact: Record<string, unknown>,
  requested: Record<string, unknown>,
): { merged: Record<string, unknown>; overrides: Record<string, unknown> } {
  const { custom_context: custom, ...rest } = requested;
  const overrides = { ...(custom && typeof custom === 'object' ? (custom as Record<string, unknown>) : {}), ...rest };
  const prefixed = Object.fromEntries(Object.entries(business).map(([k, v]) => [`business_${k}`, v]));
  return { merged: { ...prefixed, ...contact, ...overrides }, overrides };
}

export interface PlacedCallInput {
  accountId: number;
  agent: Pick<typeof agents.$inferSelect, 'id' | 'phoneNumber' | 'instructions' | 'firstMessage' | 'version'>;
  createdByUserId: number | null;
  contact: ContactForCall | null;
  phoneNumber: string;
  business: Record<string, unknown>;
  /** The placement's own variables (the request's, or the campaign recipient's). */
  variables: Record<string, unknown>;
  /** The voice provider that carries the call. */
  provider: VoiceProviderName;
  /** What the call must tell the callee (compliance/callee-disclosures.ts); `{{disclosure}}` says it. */
  disclosures: Disclosure[];
  /** At a voicemail greeting (null: nothing asked); its message is rendered here, with the call's values. */
  voicemail?: VoicemailPolicy | null;
  now: Date;
}

/**
 * The columns a call placed through the API or by a campaign fills the same way: who calls whom, the variables and
 * what the agent says with them, and the provider. The writer adds the price and hold (`heldCallValues`, taken under
 * the account lock); the caller its status, timing and attempt.
 */
export function placedCallValues(p: PlacedCallInput) {
  const contactValues = p.contact?.values ?? {};
  const { merged, overrides } = mergeCallVariables(p.business, contactValues, p.variables);
  // The call's own variables come last: a request cannot change what the call discloses.
  const own = callVariables({ disclosures: p.disclosures, business: p.business });
  const rendered = { contact: contactValues, business: p.business, overrides: { ...overrides, ...own } };
  return {
    accountId: p.accountId,
    callId: newCallId(),
    agentId: p.agent.id,
    // The version read with the instructions rendered below: what the call says is what its version holds.
    agentVersion: p.agent.version,
    createdByUserId: p.createdByUserId,
    contactId: p.contact?.id ?? null,
    contactName: p.contact?.name ?? null,
    contactEmail: p.contact?.email ?? null,
    phoneNumber: p.phoneNumber,
    fromNumber: p.agent.phoneNumber,
    variables: { ...merged, ...own },
    disclosures: p.disclosures,
    instructions: renderTemplate(p.agent.instructions, rendered),
    firstMessage: renderTemplate(p.agent.firstMessage, rendered),
    provider: p.provider,
    voicemail: p.voicemail
      ? { action: p.voicemail.action, ...(p.voicemail.message ? { message: renderTemplate(p.voicemail.message, rendered) } : {}) }
      : null,
    createdAt: p.now,
    updatedAt: p.now,
  } satisfies Partial<typeof calls.$inferInsert>;
}
