'use client';

import { useState } from 'react';
import { FormErrorSummary } from '@/app/_components/forms/form-error-ui';
import { useFormErrors } from '@/app/_components/forms/form-errors';
import { Checkbox, SelectField, TextArea, TextField } from '@/app/_components/ui/field';
import { FormFooter } from '@/app/_components/ui/form-footer';
import { api, type RouterOutputs } from '@/app/_trpc/client';
import type { CalendarEventStatus, CalendarEventType } from '@/server/db/schema';
import { zoneName } from '@/app/_components/display-zone';
import { fromLocalInput, toLocalInput } from './time';

type Event = RouterOutputs['calendar']['get'];

/** The fields that show their own problem; a taken slot and the others go to the summary. */
const fields = ['title', 'start_time', 'end_time', 'location', 'description', 'customer_name', 'customer_email', 'customer_phone', 'customer_notes'];

const types: Record<CalendarEventType, string> = {
  meeting: 'Meeting',
  appointment: 'Appointment',
  busy: 'Busy',
  voice_call: 'Voice call',
  video_call: 'Video call',
};
const statuses: Record<CalendarEventStatus, string> = {
  scheduled: 'Scheduled',
  confirmed: 'Confirmed',
  cancelled: 'Cancelled',
  completed: 'Completed',
  no_show: 'No-show',
};

function initial(e: Event | null, defaults: { start_time: string; end_time: string } | undefined, zone: string) {
  return {
    title: e?.title ?? '',
    start: toLocalInput(e?.start_time ?? defaults!.start_time, zone),
    end: toLocalInput(e?.end_time ?? defaults!.end_time, zone),
    event_type: e?.event_type ?? ('meeting' as CalendarEventType),
    status: e?.status ?? ('scheduled' as CalendarEventStatus),
    location: e?.location ?? '',
    description: e?.description ?? '',
    customer_name: e?.customer.name ?? '',
    customer_email: e?.customer.email ?? '',
    customer_phone: e?.customer.phone ?? '',
    customer_notes: e?.customer.notes ?? '',
    has_video_conference: e?.has_video_conference ?? false,
    video_conference_url: e?.video_conference_url ?? '',
    send_notifications: e?.send_notifications ?? false,
    is_reminder_enabled: e?.is_reminder_enabled ?? false,
    remind_before_minutes: String(e?.remind_before_minutes ?? 30),
    ai_agent_id: e?.ai_agent ? String(e.ai_agent.id) : '',
    team_id: e?.team ? String(e.team.id) : '',
  };
}

