'use client';

import { useId } from 'react';
import { Checkbox, FieldError } from '@/app/_components/ui/field';
import { webhookEventNames, type WebhookEventName } from '@/server/services/webhooks/schema';

const groups: [title: string, noun: string, WebhookEventName[]][] = [
  ['Calls', 'call', webhookEventNames.filter((e) => e.startsWith('call.'))],
  ['Calendar', 'calendar', webhookEventNames.filter((e) => e.startsWith('calendar.'))],
  ['Campaigns', 'campaign', webhookEventNames.filter((e) => e.startsWith('campaign.'))],
  ['Alerts', 'alert', webhookEventNames.filter((e) => e.startsWith('alert.'))],
  ['Linked calendars', 'calendar connection', webhookEventNames.filter((e) => e.startsWith('calendar_connection.'))],
  ['Messages', 'message', webhookEventNames.filter((e) => e.startsWith('message.'))],
  ['CRM', 'CRM connection', webhookEventNames.filter((e) => e.startsWith('crm_connection.'))],
];

export function EventPicker({ value, onChange, error }: { value: WebhookEventName[]; onChange: (v: WebhookEventName[]) => void; error?: string }) {
  const errorId = `${useId()}-error`;
  const toggle = (e: WebhookEventName, on: boolean) => onChange(on ? [...value, e] : value.filter((x) => x !== e));
  return (
    <fieldset aria-describedby={error ? errorId : undefined}>
      <legend className="mb-2 text-sm font-medium text-slate-700">Events</legend>
      <FieldError id={errorId} error={error} className="mb-2" />
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {groups.map(([title, noun, events]) => (
          <div key={title} className="space-y-1">
            <div className="flex items-center justify-between">
              <p className="text-xs font-semibold uppercase tracking-wide text-slate-500">{title}</p>
              <button
                type="button"
                className="text-xs text-indigo-700 hover:underline"
                aria-label={`${events.every((e) => value.includes(e)) ? 'None' : 'All'} of the ${noun} events`}
                onClick={() => {
                  const all = events.every((e) => value.includes(e));
                  onChange(all ? value.filter((x) => !events.includes(x)) : [...new Set([...value, ...events])]);
                }}
              >
                {events.every((e) => value.includes(e)) ? 'None' : 'All'}
              </button>
            </div>
            {events.map((e) => (
              <Checkbox key={e} label={e} checked={value.includes(e)} onChange={(ev) => toggle(e, ev.target.checked)} />
            ))}
          </div>
        ))}
      </div>
    </fieldset>
  );
}
