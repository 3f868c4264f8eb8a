'use client';

import { useId } from 'react';
import { optionsOf, retryOutcomeLabels } from '@/app/_components/labels';
import { Checkbox, FieldError, TextField } from '@/app/_components/ui/field';
import type { FieldErrors } from './forms/form-errors';

export type RetryOutcome = keyof typeof retryOutcomeLabels;

export interface RetryPolicyValue {
  maxAttempts: string;
  delay: string;
  on: RetryOutcome[];
}

/** The form's value as the API's `retry` object. */
export const retryPolicyOf = (v: RetryPolicyValue) => ({ max_attempts: Number(v.maxAttempts), delay_minutes: Number(v.delay), on: v.on });

/** The paths these fields show problems under, for the form's list of fields. */
export const retryPolicyPaths = ['retry.max_attempts', 'retry.delay_minutes', 'retry.on'];

/**
 * A retry policy (attempts, minutes between them, the outcomes that redial), as calls and campaigns share it.
 * The labels say what the attempts count in each place (a call's attempts, or each contact's).
 */
export function RetryPolicyFields({
  value, onChange, errors, labels,
}: {
  value: RetryPolicyValue;
  onChange: (next: RetryPolicyValue) => void;
  errors: FieldErrors;
  labels: { attempts: string; attemptsHint?: string; delay: string; on: string };
}) {
  const ids = useId();
  const onError = errors.field('retry.on');
  return (
    <>
      <div className="grid gap-3 sm:grid-cols-2">
        <TextField
          label={labels.attempts}
          type="number"
          min={1}
          max={5}
          value={value.maxAttempts}
          onChange={(e) => onChange({ ...value, maxAttempts: e.target.value })}
          hint={labels.attemptsHint}
          error={errors.field('retry.max_attempts')}
        />
        <TextField
          label={labels.delay}
          type="number"
          min={5}
          max={1440}
          value={value.delay}
          onChange={(e) => onChange({ ...value, delay: e.target.value })}
          hint="Between attempts (5 to 1440)."
          error={errors.field('retry.delay_minutes')}
        />
      </div>
      <fieldset aria-describedby={onError ? `${ids}-retry-on-error` : undefined}>
        <legend className="mb-1 text-sm font-medium text-slate-700">{labels.on}</legend>
        <div className="flex flex-wrap gap-4">
          {optionsOf(retryOutcomeLabels).map((o) => (
            <Checkbox
              key={o.value}
              label={o.label}
              checked={value.on.includes(o.value)}
              onChange={(e) => onChange({ ...value, on: e.target.checked ? [...value.on, o.value] : value.on.filter((v) => v !== o.value) })}
            />
          ))}
        </div>
        <FieldError id={`${ids}-retry-on-error`} error={onError} />
      </fieldset>
    </>
  );
}
