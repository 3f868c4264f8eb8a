'use client';

import { useState } from 'react';
import { Button } from '@/app/_components/ui/button';
import { Card } from '@/app/_components/ui/card';
import { TextArea, TextField } from '@/app/_components/ui/field';
import { ErrorNote, Loading, Notice } from '@/app/_components/ui/states';
import { api, type RouterOutputs } from '@/app/_trpc/client';
import { HoursEditor, type Weekly } from './hours-editor';

type Settings = RouterOutputs['calendar']['settings'];

export function AvailabilitySettings() {
  const settings = api.calendar.settings.useQuery();
  const me = api.auth.me.useQuery();
  if (settings.isPending) return <Loading what="Loading working hours" />;
  if (settings.error) return <ErrorNote error={settings.error} onRetry={() => settings.refetch()} />;
  const isAdmin = me.data?.role === 'owner' || me.data?.role === 'admin';
  return (
    <div className="space-y-6">
      <BusinessHours key={JSON.stringify(settings.data.business)} settings={settings.data} canEdit={isAdmin} />
      <MySchedule key={JSON.stringify(settings.data.schedule)} settings={settings.data} />
    </div>
  );
}

function BusinessHours({ settings, canEdit }: { settings: Settings; canEdit: boolean }) {
  const utils = api.useUtils();
  const b = settings.business;
  const [weekly, setWeekly] = useState<Weekly>(b.business_hours as Weekly);
  const [timezone, setTimezone] = useState(b.timezone);
  const [buffer, setBuffer] = useState(String(b.buffer_minutes));
  const [notice, setNotice] = useState(String(b.minimum_notice_minutes));
  const save = api.calendar.setBusinessHours.useMutation({ onSuccess: () => utils.calendar.invalidate() });
  return (
    <Card title="Business hours">
      <form
        className="space-y-3"
        onSubmit={(e) => {
          e.preventDefault();
          save.mutate({ timezone, business_hours: weekly, buffer_minutes: Number(buffer), minimum_notice_minutes: Number(notice) });
        }}
      >
        <fieldset disabled={!canEdit} className="space-y-3">
          <div className="grid gap-3 sm:grid-cols-3">
            <TextField label="Time zone" value={timezone} onChange={(e) => setTimezone(e.target.value)} hint="IANA name, such as Europe/Berlin." />
            <TextField label="Buffer (minutes)" type="number" min={0} value={buffer} onChange={(e) => setBuffer(e.target.value)} hint="Kept free around each event." />
            <TextField label="Minimum notice (minutes)" type="number" min={0} value={notice} onChange={(e) => setNotice(e.target.value)} />
          </div>
          <HoursEditor idPrefix="business" value={weekly} onChange={setWeekly} />
        </fieldset>
        <ErrorNote error={save.error} />
        {save.isSuccess && <Notice tone="success">Business hours saved.</Notice>}
        {canEdit ? (
          <Button type="submit" busy={save.isPending}>
            Save business hours
          </Button>
        ) : (
          <p className="text-xs text-slate-500">Owners and admins change the business hours.</p>
        )}
      </form>
    </Card>
  );
}

/** Date overrides as text, one per line: `2026-12-24 closed` or `2026-12-24 09:00-12:00, 13:00-15:00`. */
function overridesToText(o: Record<string, [string, string][]>): string {
  return Object.entries(o)
    .map(([d, list]) => `${d} ${list.length ? list.map(([a, b]) => `${a}-${b}`).join(', ') : 'closed'}`)
    .join('\n');
}

function textToOverrides(text: string): Record<string, [string, string][]> | string {
  const out: Record<string, [string, string][]> = {};
  for (const raw of text.split('\n')) {
    const line = raw.trim();
    if (!line) continue;
    const m = line.match(/^(\d{4}-\d{2}-\d{2})\s+(.+)$/);
    if (!m) return `Cannot read "${line}": write a date, then "closed" or ranges like 09:00-12:00.`;
    if (m[2].toLowerCase() === 'closed') {
      out[m[1]] = [];
      continue;
    }
    const ranges = m[2].split(',').map((r) => r.trim().split('-').map((t) => t.trim()));
    if (ranges.some((r) => r.length !== 2)) return `Cannot read the hours of ${m[1]}.`;
    out[m[1]] = ranges as [string, string][];
  }
  return out;
}

function MySchedule({ settings }: { settings: Settings }) {
  const utils = api.useUtils();
  const s = settings.schedule;
  const [weekly, setWeekly] = useState<Weekly>((s?.weekly ?? settings.business.business_hours) as Weekly);
  const [timezone, setTimezone] = useState(s?.timezone ?? settings.business.timezone);
  const [overrides, setOverrides] = useState(overridesToText(s?.overrides ?? {}));
  const [parseError, setParseError] = useState<string | null>(null);
  const save = api.calendar.setSchedule.useMutation({ onSuccess: () => utils.calendar.invalidate() });
  const clear = api.calendar.clearSchedule.useMutation({ onSuccess: () => utils.calendar.invalidate() });
  return (
    <Card title="My availability">
      <form
        className="space-y-3"
        onSubmit={(e) => {
          e.preventDefault();
          const parsed = textToOverrides(overrides);
          if (typeof parsed === 'string') return setParseError(parsed);
          setParseError(null);
          save.mutate({ timezone, weekly, overrides: parsed });
        }}
      >
        <p className="text-sm text-slate-600">
          {s ? 'Your own hours, within the business hours.' : 'You follow the business hours. Save your own hours to narrow them.'}
        </p>
        <TextField label="My time zone" value={timezone} onChange={(e) => setTimezone(e.target.value)} />
        <HoursEditor idPrefix="mine" value={weekly} onChange={setWeekly} />
        <TextArea
          label="Date overrides"
          rows={3}
          value={overrides}
          onChange={(e) => setOverrides(e.target.value)}
          placeholder={'2026-12-24 closed\n2026-12-31 09:00-12:00'}
          hint="One date per line: closed, or the hours of that day."
        />
        {parseError && (
          <p role="alert" className="text-sm text-red-700">
            {parseError}
          </p>
        )}
        <ErrorNote error={save.error ?? clear.error} />
        {save.isSuccess && <Notice tone="success">Your availability is saved.</Notice>}
        <div className="flex flex-wrap gap-2">
          <Button type="submit" busy={save.isPending}>
            Save my availability
          </Button>
          {s && (
            <Button variant="secondary" busy={clear.isPending} onClick={() => clear.mutate()}>
              Follow business hours only
            </Button>
          )}
        </div>
      </form>
    </Card>
  );
}
