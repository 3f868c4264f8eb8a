import { and, eq, sql } from 'drizzle-orm';
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
