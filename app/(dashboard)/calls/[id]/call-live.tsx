'use client';

import { useEffect, useState } from 'react';
import { formatDuration } from '@/app/_components/ui/format';

/** Seconds since `startedAt`, ticking every second while the call talks. */
export function ElapsedTimer({ startedAt }: { startedAt: string }) {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const t = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(t);
  }, []);
  const seconds = Math.max(0, Math.floor((now - Date.parse(startedAt)) / 1000));
  return (
    <span data-testid="call-elapsed" className="tabular-nums">
      {formatDuration(seconds)}
    </span>
  );
}

/** A call's recording: played in the page, with the link to open it on its own. */
export function RecordingPlayer({ url }: { url: string }) {
  return (
    <div className="space-y-2">
      <audio controls preload="metadata" src={url} className="w-full" aria-label="Call recording">
        <a href={url}>Download the recording</a>
      </audio>
      <a href={url} target="_blank" rel="noreferrer" className="text-sm text-indigo-700 hover:underline">
        Open the recording
      </a>
    </div>
  );
}

/** What an artifact card says while the artifact is not there: it comes after the end, then maybe never. */
export function pendingArtifactNote(status: { finished: boolean; completed: boolean; settled: boolean }, what: 'recording' | 'summary'): string {
  if (!status.finished) return 'Available when the call ends.';
  if (status.completed && !status.settled) return 'Processing…';
  return what === 'recording' ? 'No recording.' : 'No summary.';
}
