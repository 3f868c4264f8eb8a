/** One coloured part of a StackedBar: its amount, out of the bar's `of`. */
export interface BarPart {
  key: string;
  value: number;
  color: string;
}

/**
 * A horizontal bar of coloured parts, each as wide as its share of `of`, announced as a progress bar at `now` of
 * `max` (a percentage, or a count such as recipients done).
 */
export function StackedBar({ label, parts, of, now, max, height = 'h-2' }: {
  label: string;
  parts: BarPart[];
  of: number;
  now: number;
  max: number;
  height?: 'h-2' | 'h-3';
}) {
  return (
    <div
      className={`flex ${height} w-full overflow-hidden rounded bg-slate-100`}
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={max}
      aria-valuenow={now}
    >
      {of > 0 && parts.map((p) => (p.value ? <span key={p.key} className={p.color} style={{ width: `${(p.value / of) * 100}%` }} /> : null))}
    </div>
  );
}
