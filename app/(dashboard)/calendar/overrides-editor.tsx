'use client';

import { Button } from '@/app/_components/ui/button';
import { inputClass } from '@/app/_components/ui/field';
import { nextRange, Ranges, type Range } from './hours-editor';

export type Overrides = Record<string, Range[]>;
/** One row of the editor: a date, closed (no ranges) or open at the ranges. Dates may be blank while typed. */
export interface OverrideRow {
  date: string;
  ranges: Range[];
}

export const toRows = (o: Overrides): OverrideRow[] =>
  Object.entries(o)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([date, ranges]) => ({ date, ranges }));

/** The rows as the API takes them, or a sentence saying what to fix. */
export function fromRows(rows: OverrideRow[]): Overrides | string {
  const out: Overrides = {};
  for (const [i, r] of rows.entries()) {
    if (!r.date) return `Pick the date of override ${i + 1}.`;
    if (r.date in out) return `${r.date} is listed twice.`;
    out[r.date] = r.ranges;
  }
  return out;
}

/**
 * Days that differ from the weekly hours: each a date, then closed or its own hours. Replaces the day's weekly
 * hours entirely.
 */
export function OverridesEditor({ rows, onChange }: { rows: OverrideRow[]; onChange: (rows: OverrideRow[]) => void }) {
  const setRow = (i: number, row: OverrideRow) => onChange(rows.map((r, j) => (j === i ? row : r)));
  return (
    <fieldset className="space-y-2">
      <legend className="text-sm font-medium text-slate-700">Date overrides</legend>
      <p className="text-xs text-slate-600">A day off, or other hours on one date. It replaces that day&apos;s weekly hours.</p>
      {rows.length > 0 && (
        <ul className="divide-y divide-slate-100 rounded-md border border-slate-200">
          {rows.map((r, i) => {
            const name = r.date || `override ${i + 1}`;
            const closed = r.ranges.length === 0;
            return (
              <li key={i} className="flex flex-wrap items-center gap-2 px-3 py-2">
                <input
                  type="date"
                  aria-label={`Date of override ${i + 1}`}
                  className={`${inputClass} w-40 py-1`}
                  value={r.date}
                  onChange={(e) => setRow(i, { ...r, date: e.target.value })}
                />
                <label className="inline-flex items-center gap-1.5 text-sm text-slate-700">
                  <input
                    type="checkbox"
                    className="size-4 rounded border-slate-300"
                    checked={closed}
                    onChange={(e) => setRow(i, { ...r, ranges: e.target.checked ? [] : [nextRange([])] })}
                  />
                  Closed
                </label>
                <Ranges label={name} value={r.ranges} onChange={(ranges) => setRow(i, { ...r, ranges })} />
                {!closed && (
                  <Button variant="ghost" className="px-2 py-1 text-xs" aria-label={`Add hours on ${name}`} onClick={() => setRow(i, { ...r, ranges: [...r.ranges, nextRange(r.ranges)] })}>
                    Add hours
                  </Button>
                )}
                <Button variant="ghost" className="ml-auto px-2 py-1 text-xs" aria-label={`Remove override ${name}`} onClick={() => onChange(rows.filter((_, j) => j !== i))}>
                  Remove
                </Button>
              </li>
            );
          })}
        </ul>
      )}
      <Button variant="secondary" className="py-1 text-xs" onClick={() => onChange([...rows, { date: '', ranges: [] }])}>
        Add a date
      </Button>
    </fieldset>
  );
}
