/** The contract's timestamp form: UTC, second precision, `Z` (2026-11-24T15:00:00Z). */
export function toIso(d: Date): string;
export function toIso(d: Date | null | undefined): string | null;
export function toIso(d: Date | null | undefined): string | null {
  if (!d) return null;
  return d.toISOString().replace(/\.\d{3}Z$/, 'Z');
}
