/** A sentence a call must carry, and why: the table row it came from. */
export interface Disclosure {
  /** `ai` (always), `recording` (the call is recorded), `recording_consent` (every party must agree to a recording). */
  kind: 'ai' | 'recording' | 'recording_consent';
  /** The jurisdiction whose rule asks for it (`US`, `US-CA`). */
  jurisdiction: string;
  /** Where the rule is written: a statute or regulation, cited. */
  source: string;
}

/** The version of the disclosure table, kept in every compliance record. */
export const DISCLOSURES_VERSION = 'pending';

/** The disclosures a call under `jurisdictions` must carry. */
export function disclosuresFor(_input: { jurisdictions: readonly string[]; recorded: boolean }): Disclosure[] {
  return [];
}
