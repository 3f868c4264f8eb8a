import { eq } from 'drizzle-orm';
import { calls, type CallCostComponent, type CallLatency } from '../../db/schema';
import type { Tx } from '../../db/types';
import type { ProviderReport } from '../providers/events';
import { findCall } from './call-row';

/** What a provider reports a call cost it and how fast its agent answered; an absent part is left as stored. */
export type { ProviderReport };

// Compared field by field: jsonb gives objects back with their keys in its own order.
const sameComponents = (a: CallCostComponent[], b: CallCostComponent[] | null) =>
  b !== null && a.length === b.length && a.every((c, i) => c.name === b[i].name && c.cents === b[i].cents);
const latencyKeys = ['turns', 'p50_ms', 'p95_ms', 'model_p50_ms', 'voice_p50_ms', 'transcriber_p50_ms'] as const satisfies readonly (keyof CallLatency)[];
const sameLatency = (a: CallLatency, b: CallLatency | null) => b !== null && latencyKeys.every((k) => a[k] === b[k]);

/**
 * Stores the provider's cost and latency of a call, in the caller's transaction. The values replace what was stored,
 * so a repeated report changes nothing (and writes nothing); a part the report does not state (null or absent)
 * keeps what an earlier report stored. What the account was charged is not touched: that is the wallet's
 * (cost_cents), whatever the provider paid.
 */
export async function recordProviderReport(tx: Tx, callId: number, report: ProviderReport, at: Date): Promise<void> {
  const call = await findCall(tx, callId, { lock: true });
  if (!call) return;
  const set: Partial<typeof calls.$inferInsert> = {};
  if (report.cost && (report.cost.providerCents !== call.providerCostCents || !sameComponents(report.cost.components, call.costComponents))) {
    set.providerCostCents = report.cost.providerCents;
    set.costComponents = report.cost.components;
  }
  if (report.latency && !sameLatency(report.latency, call.latency)) {
    set.latency = report.latency;
    set.latencyP95Ms = report.latency.p95_ms;
  }
  if (Object.keys(set).length) await tx.update(calls).set({ ...set, updatedAt: at }).where(eq(calls.id, callId));
}
