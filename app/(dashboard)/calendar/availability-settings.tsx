'use client';

import { useState } from 'react';
import { zoneName } from '@/app/_components/display-zone';
import { Button } from '@/app/_components/ui/button';
import { Card } from '@/app/_components/ui/card';
import { TextField } from '@/app/_components/ui/field';
import { ErrorNote, Loading, Notice } from '@/app/_components/ui/states';
import { ZonePicker } from '@/app/_components/zone-picker';
import { api, type RouterOutputs } from '@/app/_trpc/client';
import { describeWeekly, HoursEditor, type Weekly } from './hours-editor';
import { fromRows, OverridesEditor, toRows, type OverrideRow } from './overrides-editor';

type Settings = RouterOutputs['calendar']['settings'];

export function AvailabilitySettings() {
  const utils = api.useUtils();
  const settings = api.calendar.settings.useQuery();
  const me = api.auth.me.useQuery();
  // Held here, not in the forms: a save reloads them with the saved values, and its notice must outlive that.
  const saveBusiness = api.calendar.setBusinessHours.useMutation({ onSuccess: () => utils.calendar.invalidate() });
  const saveMine = api.calendar.setSchedule.useMutation({ onSuccess: () => utils.calendar.invalidate() });
  const clearMine = api.calendar.clearSchedule.useMutation({ onSuccess: () => utils.calendar.invalidate() });
  if (settings.isPending) return <Loading what="Loading working hours" />;
  if (settings.error) return <ErrorNote error={settings.error} onRetry={() => settings.refetch()} />;
  const isAdmin = me.data?.role === 'owner' || me.data?.role === 'admin';
  return (
    <div className="space-y-6">
      <BusinessHours key={JSON.stringify(settings.data.business)} settings={settings.data} canEdit={isAdmin} save={saveBusiness} />
      <MySchedule key={JSON.stringify(settings.data)} settings={settings.data} save={saveMine} clear={clearMine} />
    </div>
  );
}

type SaveBusiness = ReturnType<typeof api.calendar.setBusinessHours.useMutation>;
type SaveSchedule = ReturnType<typeof api.calendar.setSchedule.useMutation>;
type ClearSchedule = ReturnType<typeof api.calendar.clearSchedule.useMutation>;

function BusinessHours({ settings, canEdit, save }: { settings: Settings; canEdit: boolean; save: SaveBusiness }) {
  const b = settings.business;
  const [weekly, setWeekly] = useState<Weekly>(b.business_hours as Weekly);
  const [timezone, setTimezone] = useState(b.timezone);
  const [buffer, setBuffer] = useState(String(b.buffer_minutes));
  const [notice, setNotice] = useState(String(b.minimum_notice_minutes));
  return (
    <Card title="Business hours">
      <form
        className="space-y-3"
        // An edit after a save takes its "saved" away: the notice speaks of what the form shows, or of nothing.
        onChange={() => save.isSuccess && save.reset()}
        onSubmit={(e) => {
          e.preventDefault();
          save.mutate({ timezone, business_hours: weekly, buffer_minutes: Number(buffer), minimum_notice_minutes: Number(notice) });
        }}
      >
        <fieldset disabled={!canEdit} className="space-y-3">
          <legend className="sr-only">Business hours</legend>
          <div className="grid gap-3 sm:grid-cols-3">
            <ZonePicker label="Business time zone" value={timezone} onChange={setTimezone} hint="The hours below, and the calendar's times, are in this zone." required />
            <TextField label="Buffer (minutes)" type="number" min={0} value={buffer} onChange={(e) => setBuffer(e.target.value)} hint="Kept free around each event." />
            <TextField label="Minimum notice (minutes)" type="number" min={0} value={notice} onChange={(e) => setNotice(e.target.value)} />
          </div>
          <HoursEditor value={weekly} onChange={setWeekly} />
        </fieldset>
        <ErrorNote error={save.error} />
        {save.isSuccess && <Notice tone="success">Business hours saved.</Notice>}
        {canEdit ? (
          <Button type="submit" busy={save.isPending}>
            Save business hours
          </Button>
        ) : (
          <p className="text-xs text-slate-600">Owners and admins change the business hours.</p>
        )}
      </form>
    </Card>
  );
}

