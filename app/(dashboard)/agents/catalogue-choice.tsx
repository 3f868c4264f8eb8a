'use client';

import { SelectField } from '@/app/_components/ui/field';

/**
 * A select of the operator's catalogue (models or voices). An existing agent's value the catalogue no longer offers
 * is shown as its first option and kept as long as it is not changed: the server refuses it only when it is sent.
 */
export function CatalogueChoice({
  label, value, options, onChange, error,
}: {
  label: string;
  value: string;
  options: readonly { value: string; label: string }[];
  onChange: (value: string) => void;
  error?: string;
}) {
  const listed = options.some((o) => o.value === value);
  return (
    <SelectField
      label={label}
      value={value}
      error={error}
      hint={listed ? undefined : 'No longer offered by this server: the agent keeps it until you choose another.'}
      onChange={(e) => onChange(e.target.value)}
      options={[
        ...(listed ? [] : [{ value, label: `${value} (current, no longer offered)` }]),
        ...options.map((o) => ({ value: o.value, label: o.label === o.value ? o.value : `${o.label} (${o.value})` })),
      ]}
    />
  );
}
