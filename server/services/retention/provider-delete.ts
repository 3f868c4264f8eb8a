import { z } from 'zod';
import { voiceProviders } from '../../db/schema';
import { defineJob, jobKind } from '../../outbox/jobs';
import { providerFor } from '../providers';

/**
 * Deletes a purged call's artifacts at its provider (recording, transcript, the provider's copy of the call). It is
 * written in the purge's transaction, so a call whose content was removed here is always asked for there too; a
 * failure is retried with the job runner's backoff, and a second request is harmless (the provider then holds
 * nothing: `absent`, done).
 */
export const providerArtifactsDelete = jobKind('retention.provider_artifacts_delete', z.object({
  call_id: z.number().int(),
  provider: z.enum(voiceProviders),
  provider_call_id: z.string().min(1),
}));

export const providerArtifactsDeleteJob = defineJob(providerArtifactsDelete, async (_db, payload) => {
  await providerFor(payload.provider).deleteCallArtifacts(payload.provider_call_id);
});