/** The business hours, read-only: what a user without hours of their own is offered at. */
function WeeklySummary({ weekly, zone }: { weekly: Weekly; zone: string }) {
  return (
    <dl className="grid grid-cols-[8rem_1fr] gap-x-3 gap-y-1 rounded-md border border-slate-200 p-3 text-sm" aria-label={`Business hours, ${zoneName(zone)}`}>
      {describeWeekly(weekly).map(({ day, hours }) => (
        <div key={day} className="contents">
          <dt className="font-medium text-slate-700">{day}</dt>
          <dd className={hours === 'Closed' ? 'text-slate-600' : 'text-slate-900'}>{hours}</dd>
        </div>
      ))}
    </dl>
  );
}

function MySchedule({ settings, save, clear }: { settings: Settings; save: SaveSchedule; clear: ClearSchedule }) {
  const s = settings.schedule;
  const business = settings.business;
  const [editing, setEditing] = useState(s !== null);
  const [weekly, setWeekly] = useState<Weekly>((s?.weekly ?? business.business_hours) as Weekly);
  const [timezone, setTimezone] = useState(s?.timezone ?? business.timezone);
  const [overrides, setOverrides] = useState<OverrideRow[]>(() => toRows(s?.overrides ?? {}));
  const [rowError, setRowError] = useState<string | null>(null);

  if (!editing) {
    return (
      <Card title="My availability">
        <div className="space-y-3">
          <p className="text-sm text-slate-700" data-testid="my-availability-mode">
            You follow the business hours ({zoneName(business.timezone)}). Set your own hours to narrow them, or to take days off.
          </p>
          <WeeklySummary weekly={business.business_hours as Weekly} zone={business.timezone} />
          {clear.isSuccess && !s && <Notice tone="success">You follow the business hours again.</Notice>}
          <Button variant="secondary" onClick={() => setEditing(true)}>
            Set my own hours
          </Button>
        </div>
      </Card>
    );
  }

  return (
    <Card title="My availability">
      <form
        className="space-y-3"
        onChange={() => save.isSuccess && save.reset()}
        onSubmit={(e) => {
          e.preventDefault();
          const parsed = fromRows(overrides);
          if (typeof parsed === 'string') return setRowError(parsed);
          setRowError(null);
          save.mutate({ timezone, weekly, overrides: parsed });
        }}
      >
        <p className="text-sm text-slate-700" data-testid="my-availability-mode">
          {s ? 'Your own hours, within the business hours.' : 'Your own hours, within the business hours: save them to use them.'}
        </p>
        <ZonePicker label="My time zone" value={timezone} onChange={setTimezone} className="max-w-sm" hint="The hours below are in this zone." required />
        <HoursEditor value={weekly} onChange={setWeekly} />
        <OverridesEditor rows={overrides} onChange={setOverrides} />
        {rowError && (
          <p role="alert" className="text-sm text-red-700">
            {rowError}
          </p>
        )}
        <ErrorNote error={save.error ?? clear.error} />
        {save.isSuccess && s && <Notice tone="success">Your availability is saved.</Notice>}
        <div className="flex flex-wrap gap-2">
          <Button type="submit" busy={save.isPending}>
            Save my availability
          </Button>
          {s ? (
            <Button variant="secondary" busy={clear.isPending} onClick={() => clear.mutate()}>
              Follow business hours only
            </Button>
          ) : (
            <Button variant="secondary" onClick={() => setEditing(false)}>
              Cancel
            </Button>
          )}
        </div>
      </form>
    </Card>
  );
}
