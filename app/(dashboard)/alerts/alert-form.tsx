'use client';

import { useState } from 'react';
import { Button } from '@/app/_components/ui/button';
import { FormErrorSummary } from '@/app/_components/forms/form-error-ui';
import { useFormErrors } from '@/app/_components/forms/form-errors';
import { SelectField, TextField } from '@/app/_components/ui/field';
import { api } from '@/app/_trpc/client';
import type { AlertMetric } from '@/server/db/schema';
import { metricLabels, metricOrder, thresholdFromForm } from './metric-labels';

const fields = ['name', 'metric', 'op', 'threshold', 'window_minutes'] as const;

export function AlertForm({ onDone }: { onDone: () => void }) {
  const utils = api.useUtils();
  const create = api.alerts.create.useMutation({
    onSuccess: async () => {
      await utils.alerts.list.invalidate();
      onDone();
    },
  });
  const [name, setName] = useState('');
  const [metric, setMetric] = useState<AlertMetric>('failed_call_rate');
  const [op, setOp] = useState<'above' | 'below'>('above');
  const [threshold, setThreshold] = useState('20');
  const [windowMinutes, setWindowMinutes] = useState('60');
  const errors = useFormErrors(create.error, fields);
  const m = metricLabels[metric];

  function submit(e: React.FormEvent) {
    e.preventDefault();
    create.mutate({
      name,
      metric,
      op,
      threshold: thresholdFromForm(metric, Number(threshold)),
      window_minutes: Number(windowMinutes),
    });
  }

  return (
    <form onSubmit={submit} className="space-y-4">
      <FormErrorSummary errors={errors} />
      <TextField label="Name" value={name} onChange={(e) => setName(e.target.value)} maxLength={100} required placeholder="Too many failed calls" error={errors.field('name')} />
      <SelectField
        label="Metric"
        hint={m.hint}
        value={metric}
        onChange={(e) => setMetric(e.target.value as AlertMetric)}
        options={metricOrder.map((v) => ({ value: v, label: metricLabels[v].label }))}
        error={errors.field('metric')}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          label="Alert when the value is"
          value={op}
          onChange={(e) => setOp(e.target.value as 'above' | 'below')}
          options={[{ value: 'above', label: 'above' }, { value: 'below', label: 'below' }]}
          error={errors.field('op')}
        />
        <TextField
          label={`Threshold (${m.unit === '$' ? 'dollars' : m.unit})`}
          type="number"
          inputMode="decimal"
          min={0}
          step={metric === 'p95_latency_ms' ? 1 : metric === 'failed_call_rate' ? 0.1 : 0.01}
          value={threshold}
          onChange={(e) => setThreshold(e.target.value)}
          required
          error={errors.field('threshold')}
        />
      </div>
      {m.windowed && (
        <TextField
          label="Window (minutes)"
          hint="The trailing period the metric is computed over, 5 to 1440 minutes."
          type="number"
          min={5}
          max={1440}
          step={1}
          value={windowMinutes}
          onChange={(e) => setWindowMinutes(e.target.value)}
          error={errors.field('window_minutes')}
        />
      )}
      <Button type="submit" busy={create.isPending}>
        Create alert
      </Button>
    </form>
  );
}
