import type { ArtifactsDeleted } from '../port';
import { describeRetellFailure, retellClient, retellFailureOf } from './client';

/**
 * Deletes a call at Retell (`DELETE /v2/delete-call/{call_id}`), which removes its recording, transcript and
 * analysis there. A 404 means Retell holds nothing under the id any more: done, as after a delete whose answer was lost.
 */
export async function deleteRetellCall(providerCallId: string): Promise<ArtifactsDeleted> {
  try {
    await retellClient().call.delete(providerCallId);
    return 'deleted';
  } catch (err) {
    const failure = retellFailureOf(err);
    if (failure.kind === 'refused' && failure.status === 404) return 'absent';
    throw new Error(`Retell did not delete the call: ${describeRetellFailure(failure)}`);
  }
}
