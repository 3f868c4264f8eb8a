'use client';

import { useState } from 'react';
import { CallingHoursFields, callingHoursPaths, inWeekOrder, type CallingHoursValue } from '@/app/_components/calling-hours-fields';
import { FormErrorSummary } from '@/app/_components/forms/form-error-ui';
import { useFormErrors } from '@/app/_components/forms/form-errors';
import { Button } from '@/app/_components/ui/button';
import { Card } from '@/app/_components/ui/card';
import { Checkbox, TextField } from '@/app/_components/ui/field';
import { ErrorNote, Loading, Notice } from '@/app/_components/ui/states';
import { api, type RouterOutputs } from '@/app/_trpc/client';
import { ZonePicker } from '@/app/_components/zone-picker';

type Settings = RouterOutputs['compliance']['settings'];

const fields = [...callingHoursPaths(), 'max_attempts_per_24h'];

export function CallingSettingsForm() {
  const utils = api.useUtils();
  const settings = api.compliance.settings.useQuery();
  const me = api.auth.me.useQuery();
  // Held here, not in the form: a save reloads the form with the saved values, and its notice must outlive that.
  const saveZone = api.calendar.setBusinessHours.useMutation({ onSuccess: () => utils.calendar.invalidate() });
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
          saveZone={saveZone}
          canEdit={me.data?.role === 'owner' || me.data?.role === 'admin'}
        />
      )}
    </Card>
  );
}

type SaveMutation = ReturnType<typeof api.compliance.updateSettings.useMutation>;
type SaveZoneMutation = ReturnType<typeof api.calendar.setBusinessHours.useMutation>;

function SettingsForm({ settings, save, saveZone, canEdit }: { settings: Settings; save: SaveMutation; saveZone: SaveZoneMutation; canEdit: boolean }) {
  const [hours, setHours] = useState<CallingHoursValue>(settings.calling_hours);
  const [maxAttempts, setMaxAttempts] = useState(String(settings.max_attempts_per_24h));
  const [holidays, setHolidays] = useState(settings.holidays);
  const [enforce, setEnforce] = useState(settings.enforce_calling_hours_on_api_calls);
  const [zone, setZone] = useState(settings.timezone);
  const errors = useFormErrors(save.error, fields);

  async function submit(e: React.FormEvent) {
    e.preventDefault();
    // The business zone belongs to the business profile (the calendar's hours are in it too): saved first, on its own.
    if (zone !== settings.timezone && !(await saveZone.mutateAsync({ timezone: zone }).catch(() => null))) return;
    save.mutate({
      calling_hours: { ...hours, days: inWeekOrder(hours.days) },
      max_attempts_per_24h: Number(maxAttempts),
      holidays,
      enforce_calling_hours_on_api_calls: enforce,
    });
  }

  return (
    // An edit after a save takes its "saved" away: the notice speaks of what the form shows, or of nothing.
    <form onSubmit={submit} onChange={() => save.isSuccess && save.reset()} className="space-y-4">
      <FormErrorSummary errors={errors} />
      <p className="text-sm text-slate-600">
        Hours are the callee&apos;s local time. A number whose area spans many time zones (toll-free) is read in the business time zone.
      </p>
      {!canEdit && (
        <Notice>Owners and admins change the calling rules. You can read them here and run checks.</Notice>
      )}
      <fieldset disabled={!canEdit} className="space-y-4">
        <legend className="sr-only">Calling rules</legend>
        <CallingHoursFields value={hours} onChange={setHours} errors={errors} />
        <ZonePicker
          label="Business time zone"
          value={zone}
          onChange={setZone}
          className="max-w-xs"
          hint="For numbers with no single zone of their own. The calendar shows times in it too."
          required
        />
        <TextField
          label="Max attempts per 24 hours"
          type="number"
          min={1}
          max={10}
          value={maxAttempts}
          onChange={(e) => setMaxAttempts(e.target.value)}
          className="max-w-xs"
          hint="Dials to one number by the whole account in any rolling 24 hours (1 to 10). Some states cap marketing calls lower."
          error={errors.field('max_attempts_per_24h')}
        />
        <Checkbox
          label="No calls on public holidays"
          hint="The callee's national and state holidays."
          checked={holidays}
          onChange={(e) => setHolidays(e.target.checked)}
        />
        <Checkbox
          label="Enforce calling hours on API calls"
          hint={
            'The default for calls that do not say calling_hours, from the API and from the start-call form. On: a call outside ' +
            'these hours, days, holidays or attempts waits for the next allowed moment. Off: such a call goes at once. Either way ' +
            'the law applies to every marketing call: the federal and state calling windows, state days off and holidays, and ' +
            'state attempt caps hold it until it is lawful. Informational calls (reminders, confirmations) are not bound by them.'
          }
          checked={enforce}
          onChange={(e) => setEnforce(e.target.checked)}
        />
      </fieldset>
      <ErrorNote error={saveZone.error} />
      {save.isSuccess && <Notice tone="success">Calling rules saved.</Notice>}
      {canEdit && (
        <Button type="submit" busy={save.isPending || saveZone.isPending}>
          Save calling rules
        </Button>
      )}
    </form>
  );
}
