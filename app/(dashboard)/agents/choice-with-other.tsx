'use client';

import { useState } from 'react';
import { SelectField, TextField } from '@/app/_components/ui/field';

const OTHER = '__other__';

/**
 * A select of common values plus "Other…", which shows a text field for any value. A value not in the list (an
 * existing agent's, say) opens on "Other…" with the value in the field, so it is shown and kept as it is.
 */
export function ChoiceWithOther({
  label, value, options, onChange, hint,
}: {
  label: string;
  value: string;
  options: readonly { value: string; label: string }[];
  onChange: (value: string) => void;
  hint?: string;
}) {
  const listed = options.some((o) => o.value === value);
  const [other, setOther] = useState(!listed);
  return (
    <div className="space-y-2">
      <SelectField
        label={label}
        value={other ? OTHER : value}
        hint={other ? undefined : hint}
        onChange={(e) => {
          if (e.target.value === OTHER) {
            setOther(true);
          } else {
            setOther(false);
            onChange(e.target.value);
          }
        }}
        options={[...options.map((o) => ({ value: o.value, label: `${o.label} (${o.value})` })), { value: OTHER, label: 'Other…' }]}
      />
      {other && (
        <TextField label={`Other ${label.toLowerCase()}`} value={value} onChange={(e) => onChange(e.target.value)} required maxLength={100} hint={hint} />
      )}
    </div>
  );
}
