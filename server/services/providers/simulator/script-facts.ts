import { and, asc, eq, sql } from 'drizzle-orm';
import { agents, toolInvocations, type TranscriptLine } from '../../../db/schema';
import type { DbOrTx, Tx } from '../../../db/types';
import type { ProviderCall } from '../port';
import { asksForPerson, simulatedTranscript } from './script';

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

/** What book_appointment answered in this call when it booked (its one-line message), or null when it booked nothing. */
export async function bookingAnswerIn(db: DbOrTx, callId: number): Promise<string | null> {
  const [row] = await db
    .select({ message: sql<string | null>`${toolInvocations.result} ->> 'message'` })
    .from(toolInvocations)
    .where(and(
      eq(toolInvocations.callId, callId), eq(toolInvocations.tool, 'book_appointment'), sql`${toolInvocations.result} ? 'event'`,
    ))
    .orderBy(asc(toolInvocations.id))
    .limit(1);
  return row?.message ?? null;
}

/**
 * The script of a simulated call as it stands: a callee who asks for a person (0006) hears what the transfer tool
 * answered once it has run, and a call handed over ends with that line. The simulator plays the far end, so it reads
 * what the far end would know: the agent's name and what the agent's tool said.
 */
export async function simulatedScriptOf(
  tx: Tx, call: Pick<ProviderCall, 'id' | 'agentId' | 'phoneNumber' | 'firstMessage' | 'transferredToName'>,
): Promise<TranscriptLine[]> {
  const [agent] = await tx.select({ name: agents.name }).from(agents).where(eq(agents.id, call.agentId));
  const person = asksForPerson(call.phoneNumber)
    ? { said: await transferAnswerIn(tx, call.id), transferred: call.transferredToName !== null }
    : undefined;
  // The simulator plays the far end and reads what the agent's tools said: a booking shows as the tool's line.
  const booked = person ? null : await bookingAnswerIn(tx, call.id);
  return simulatedTranscript(call.firstMessage, agent?.name ?? 'the agent', person, booked);
}
