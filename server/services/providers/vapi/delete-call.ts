import type { ArtifactsDeleted } from '../port';
import { describeVapiFailure, vapiClient, vapiFailureOf } from './client';

/**
 * Deletes a call at Vapi (`DELETE /call/{id}`), which removes its recording, transcript and messages there. A 404
 * means Vapi holds nothing under the id any more: done, as after a delete whose answer was lost.
 */
export async function deleteVapiCall(providerCallId: string): Promise<ArtifactsDeleted> {
  try {
    await vapiClient().calls.delete({ id: providerCallId }, { maxRetries: 0 });
    return 'deleted';
  } catch (err) {
    const failure = vapiFailureOf(err);
    if (failure.kind === 'refused' && failure.status === 404) return 'absent';
    throw new Error(`Vapi did not delete the call: ${describeVapiFailure(failure)}`);
  }
}
