import { and, asc, eq, sql } from 'drizzle-orm';
import { toolInvocations } from '../../db/schema';
import type { DbOrTx } from '../../db/types';

/** Whether the caller opted out during this call: its end is then recorded `opted_out`, whatever the provider says. */
export async function optedOutDuring(db: DbOrTx, callId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: toolInvocations.id })
    .from(toolInvocations)
    .where(and(eq(toolInvocations.callId, callId), eq(toolInvocations.tool, 'opt_out'), sql`${toolInvocations.result} ->> 'ok' = 'true'`))
    .limit(1);
  return Boolean(row);
}

/** What transfer_to_human first answered in this call (its one-line message), or null when it did not run. */
export async function transferAnswerIn(db: DbOrTx, callId: number): Promise<string | null> {
  const [row] = await db
    .select({ message: sql<string | null>`${toolInvocations.result} ->> 'message'` })
    .from(toolInvocations)
    .where(and(eq(toolInvocations.callId, callId), eq(toolInvocations.tool, 'transfer_to_human')))
    .orderBy(asc(toolInvocations.id))
    .limit(1);
  return row?.message ?? null;
}
