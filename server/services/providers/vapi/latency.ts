import type { Vapi } from '@vapi-ai/server-sdk';
import type { CallLatency } from '../../../db/schema';
import { latencyOfTurns, type TurnTiming } from '../call-latency';
import type { Received } from '../received';
import { MAX_TURN_MS } from '../report-text';

/** At most this many turns are read (a call of MAX_CALL_SECONDS with a turn every two seconds has fewer). */
const MAX_TURNS = 50_000;

const ms = (v: unknown): number | null => (typeof v === 'number' && Number.isFinite(v) && v >= 0 && v <= MAX_TURN_MS ? v : null);

/**
 * The agent's latency from a report's `artifact.performanceMetrics` (Vapi measures each turn in milliseconds): a
 * turn's whole latency (`turnLatency`) and its model (time to first token), voice (time to first audio) and
 * transcriber stages. Each value is checked on its own, so one bad figure drops that figure, not the turn. Null when
 * the report has no per-turn measurements at all; Vapi's averages alone give no percentile and are not used.
 */
export function latencyFromVapiArtifact(artifact: Received<Vapi.Artifact> | undefined): CallLatency | null {
  const metrics = artifact?.performanceMetrics;
  const list = metrics?.turnLatencies;
  if (!Array.isArray(list)) return null;
  const turns: TurnTiming[] = list.slice(0, MAX_TURNS).map((raw) => {
    const t = (typeof raw === 'object' && raw !== null ? raw : {}) as Received<Vapi.TurnLatency>;
    return { total: ms(t.turnLatency), model: ms(t.modelLatency), voice: ms(t.voiceLatency), transcriber: ms(t.transcriberLatency) };
  });
  return latencyOfTurns(turns);
}
