import { and, eq, isNull } from 'drizzle-orm';
import { calls } from '../../../db/schema';
import type { Database } from '../../../db/types';
import { storableText } from '../vapi/mapping';
import type { RetellCall } from './report';

/** The longest Retell call id kept (its ids are short; a longer one is not one of them). */
const MAX_ID = 200;

/**
 * Retell's id of the call a request is about, recorded on our call first when our call does not have it yet: an
 * inbound call is recorded before Retell has made its call (the inbound webhook carries no call id), so its first
 * event or tool call links the two by the `switchboard_call_id` Switchboard gave Retell as the call's metadata.
 * Null when the request names no call.
 */
export async function retellCallIdOf(db: Database, call: RetellCall): Promise<string | null> {
  const id = storableText(call.call_id);
  if (!id || id.length > MAX_ID) return null;
  const ours = storableText((call.metadata as { switchboard_call_id?: unknown } | null | undefined)?.switchboard_call_id);
  if (ours && ours.length <= MAX_ID) {
    await db
      .update(calls)
      .set({ providerCallId: id })
      .where(and(eq(calls.callId, ours), eq(calls.provider, 'retell'), isNull(calls.providerCallId)))
      .catch(() => undefined);
  }
  return id;
}