export function EventForm({ event, defaults, zone, onDone }: { event: Event | null; defaults?: { start_time: string; end_time: string }; zone: string; onDone: () => void }) {
  const utils = api.useUtils();
  const agents = api.agents.list.useQuery();
  const teams = api.team.teams.useQuery();
  const [f, setF] = useState(() => initial(event, defaults, zone));
  const [guard, setGuard] = useState(true);
  const set = <K extends keyof typeof f>(k: K, v: (typeof f)[K]) => setF((p) => ({ ...p, [k]: v }));
  const done = async () => {
    // A booking, a move or a cancellation writes the customer's notices too.
    await Promise.all([utils.calendar.invalidate(), utils.messages.invalidate()]);
    onDone();
  };
  const create = api.calendar.create.useMutation({ onSuccess: done });
  const update = api.calendar.update.useMutation({ onSuccess: done });
  const mutation = event ? update : create;
  const errors = useFormErrors(mutation.error, [
    ...fields,
    ...(f.has_video_conference ? ['video_conference_url'] : []),
    ...(f.is_reminder_enabled ? ['remind_before_minutes'] : []),
  ]);
  const err = errors.field;

  function submit(e: React.FormEvent) {
    e.preventDefault();
    const body = {
      title: f.title,
      start_time: fromLocalInput(f.start, zone),
      end_time: fromLocalInput(f.end, zone),
      event_type: f.event_type,
      location: f.location || null,
      description: f.description,
      customer_name: f.customer_name,
      customer_email: f.customer_email,
      customer_phone: f.customer_phone,
      customer_notes: f.customer_notes,
      has_video_conference: f.has_video_conference,
      video_conference_url: f.video_conference_url,
      send_notifications: f.send_notifications,
      is_reminder_enabled: f.is_reminder_enabled,
      remind_before_minutes: Number(f.remind_before_minutes) || 0,
      ai_agent_id: f.ai_agent_id ? Number(f.ai_agent_id) : null,
      team_id: f.team_id ? Number(f.team_id) : null,
      check_availability: guard,
    };
    if (event) update.mutate({ ref: event.id, patch: { ...body, status: f.status } });
    else create.mutate({ ...body, status: f.status === 'confirmed' ? 'confirmed' : 'scheduled' });
  }

  const statusOptions = (Object.entries(statuses) as [CalendarEventStatus, string][])
    .filter(([s]) => event || s === 'scheduled' || s === 'confirmed')
    .map(([value, label]) => ({ value, label }));

  return (
    <form onSubmit={submit} className="space-y-4">
      <FormErrorSummary errors={errors} />
      <TextField label="Title" value={f.title} onChange={(e) => set('title', e.target.value)} required maxLength={500} error={err('title')} />
      <div className="grid gap-3 sm:grid-cols-2">
        <TextField label={`Starts (${zoneName(zone)})`} type="datetime-local" value={f.start} onChange={(e) => set('start', e.target.value)} required error={err('start_time')} />
        <TextField label={`Ends (${zoneName(zone)})`} type="datetime-local" value={f.end} onChange={(e) => set('end', e.target.value)} required error={err('end_time')} />
        <SelectField
          label="Type"
          value={f.event_type}
          onChange={(e) => set('event_type', e.target.value as CalendarEventType)}
          options={Object.entries(types).map(([value, label]) => ({ value, label }))}
        />
        <SelectField label="Status" value={f.status} onChange={(e) => set('status', e.target.value as CalendarEventStatus)} options={statusOptions} />
        <TextField label="Location" value={f.location} onChange={(e) => set('location', e.target.value)} error={err('location')} />
        <SelectField
          label="Agent"
          value={f.ai_agent_id}
          onChange={(e) => set('ai_agent_id', e.target.value)}
          options={[{ value: '', label: 'None' }, ...(agents.data?.agents ?? []).map((a) => ({ value: String(a.id), label: a.name }))]}
        />
        <SelectField
          label="Team"
          value={f.team_id}
          onChange={(e) => set('team_id', e.target.value)}
          options={[{ value: '', label: 'No team' }, ...(teams.data ?? []).map((t) => ({ value: String(t.id), label: t.name }))]}
        />
      </div>
      <TextArea label="Description" rows={2} value={f.description} onChange={(e) => set('description', e.target.value)} error={err('description')} />
      <fieldset className="grid gap-3 sm:grid-cols-3">
        <legend className="mb-1 text-sm font-medium text-slate-700">Customer</legend>
        <TextField label="Name" value={f.customer_name} onChange={(e) => set('customer_name', e.target.value)} error={err('customer_name')} />
        <TextField label="Email" type="email" value={f.customer_email} onChange={(e) => set('customer_email', e.target.value)} error={err('customer_email')} />
        <TextField label="Phone" value={f.customer_phone} onChange={(e) => set('customer_phone', e.target.value)} error={err('customer_phone')} />
        <TextArea label="Notes" rows={2} className="sm:col-span-3" value={f.customer_notes} onChange={(e) => set('customer_notes', e.target.value)} error={err('customer_notes')} />
        <div className="sm:col-span-3">
          <Checkbox
            label="Send notifications"
            hint="Emails the customer an invitation (with an .ics file) and texts their phone when the event is booked, moved or cancelled, and the reminder when one is set. Texts keep to the legal hours. Each one shows under Messages."
            checked={f.send_notifications}
            onChange={(e) => set('send_notifications', e.target.checked)}
          />
        </div>
      </fieldset>
      <div className="grid gap-3 sm:grid-cols-2">
        <div className="space-y-2">
          <Checkbox label="Video conference" checked={f.has_video_conference} onChange={(e) => set('has_video_conference', e.target.checked)} />
          {f.has_video_conference && <TextField label="Conference URL" value={f.video_conference_url} onChange={(e) => set('video_conference_url', e.target.value)} error={err('video_conference_url')} />}
        </div>
        <div className="space-y-2">
          <Checkbox label="Send a reminder" checked={f.is_reminder_enabled} onChange={(e) => set('is_reminder_enabled', e.target.checked)} />
          {f.is_reminder_enabled && (
            <TextField label="Minutes before" type="number" min={0} value={f.remind_before_minutes} onChange={(e) => set('remind_before_minutes', e.target.value)} error={err('remind_before_minutes')} />
          )}
        </div>
      </div>
      <Checkbox
        label="Refuse if the time is taken"
        hint="Fails when the event, widened by the business buffer, overlaps another scheduled or confirmed event of yours."
        checked={guard}
        onChange={(e) => setGuard(e.target.checked)}
      />
      <FormFooter busy={mutation.isPending} onCancel={onDone} cancelLabel="Close" submitLabel={event ? 'Save event' : 'Create event'} />
    </form>
  );
}
