/**
 * Minutes billed: every started minute counts; a call never answered costs nothing. The one rounding of talk time
 * into minutes, shared by the wallet and by a provider's simulated price (providers/simulator/report.ts). Pure.
 */
export function billedMinutes(durationSeconds: number): number {
  if (!Number.isFinite(durationSeconds) || durationSeconds <= 0) return 0;
  return Math.ceil(durationSeconds / 60);
}
