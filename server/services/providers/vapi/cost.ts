import type { Vapi } from '@vapi-ai/server-sdk';
import type { CallCostComponent, CostComponentName } from '../../../db/schema';
import { splitCents } from '../cost-split';
import type { Received } from '../received';

/** The kinds of cost Vapi itemizes in a report's `costs`, as its SDK names them. */
type VapiCostType = Vapi.ServerMessageEndOfCallReportCostsItem['type'];

/**
 * Each kind of Vapi cost under our component names. A `Record` over the SDK's union, so a kind Vapi adds fails tsc
 * here until it is placed; at run time a kind this table does not know is `other`.
 */
export const vapiCostComponent = {
  // The phone line (Twilio, Vonage, Vapi's own numbers).
  transport: 'telephony',
  transcriber: 'transcriber',
  model: 'model',
  voice: 'voice',
  // Vapi's own per-minute fee (normal or overage).
  vapi: 'platform',
  // The knowledge base is read by a model during the conversation.
  'knowledge-base': 'model',
  // Work beside the conversation: detecting a voicemail greeting, and the analysis after the call.
  'voicemail-detection': 'other',
  analysis: 'other',
} as const satisfies Record<VapiCostType, CostComponentName>;

/** The most a single call can plausibly cost at Vapi, in dollars: a larger figure is a mistake or an attack, dropped. */
export const MAX_VAPI_CALL_DOLLARS = 10_000;

const dollarsOf = (v: unknown): number | null =>
  typeof v === 'number' && Number.isFinite(v) && v >= 0 && v <= MAX_VAPI_CALL_DOLLARS ? v : null;

/** Dollars to cents, half up, first rounded to a millionth so that 0.145 (0.14499… as a double) is 15 cents. */
const centsOf = (dollars: number) => Math.round(Math.round(dollars * 1e6) / 1e4);

/** What a report says the call cost the provider: the total in cents and its components adding up to it. */
export interface ProviderCost {
  providerCents: number;
  components: CallCostComponent[];
}

/** At most this many items are read from `costs` (a call has a handful; a squad one per assistant and kind). */
const MAX_COST_ITEMS = 200;

/**
 * The cost of a call from Vapi's end-of-call report: `cost` (USD) is the total when it is a sane number, else the
 * sum of the sane items of `costs`. Items are summed per component; when the total is more than the items, the
 * difference is `other`, and the total in cents is split over the components by largest remainder (cost-split.ts),
 * so they add up to it exactly. Null when the report states no usable cost at all.
 */
export function costFromVapiReport(report: { cost?: unknown; costs?: unknown }): ProviderCost | null {
  const items = Array.isArray(report.costs) ? report.costs.slice(0, MAX_COST_ITEMS) : [];
  const byName: Partial<Record<CostComponentName, number>> = {};
  let itemized = 0;
  let anyItem = false;
  for (const raw of items) {
    if (typeof raw !== 'object' || raw === null) continue;
    const item = raw as Received<Vapi.ServerMessageEndOfCallReportCostsItem>;
    const dollars = dollarsOf(item.cost);
    if (dollars === null) continue;
    const type = typeof item.type === 'string' ? item.type : '';
    const name: CostComponentName = Object.hasOwn(vapiCostComponent, type) ? vapiCostComponent[type as VapiCostType] : 'other';
    byName[name] = (byName[name] ?? 0) + dollars;
    itemized += dollars;
    anyItem = true;
  }
  const stated = dollarsOf(report.cost);
  const total = stated ?? (anyItem && itemized <= MAX_VAPI_CALL_DOLLARS ? itemized : null);
  if (total === null) return null;
  // Whatever the total has beyond its items (an item dropped as insane, or one Vapi did not itemize) is `other`.
  if (anyItem && total - itemized >= 0.005) byName.other = (byName.other ?? 0) + (total - itemized);
  const providerCents = centsOf(total);
  return { providerCents, components: splitCents(providerCents, byName) };
}
