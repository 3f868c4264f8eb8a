import { DISCLOSURE_TABLE_VERSION, disclosureKinds, disclosureTable, type DisclosureKind } from './disclosure-table';

export { disclosureKinds, type DisclosureKind } from './disclosure-table';

/** A sentence a call must carry, and why: the table row it came from. */
export interface Disclosure {
  /** `ai` (always), `recording` (the call is recorded), `recording_consent` (every party must agree to a recording). */
  kind: DisclosureKind;
  /** The jurisdiction whose rule asks for it (`US`, `US-CA`), or `*` for Switchboard's own rule where none does. */
  jurisdiction: string;
  /** Where the rule is written: a statute or regulation, cited. */
  source: string;
}

/** The version of the disclosure table, kept in every compliance record. */
export const DISCLOSURES_VERSION = DISCLOSURE_TABLE_VERSION;

/**
 * The disclosures a call under `jurisdictions` must carry (pure): for each kind, the rows of the callee's
 * jurisdictions, else the `*` row; `recording` and `recording_consent` only when the call is recorded, and
 * `recording_consent` only where a jurisdiction asks for it.
 */
export function disclosuresFor(input: { jurisdictions: readonly string[]; recorded: boolean }): Disclosure[] {
  const order = new Map(input.jurisdictions.map((j, i) => [j, i]));
  const out: Disclosure[] = [];
  for (const kind of disclosureKinds) {
    if (kind !== 'ai' && !input.recorded) continue;
    const rows = disclosureTable
      .filter((r) => r.kind === kind && order.has(r.jurisdiction))
      .sort((a, b) => order.get(a.jurisdiction)! - order.get(b.jurisdiction)!);
    const chosen = rows.length || kind === 'recording_consent' ? rows : disclosureTable.filter((r) => r.kind === kind && r.jurisdiction === '*');
    out.push(...chosen.map((r) => ({ kind: r.kind, jurisdiction: r.jurisdiction, source: r.source })));
  }
  return out;
}

/** The kinds a list of disclosures asks for, once each. */
export const disclosureKindsOf = (disclosures: readonly Pick<Disclosure, 'kind'>[]): Set<DisclosureKind> =>
  new Set(disclosures.map((d) => d.kind));

/**
 * The sentence that says them, as `{{disclosure}}` renders it: plain and short, in the order a callee needs it
 * (who is talking, then the recording). Empty when nothing is required.
 */
export function disclosureSentence(disclosures: readonly Pick<Disclosure, 'kind'>[], businessName?: string | null): string {
  const kinds = disclosureKindsOf(disclosures);
  const name = businessName?.trim();
  const parts: string[] = [];
  if (kinds.has('ai')) parts.push(name ? `This is an AI assistant for ${name}.` : 'This is an AI assistant.');
  if (kinds.has('recording_consent')) parts.push('This call is recorded; if you do not agree to the recording, say so and I will end the call.');
  else if (kinds.has('recording')) parts.push('This call is recorded.');
  return parts.join(' ');
}
