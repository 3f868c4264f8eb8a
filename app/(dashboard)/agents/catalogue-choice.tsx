'use client';

import { SelectField } from '@/app/_components/ui/field';
import { catalogueView, type CatalogueOption } from './catalogue-view';

/**
 * A select of the operator's catalogue (models or voices), waiting while it loads; an existing agent's value the
 * catalogue no longer offers is kept until changed (catalogue-view.ts).
 */
export function CatalogueChoice({
  label, what, value, options, loading, onChange, error,
}: {
  label: string;
  what: string;
  value: string;
  options: readonly CatalogueOption[] | undefined;
  loading: boolean;
  onChange: (value: string) => void;
  error?: string;
}) {
  const view = catalogueView({ what, value, options, loading });
  return (
    <SelectField
      label={label}
      value={value}
      error={error}
      hint={view.hint}
      disabled={view.disabled}
      aria-busy={view.disabled || undefined}
      onChange={(e) => onChange(e.target.value)}
      options={view.options}
    />
  );
}
