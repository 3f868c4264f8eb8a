import { eq } from 'drizzle-orm';
import { agents, calls, contacts, type AgentAnalysis, type CallAnalysis } from '../../db/schema';
import type { Tx } from '../../db/types';
import { isAppError } from '../../errors';
import { contentRedactorOf } from '../redaction/setting';
import { contactDefaultFields } from '../context-variables/default-fields';
import { planContextValues, type ContextPlan } from '../context-variables/plan-values';
import { writeContactValues } from '../context-variables/write-contact-values';
import type { AnalysisReport } from '../providers/events';
import { findCall, type CallRow } from './call-row';
import { emitCallEvent } from './lifecycle';
import { redactedAnalysis } from './redacted-content';

/** What a provider (or the simulator) reports after a call: the summary, the verdict and the extracted values. */
export type { AnalysisReport };

/** The agent's analysis setting, or null when it has none. */
export async function findAgentAnalysis(tx: Tx, agentId: number): Promise<AgentAnalysis | null> {
  const [row] = await tx.select({ analysis: agents.analysis }).from(agents).where(eq(agents.id, agentId));
  return row?.analysis ?? null;
}

const contactValue = (contact: typeof contacts.$inferSelect, name: string): unknown => {
  const field = contactDefaultFields[name];
  return field ? (contact as Record<string, unknown>)[field.column] ?? null : contact.customContext[name] ?? null;
};

/**
 * Stores a finished call's analysis once (a repeated report changes nothing) and writes the values the agent
 * extracts to the call's contact, each through the context endpoint's typed validation: a value that fails it is
 * kept in `analysis.errors` and not written; `analysis.changes` lists what changed. Records `call.analyzed`.
 */
export async function recordAnalysis(tx: Tx, callId: number, arrived: AnalysisReport, at: Date): Promise<CallRow | null> {
  const call = await findCall(tx, callId, { lock: true });
  if (!call || call.analysis) return null;
  // Under redact_pii the summary and extracted values are replaced before they are written, to the call or the contact.
  const report = redactedAnalysis(arrived, await contentRedactorOf(tx, call.accountId));
  const setting = await findAgentAnalysis(tx, call.agentId);
  const extract = setting?.extract ?? [];
  const errors: NonNullable<CallAnalysis['errors']> = [];
  const changes: NonNullable<CallAnalysis['changes']> = [];
  const wanted = extract.filter((name) => report.structured_data[name] !== undefined && report.structured_data[name] !== null);

  const [contact] = call.contactId ? await tx.select().from(contacts).where(eq(contacts.id, call.contactId)).for('update') : [];
  if (!contact) {
    for (const name of wanted) errors.push({ variable: name, message: 'The call has no contact to write to.' });
  } else {
    const plans: ContextPlan[] = [];
    for (const name of wanted) {
      try {
        // One value at a time, so one bad value keeps only itself out.
        const plan = await planContextValues(tx, call.accountId, 'contact', { variables: { [name]: report.structured_data[name] }, auto_create_variables: false });
        const after = name in plan.set ? plan.set[name] : Object.values(plan.columns)[0];
        const before = contactValue(contact, name);
        if (JSON.stringify(before) !== JSON.stringify(after)) {
          plans.push(plan);
          changes.push({ variable: name, before, after });
        }
      } catch (err) {
        if (!isAppError(err)) throw err;
        errors.push({ variable: name, message: err.details?.[0]?.message ?? err.message });
      }
    }
    if (plans.length) {
      const columns = Object.assign({}, ...plans.map((p) => p.columns));
      const set = Object.assign({}, ...plans.map((p) => p.set));
      await writeContactValues(tx, contact.id, { columns, set, remove: [] });
    }
  }

  const analysis: CallAnalysis = {
    summary: report.summary,
    success: setting?.success_criteria ? report.success : report.success ?? null,
    structured_data: report.structured_data,
    errors,
    changes,
  };
  const [updated] = await tx
    .update(calls)
    .set({ analysis, ...(report.summary && !call.summary && { summary: report.summary }), updatedAt: at })
    .where(eq(calls.id, callId))
    .returning();
  await emitCallEvent(tx, 'call.analyzed', updated, at);
  return updated;
}
