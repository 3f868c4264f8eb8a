import { calleeArea } from '../../lib/callee-area';
import { disclosuresFor, type Disclosure } from './disclosures';
import { jurisdictionsOf, stateJurisdiction } from './jurisdictions';

/**
 * Every call is recorded: Vapi assistants are created with `artifactPlan.recordingEnabled: true`
 * (providers/vapi/analysis-plan.ts) and the simulator records every answered call, so a call's disclosures always
 * include the recording's.
 */
export const CALLS_ARE_RECORDED = true;

/** The callee's jurisdictions as the calling rules find them (locateCallee): the number's country and area, and the contact's state. */
export async function calleeJurisdictions(phoneNumber: string, contact: { state?: unknown; country?: unknown } | null): Promise<string[]> {
  const area = await calleeArea(phoneNumber);
  const text = (v: unknown) => (typeof v === 'string' ? v : null);
  const contactState = stateJurisdiction(text(contact?.state), text(contact?.country) ?? area.country);
  return jurisdictionsOf({ numberCountry: area.country, areaSubdivision: area.subdivision, contactState });
}

/**
 * What a call to `phoneNumber` must tell the callee, chosen when the call is placed. `contact` is the contact's
 * template values (their `state` and `country`), or null; a number that names no place (withheld) gets the rows
 * every call carries.
 */
export async function disclosuresForCallee(phoneNumber: string, contact: { state?: unknown; country?: unknown } | null): Promise<Disclosure[]> {
  return disclosuresFor({ jurisdictions: await calleeJurisdictions(phoneNumber, contact), recorded: CALLS_ARE_RECORDED });
}
