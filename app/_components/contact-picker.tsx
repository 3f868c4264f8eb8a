'use client';

import { useDeferredValue, useId, useState } from 'react';
import { inputClass } from './ui/field';
import { api } from '@/app/_trpc/client';

/** Chooses one contact: type to search by name, email, company or number, then pick from the list. */
export function ContactPicker({ label, value, onChange }: { label: string; value: number | null; onChange: (id: number | null) => void }) {
  const id = useId();
  const [q, setQ] = useState('');
  const search = useDeferredValue(q.trim());
  const list = api.contacts.list.useQuery({ q: search || undefined, limit: 20 });
  const options = list.data?.contacts ?? [];
  // The chosen contact may be outside the first 20 (a contact page opens Call now with its own): read it by id.
  const listed = value !== null && options.some((c) => c.id === value);
  const chosen = api.contacts.get.useQuery({ id: value ?? 0 }, { enabled: value !== null && !listed && !list.isPending });
  return (
    <div>
      <label htmlFor={`${id}-q`} className="mb-1 block text-sm font-medium text-slate-700">
        {label}
      </label>
      <div className="flex flex-col gap-2 sm:flex-row">
        <input id={`${id}-q`} type="search" className={inputClass} placeholder="Search contacts" value={q} onChange={(e) => setQ(e.target.value)} />
        <select
          aria-label={`${label}: choose`}
          className={inputClass}
          value={value ?? ''}
          onChange={(e) => onChange(e.target.value ? Number(e.target.value) : null)}
        >
          <option value="">{list.isPending ? 'Loading…' : 'No contact'}</option>
          {value !== null && !listed && (
            <option value={value}>
              {chosen.data
                ? `${chosen.data.full_name}${chosen.data.phone_numbers[0] ? ` · ${chosen.data.phone_numbers[0].phone_number}` : ''}`
                : chosen.error ? `Contact #${value}` : 'Loading the contact…'}
            </option>
          )}
          {options.map((c) => (
            <option key={c.id} value={c.id}>
              {c.full_name}
              {c.phone_numbers[0] ? ` · ${c.phone_numbers[0].phone_number}` : ''}
            </option>
          ))}
        </select>
      </div>
      {list.error && <p className="mt-1 text-xs text-red-700">Contacts could not be loaded: {list.error.message}</p>}
    </div>
  );
}
