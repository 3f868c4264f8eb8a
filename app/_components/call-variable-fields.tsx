'use client';

import { SelectField, TextField } from '@/app/_components/ui/field';
import { api } from '@/app/_trpc/client';

/** What was typed for each variable, by name; an empty entry is a value not given. */
export type TypedValues = Record<string, string>;

/**
 * The values a call's variables take from typed fields, each as its definition's type (a number, yes/no, a date,
 * one of its options). Only the fields filled in are sent: the others keep the contact's and business's values.
 */
export function callVariablesOf(typed: TypedValues, types: ReadonlyMap<string, string>): Record<string, unknown> | undefined {
  const out: Record<string, unknown> = {};
  for (const [name, raw] of Object.entries(typed)) {
    const value = raw.trim();
    if (!value) continue;
    const type = types.get(name);
    out[name] = type === 'number' && Number.isFinite(Number(value)) ? Number(value) : type === 'boolean' ? value === 'true' : value;
  }
  return Object.keys(out).length ? out : undefined;
}

/**
 * One field per variable the account defines (contact and business, system defaults included), typed from its
 * definition, folded away until wanted: a person fills in "Appointment day" rather than writing JSON.
 */
export function CallVariableFields({ value, onChange, error }: { value: TypedValues; onChange: (next: TypedValues) => void; error?: string }) {
  const list = api.variables.list.useQuery({ limit: 100 });
  const variables = (list.data?.variables ?? []).filter((v) => v.context_type === 'contact' || v.context_type === 'business');
  const set = (name: string, v: string) => onChange({ ...value, [name]: v });
  const filled = Object.values(value).filter((v) => v.trim()).length;
  return (
    <details className="rounded-md border border-slate-200 p-3" open={filled > 0 || Boolean(error)}>
      <summary className="cursor-pointer text-sm font-medium text-slate-700">
        Values for this call (optional){filled ? ` · ${filled} set` : ''}
      </summary>
      <p className="mt-1 text-xs text-slate-500">Each value filled in replaces the contact&apos;s or business&apos;s for this call only.</p>
      {list.isPending && <p role="status" className="mt-2 text-xs text-slate-500">Loading variables…</p>}
      {error && <p role="alert" className="mt-2 text-sm text-red-700">{error}</p>}
      <div className="mt-2 grid gap-3 sm:grid-cols-2">
        {variables.map((v) => {
          const key = keyOf(v);
          const label = v.display_name || v.name;
          const hint = `{{${key}}}`;
          if (v.variable_type === 'select' || v.variable_type === 'boolean') {
            const options = v.variable_type === 'boolean'
              ? [{ value: 'true', label: 'Yes' }, { value: 'false', label: 'No' }]
              : (v.select_options ?? []).map((o) => ({ value: o, label: o }));
            return (
              <SelectField key={v.id} label={label} hint={hint} value={value[key] ?? ''} onChange={(e) => set(key, e.target.value)}
                options={[{ value: '', label: 'As on record' }, ...options]} />
            );
          }
          return (
            <TextField key={v.id} label={label} hint={hint} value={value[key] ?? ''} onChange={(e) => set(key, e.target.value)}
              type={v.variable_type === 'number' ? 'number' : v.variable_type === 'date' ? 'date' : 'text'} />
          );
        })}
      </div>
    </details>
  );
}

/** The variables' types by the name a call's variables give them, for callVariablesOf. */
export function useVariableTypes(): ReadonlyMap<string, string> {
  const list = api.variables.list.useQuery({ limit: 100 });
  return new Map((list.data?.variables ?? []).map((v) => [keyOf(v), v.variable_type]));
}

/** The name templates and a call's variables use: a business variable's carries the `business_` prefix. */
const keyOf = (v: { name: string; context_type: string }) => (v.context_type === 'business' ? `business_${v.name}` : v.name);
