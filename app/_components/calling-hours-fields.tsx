'use client';

import { useId } from 'react';
import { weekdayLabels, type Weekday } from '@/app/_components/labels';
import { FieldError, TextField } from '@/app/_components/ui/field';
import type { FieldErrors } from './forms/form-errors';

export const weekdays = Object.keys(weekdayLabels) as Weekday[];

export interface CallingHoursValue {
  start: string;
  end: string;
  days: string[];
}

/** The days in the week's order, whatever order they were ticked in. */
export const inWeekOrder = (days: string[]) => weekdays.filter((d) => days.includes(d));

/** The paths these fields show problems under, for the form's list of fields. */
export const callingHoursPaths = (prefix = 'calling_hours') => [`${prefix}.start`, `${prefix}.end`, `${prefix}.days`];

/**
 * A calling-hours window: from, until (an end before the start runs over midnight) and the days, as day pills
 * that are real checkboxes. Errors come keyed as the API names them under `prefix` (`calling_hours.start`, …).
 */
export function CallingHoursFields({
  value, onChange, errors, prefix = 'calling_hours',
}: {
  value: CallingHoursValue;
  onChange: (next: CallingHoursValue) => void;
  errors: FieldErrors;
  prefix?: string;
}) {
  const ids = useId();
  const daysError = errors.field(`${prefix}.days`);
  return (
    <>
      <div className="grid gap-3 sm:grid-cols-2">
        <TextField label="Calls from" type="time" value={value.start} onChange={(e) => onChange({ ...value, start: e.target.value })} required error={errors.field(`${prefix}.start`)} />
        <TextField
          label="Calls until"
          type="time"
          value={value.end}
          onChange={(e) => onChange({ ...value, end: e.target.value })}
          required
          hint="An end before the start is a window over midnight."
          error={errors.field(`${prefix}.end`)}
        />
      </div>
      <fieldset aria-describedby={daysError ? `${ids}-days-error` : undefined}>
        <legend className="mb-1 text-sm font-medium text-slate-700">Days</legend>
        <div className="flex flex-wrap gap-2">
          {weekdays.map((d) => (
            <label key={d} className="relative inline-block">
              {/* The real checkbox, transparent over its pill: clicks, keys and screen readers reach it as such. */}
              <input
                type="checkbox"
                className="peer absolute inset-0 size-full cursor-pointer appearance-none opacity-0 disabled:cursor-default"
                checked={value.days.includes(d)}
                onChange={(e) => onChange({ ...value, days: e.target.checked ? [...value.days, d] : value.days.filter((x) => x !== d) })}
              />
              <span
                className={
                  'inline-block rounded-full px-3 py-1 text-sm font-medium ring-1 ring-inset ring-slate-300 text-slate-600 ' +
                  'peer-checked:bg-indigo-600 peer-checked:text-white peer-checked:ring-indigo-600 ' +
                  'peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-indigo-600 peer-disabled:opacity-70'
                }
              >
                <span aria-hidden>{weekdayLabels[d].slice(0, 3)}</span>
                <span className="sr-only">{weekdayLabels[d]}</span>
              </span>
            </label>
          ))}
        </div>
        <FieldError id={`${ids}-days-error`} error={daysError} />
      </fieldset>
    </>
  );
}
