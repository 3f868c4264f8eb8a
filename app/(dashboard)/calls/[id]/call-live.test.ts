import { describe, expect, it } from 'vitest';
import { pendingArtifactNote } from './call-live';

describe('what an artifact card says before its artifact', () => {
  it.each([
    [{ finished: false, completed: false, settled: false }, 'Available when the call ends.', 'Available when the call ends.'],
    // Just after a completed call ends its recording and summary are on their way.
    [{ finished: true, completed: true, settled: false }, 'Processing…', 'Processing…'],
    // Waited long enough, or a call that never talked: there is none.
    [{ finished: true, completed: true, settled: true }, 'No recording.', 'No summary.'],
    [{ finished: true, completed: false, settled: false }, 'No recording.', 'No summary.'],
  ])('%j', (state, recording, summary) => {
    expect(pendingArtifactNote(state, 'recording')).toBe(recording);
    expect(pendingArtifactNote(state, 'summary')).toBe(summary);
  });
});
