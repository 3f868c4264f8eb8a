'use client';

import { useId } from 'react';
import { WithFieldError } from '@/app/_components/forms/form-error-ui';
import { Button } from '@/app/_components/ui/button';
import { inputClass } from '@/app/_components/ui/field';

export interface PhoneDraft {
  phone_number: string;
  phone_type: string;
  primary: boolean;
  do_not_call: boolean;
}

export const emptyPhone = (): PhoneDraft => ({ phone_number: '', phone_type: 'mobile', primary: false, do_not_call: false });

/** The contact's numbers: one row each, exactly one primary (a radio), and a do-not-call flag per number. */
export function PhoneEditor({
  phones, onChange, errorFor,
}: {
  phones: PhoneDraft[];
  onChange: (p: PhoneDraft[]) => void;
  /** The problem of row i after a failed save, shown under its number. */
  errorFor?: (i: number) => string | undefined;
}) {
  const update = (i: number, patch: Partial<PhoneDraft>) => onChange(phones.map((p, j) => (j === i ? { ...p, ...patch } : p)));
  const makePrimary = (i: number) => onChange(phones.map((p, j) => ({ ...p, primary: j === i })));
  const hintId = `${useId()}-hint`;
  return (
    <fieldset>
      <legend className="mb-1 text-sm font-medium text-slate-700">Phone numbers</legend>
      <p id={hintId} className="mb-2 text-xs text-slate-500">
        With the country code, such as +1 415 555 0123.
      </p>
      {phones.length === 0 && <p className="mb-2 text-sm text-slate-500">No phone numbers.</p>}
      <ul className="space-y-2">
        {phones.map((p, i) => (
          <li key={i} className="grid grid-cols-[minmax(0,2fr)_minmax(0,1fr)] gap-2 rounded-md border border-slate-200 p-2 sm:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_auto_auto_auto] sm:items-center">
            <WithFieldError error={errorFor?.(i)} className="order-last col-span-full">
              <input
                aria-label={`Phone number ${i + 1}`}
                aria-describedby={hintId}
                type="tel"
                autoComplete="tel"
                className={inputClass}
                value={p.phone_number}
                onChange={(e) => update(i, { phone_number: e.target.value })}
              />
            </WithFieldError>
            <select aria-label={`Type of phone number ${i + 1}`} className={inputClass} value={p.phone_type} onChange={(e) => update(i, { phone_type: e.target.value })}>
              {['mobile', 'work', 'home', 'other'].map((t) => (
                <option key={t}>{t}</option>
              ))}
            </select>
            <label className="flex items-center gap-1 text-sm text-slate-700">
              <input type="radio" name="primary-phone" checked={p.primary} onChange={() => makePrimary(i)} /> Primary
            </label>
            <label className="flex items-center gap-1 text-sm text-slate-700">
              <input type="checkbox" checked={p.do_not_call} onChange={(e) => update(i, { do_not_call: e.target.checked })} /> Do not call
            </label>
            <Button variant="ghost" onClick={() => onChange(phones.filter((_, j) => j !== i))} aria-label={`Remove phone number ${i + 1}`}>
              Remove
            </Button>
          </li>
        ))}
      </ul>
      <Button variant="secondary" className="mt-2" onClick={() => onChange([...phones, { ...emptyPhone(), primary: phones.length === 0 }])}>
        Add number
      </Button>
    </fieldset>
  );
}
