import type { ConsentKind, ConsentRequired, ConsentScope } from '../../db/schema';
import type { Purpose } from './calling-rules';

/**
 * Which consent covers a call, as pure rules over the consents already found active (consent-fact.ts reads them):
 * a marketing consent covers informational calls too, and an express written consent satisfies a call that
 * requires express consent. No I/O; table-tested with the gate.
 */

/** A consent active at the decision moment: not revoked, captured by then, not yet expired. */
export interface ActiveConsent {
  id: number;
  kind: ConsentKind;
  scope: ConsentScope;
  capturedAt: Date;
}

export type RequiredConsent = ConsentKind | null;

/** The kind of consent the account requires for a purpose (null: none). */
export function requiredConsentFor(required: ConsentRequired, purpose: Purpose): RequiredConsent {
  const kind = required[purpose];
  return kind === 'none' ? null : kind;
}

/** Whether a consent of this scope covers a call of this purpose: marketing covers both, informational only itself. */
export const scopeCovers = (scope: ConsentScope, purpose: Purpose): boolean => scope === 'marketing' || purpose === 'informational';

/** Whether a consent of this kind satisfies the required kind: written is the stronger. */
export const kindSatisfies = (kind: ConsentKind, required: RequiredConsent): boolean =>
  required === null || required === 'express' || kind === 'express_written';

/**
 * The active consent that covers a call of `purpose` with the `required` kind (any kind when none is required):
 * the strongest (written before express), then the latest captured, then the newest record. Null when none does.
 */
export function coveringConsent(active: ActiveConsent[], purpose: Purpose, required: RequiredConsent): ActiveConsent | null {
  let best: ActiveConsent | null = null;
  for (const c of active) {
    if (!scopeCovers(c.scope, purpose) || !kindSatisfies(c.kind, required)) continue;
    if (!best || rank(c) > rank(best) || (rank(c) === rank(best) && (c.capturedAt > best.capturedAt || (+c.capturedAt === +best.capturedAt && c.id > best.id)))) best = c;
  }
  return best;
}

const rank = (c: ActiveConsent) => (c.kind === 'express_written' ? 1 : 0);

const kindWords: Record<ConsentKind, string> = { express: 'express', express_written: 'express written' };

/** The refusal's words: which consent is missing, for which calls, to which number. */
export const missingConsentMessage = (required: ConsentKind, purpose: Purpose, phoneNumber: string) =>
  `No active ${kindWords[required]} consent for ${purpose} calls to ${phoneNumber}.`;
