import { disclosureSentence, type Disclosure } from '../compliance/disclosures';

/**
 * Template variables the call itself supplies, from its own facts rather than a contact or the business: they are
 * known to every template, and a request's variables of the same name do not replace them.
 *
 * `{{disclosure}}`: the sentence the call must say at its start, rendered from its disclosures (who is talking,
 * then the recording: "This is an AI assistant for Bella Dental. This call is recorded.").
 */
export const callVariableNames = ['disclosure'] as const;

export function callVariables(p: { disclosures: readonly Pick<Disclosure, 'kind'>[]; business: Record<string, unknown> }): { disclosure: string } {
  const name = typeof p.business.name === 'string' ? p.business.name : null;
  return { disclosure: disclosureSentence(p.disclosures, name) };
}
