'use client';

import { useId, useState } from 'react';
import { weekdayLabels, type Weekday } from '@/app/_components/labels';
import { Button } from '@/app/_components/ui/button';
import { Card } from '@/app/_components/ui/card';
import { Checkbox, FieldError, TextField } from '@/app/_components/ui/field';
import { ErrorNote, Loading, Notice } from '@/app/_components/ui/states';
import { api, type RouterOutputs } from '@/app/_trpc/client';
import { fieldErrors } from '@/app/_trpc/errors';

type Settings = RouterOutputs['compliance']['settings'];

const weekdays = Object.keys(weekdayLabels) as Weekday[];

export function CallingSettingsForm() {
  const utils = api.useUtils();
  const settings = api.compliance.settings.useQuery();
  const me = api.auth.me.useQuery();
  // Held here, not in the form: a save reloads the form with the saved values, and its notice must outlive that.
  const save = api.compliance.updateSettings.useMutation({
    onSuccess: (saved) => utils.compliance.settings.setData(undefined, saved),
  });
  return (
    <Card title="Account calling hours">
      {settings.isPending || me.isPending ? (
        <Loading what="Loading the calling rules" />
      ) : settings.error ? (
        <ErrorNote error={settings.error} onRetry={() => settings.refetch()} />
      ) : (
        <SettingsForm
          key={JSON.stringify(settings.data)}
          settings={settings.data}
          save={save}
          canEdit={me.data?.role === 'owner' || me.data?.role === 'admin'}
        />
      )}
    </Card>
  );
}

type SaveMutation = ReturnType<typeof api.compliance.updateSettings.useMutation>;

function SettingsForm({ settings, save, canEdit }: { settings: Settings; save: SaveMutation; canEdit: boolean }) {
  const ids = useId();
  const [start, setStart] = useState(settings.calling_hours.start);
  const [end, setEnd] = useState(settings.calling_hours.end);
  const [days, setDays] = useState<string[]>(settings.calling_hours.days);
  const [maxAttempts, setMaxAttempts] = useState(String(settings.max_attempts_per_24h));
  const [holidays, setHolidays] = useState(settings.holidays);
  const [enforce, setEnforce] = useState(settings.enforce_calling_hours_on_api_calls);
  const errors = fieldErrors(save.error);
  const daysError = errors['calling_hours.days'] ?? errors.calling_hours;

  function submit(e: React.FormEvent) {
    e.preventDefault();
    save.mutate({
      // In the week's order, whatever order they were ticked in.
      calling_hours: { start, end, days: weekdays.filter((d) => days.includes(d)) },
      max_attempts_per_24h: Number(maxAttempts),
      holidays,
      enforce_calling_hours_on_api_calls: enforce,
    });
  }

  return (
    <form onSubmit={submit} className="space-y-4">
      <p className="text-sm text-slate-600">
        Hours are the callee&apos;s local time. A number whose area spans many time zones is read in the business zone ({settings.timezone}).
      </p>
      {!canEdit && (
        <Notice>Owners and admins change the calling rules. You can read them here and run checks.</Notice>
      )}
      <fieldset disabled={!canEdit} className="space-y-4">
        <legend className="sr-only">Calling rules</legend>
        <div className="grid gap-3 sm:grid-cols-2">
          <TextField label="Calls from" type="time" value={start} onChange={(e) => setStart(e.target.value)} required error={errors['calling_hours.start']} />
          <TextField
            label="Calls until"
            type="time"
            value={end}
            onChange={(e) => setEnd(e.target.value)}
            required
            hint="An end before the start is a window over midnight."
            error={errors['calling_hours.end']}
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
                  checked={days.includes(d)}
                  onChange={(e) => setDays((prev) => (e.target.checked ? [...prev, d] : prev.filter((x) => x !== d)))}
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
        <TextField
          label="Max attempts per 24 hours"
          type="number"
          min={1}
          max={10}
          value={maxAttempts}
          onChange={(e) => setMaxAttempts(e.target.value)}
          className="max-w-xs"
          hint="Dials to one number by the whole account in any rolling 24 hours (1 to 10). Some states cap marketing calls lower."
          error={errors.max_attempts_per_24h}
        />
        <Checkbox
          label="No calls on public holidays"
          hint="The callee's national and state holidays."
          checked={holidays}
          onChange={(e) => setHolidays(e.target.checked)}
        />
        <Checkbox
          label="Enforce calling hours on API calls"
          hint="The default for calls that do not say calling_hours, from the API and from the dashboard's start-call form."
          checked={enforce}
          onChange={(e) => setEnforce(e.target.checked)}
        />
      </fieldset>
      <ErrorNote error={save.error} />
      {save.isSuccess && <Notice tone="success">Calling rules saved.</Notice>}
      {canEdit && (
        <Button type="submit" busy={save.isPending}>
          Save calling rules
        </Button>
      )}
    </form>
  );
}
