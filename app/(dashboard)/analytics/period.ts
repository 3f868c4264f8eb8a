/** The period the analytics page shows: whole days in a zone, as GET /api/v1/analytics/calls takes them. */
export interface Period {
  from: string;
  to: string;
  timezone: string;
}

/** Today in a zone, YYYY-MM-DD (en-CA formats dates that way). */
export const todayIn = (timezone: string, now = new Date()) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: timezone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);

/** The `days` days up to today in the zone. */
export function lastDays(days: number, timezone: string, now = new Date()): Period {
  const to = todayIn(timezone, now);
  const from = new Date(Date.parse(`${to}T00:00:00Z`) - (days - 1) * 86_400_000).toISOString().slice(0, 10);
  return { from, to, timezone };
}
