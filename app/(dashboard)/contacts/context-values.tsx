'use client';

import { WithFieldError } from '@/app/_components/forms/form-error-ui';
import { inputClass } from '@/app/_components/ui/field';
import { Loading } from '@/app/_components/ui/states';
import { ZoneList } from '@/app/_components/zone-picker';
import { api, type RouterOutputs } from '@/app/_trpc/client';

type Variable = RouterOutputs['variables']['list']['variables'][number];

/** The value a definition's input shows for a stored value. */
export function inputValue(v: Variable, stored: unknown): string {
  if (stored === undefined || stored === null) return '';
  if (v.variable_type === 'date' && typeof stored === 'string') return stored.slice(0, 10);
  return String(stored);
}

/** What the context endpoint receives for an input's text: typed like the definition, empty meaning remove. */
export function outputValue(v: Variable, text: string): unknown {
  if (text.trim() === '') return null;
  if (v.variable_type === 'number') return Number.isNaN(Number(text)) ? text : Number(text);
  if (v.variable_type === 'boolean') return text === 'true';
  return text;
}

/** One input per context variable definition of a context type (its own fields are edited elsewhere). */
export function ContextValuesEditor({
  contextType,
  values,
  onChange,
  includeDefaults = false,
  errorFor,
}: {
  contextType: 'contact' | 'business';
  values: Record<string, string>;
  onChange: (name: string, text: string) => void;
  /** The business defaults (name, phone, ...) are values of the profile; a contact's are its own fields. */
  includeDefaults?: boolean;
  /** The problem of a variable's value after a failed save, shown under its input. */
  errorFor?: (name: string) => string | undefined;
}) {
  const defs = api.variables.list.useQuery({ context_type: contextType, limit: 100 });
  if (defs.isPending) return <Loading what="Loading variables" />;
  if (defs.error) return <p className="text-sm text-red-700">Variables could not be loaded: {defs.error.message}</p>;
  const custom = defs.data.variables.filter((v) => includeDefaults || !v.is_default);
  if (custom.length === 0) {
    return <p className="text-sm text-slate-500">No {contextType} variables are defined yet. Define them on the Context variables page.</p>;
  }
  return (
    <div className="grid gap-3 sm:grid-cols-2">
      {custom.map((v) => (
        <VariableInput
          key={v.id}
          variable={v}
          prefix={contextType === 'business' ? 'business_' : ''}
          value={values[v.name] ?? ''}
          onChange={(t) => onChange(v.name, t)}
          error={errorFor?.(v.name)}
        />
      ))}
    </div>
  );
}

export type { Variable };

function VariableInput({
  variable: v, prefix, value, onChange, error,
}: { variable: Variable; prefix: string; value: string; onChange: (t: string) => void; error?: string }) {
  const id = `var-${v.id}`;
  const label = (
    <label htmlFor={id} className="mb-1 block text-sm font-medium text-slate-700">
      {v.display_name} <span className="font-mono text-xs font-normal text-slate-600">{`{{${prefix}${v.name}}}`}</span>
    </label>
  );
  // The business zone is picked from the list of IANA zones (the calendar and calling rules read it).
  const zone = prefix === 'business_' && v.is_default && v.name === 'timezone';
  const choices = v.variable_type === 'boolean' ? ['true', 'false'] : v.variable_type === 'select' ? (v.select_options ?? []) : null;
  return (
    <div>
      {label}
      <WithFieldError error={error}>
        {choices ? (
          <select id={id} className={inputClass} value={value} onChange={(e) => onChange(e.target.value)}>
            <option value="">Not set</option>
            {choices.map((o) => (
              <option key={o} value={o}>
                {v.variable_type === 'boolean' ? (o === 'true' ? 'Yes' : 'No') : o}
              </option>
            ))}
          </select>
        ) : (
          <input
            id={id}
            className={inputClass}
            type={v.variable_type === 'number' ? 'number' : v.variable_type === 'date' ? 'date' : 'text'}
            step={v.variable_type === 'number' ? 'any' : undefined}
            list={zone ? `${id}-zones` : undefined}
            autoComplete={zone ? 'off' : undefined}
            placeholder={zone ? 'Type to search, e.g. New York' : undefined}
            value={value}
            onChange={(e) => onChange(e.target.value)}
          />
        )}
      </WithFieldError>
      {zone && <ZoneList id={`${id}-zones`} current={value} />}
      {v.description && <p className="mt-1 text-xs text-slate-600">{v.description}</p>}
    </div>
  );
}
