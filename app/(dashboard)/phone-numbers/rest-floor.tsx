'use client';

import { useState } from 'react';
import { Button } from '@/app/_components/ui/button';
import { Card } from '@/app/_components/ui/card';
import { TextField } from '@/app/_components/ui/field';
import { ErrorNote } from '@/app/_components/ui/states';
import { api } from '@/app/_trpc/client';

/** The account's answer-rate floor (business settings' rest_below_answer_rate), shown to all and changed by owners and admins. */
export function RestFloor({ canChange }: { canChange: boolean }) {
  const utils = api.useUtils();
  const settings = api.compliance.settings.useQuery();
  const save = api.compliance.updateSettings.useMutation({
    onSuccess: async () => {
      await Promise.all([utils.compliance.settings.invalidate(), utils.phoneNumbers.list.invalidate()]);
      setEditing(false);
    },
  });
  const [editing, setEditing] = useState(false);
  const [percent, setPercent] = useState('');
  const current = settings.data?.rest_below_answer_rate;
  if (current === undefined) return null;
  const shown = `${Math.round(current * 1000) / 10} %`;
  return (
    <Card>
      {editing ? (
        <form
          className="flex flex-wrap items-end gap-3"
          onSubmit={(e) => {
            e.preventDefault();
            save.mutate({ rest_below_answer_rate: Number(percent) / 100 });
          }}
        >
          <TextField
            label="Rest a number below this answer rate (%)"
            hint="Over its last 7 days and at least 50 calls."
            type="number"
            min={0}
            max={100}
            step={0.1}
            value={percent}
            onChange={(e) => setPercent(e.target.value)}
            required
          />
          <Button type="submit" busy={save.isPending}>Save</Button>
          <Button variant="secondary" onClick={() => setEditing(false)}>Cancel</Button>
          {save.error && <ErrorNote error={save.error} />}
        </form>
      ) : (
        <div className="flex flex-wrap items-center justify-between gap-2 text-sm text-slate-700">
          <p>
            A number rests when fewer than <strong>{shown}</strong> of its calls over the last 7 days (at least 50) were answered.
          </p>
          {canChange && (
            <Button
              variant="secondary"
              onClick={() => {
                setPercent(String(Math.round(current * 1000) / 10));
                setEditing(true);
              }}
            >
              Change
            </Button>
          )}
        </div>
      )}
    </Card>
  );
}
