'use client';

import { Checkbox } from '@/app/_components/ui/field';
import { webhookEventNames, type WebhookEventName } from '@/server/services/webhooks/schema';

const groups: [string, WebhookEventName[]][] = [
  ['Calls', webhookEventNames.filter((e) => e.startsWith('call.'))],
  ['Calendar', webhookEventNames.filter((e) => e.startsWith('calendar.'))],
];

export function EventPicker({ value, onChange }: { value: WebhookEventName[]; onChange: (v: WebhookEventName[]) => void }) {
  const toggle = (e: WebhookEventName, on: boolean) => onChange(on ? [...value, e] : value.filter((x) => x !== e));
  return (
    <fieldset>
      <legend className="mb-2 text-sm font-medium text-slate-700">Events</legend>
      <div className="grid gap-4 sm:grid-cols-2">
        {groups.map(([title, events]) => (
          <div key={title} className="space-y-1">
            <div className="flex items-center justify-between">
              <p className="text-xs font-semibold uppercase tracking-wide text-slate-500">{title}</p>
              <button
                type="button"
                className="text-xs text-indigo-700 hover:underline"
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
