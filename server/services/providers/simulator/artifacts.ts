/**
 * The simulator keeps no recording or transcript of its own (they live in the call's row), so deleting a call's
 * artifacts there does nothing; each request is remembered in this process, so tests can see what was asked.
 */
const deleted: string[] = [];

export async function deleteSimulatedCall(providerCallId: string): Promise<'absent'> {
  deleted.push(providerCallId);
  return 'absent';
}

/** The provider ids of the calls whose artifacts this process was asked to delete, in order. */
export const simulatedArtifactDeletes = (): readonly string[] => deleted;
