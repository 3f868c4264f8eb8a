'use client';

import { DateTime } from 'luxon';
import { useState } from 'react';
import { localInputToUtc } from '@/app/_components/local-time';
import { useDashboardZone } from '@/app/_components/use-dashboard-zone';
import { buttonClass } from '@/app/_components/ui/button';
import { Card } from '@/app/_components/ui/card';
import { TextField } from '@/app/_components/ui/field';

/** The longest range one download covers (the export's own limit). */
const MAX_DAYS = 366;

/** The days `from`..`to` (both included, in `zone`) as the export's [from, to) instants, or why not. */
export function exportRange(from: string, to: string, zone?: string): { from: string; to: string } | { problem: string } {
  const start = localInputToUtc(`${from}T00:00`, zone);
  const endDay = DateTime.fromISO(to, { zone });
  const end = endDay.isValid ? localInputToUtc(`${endDay.plus({ days: 1 }).toISODate()}T00:00`, zone) : null;
  if (!start || !end) return { problem: 'Choose the first and the last day.' };
  if (end <= start) return { problem: 'The last day must not be before the first.' };
  if (Date.parse(end) - Date.parse(start) > MAX_DAYS * 86_400_000) return { problem: `At most ${MAX_DAYS} days at once.` };
  return { from: start, to: end };
}

/** Downloads the compliance records decided over a range of days, as CSV, for an audit. */
export function ComplianceRecordsExport() {
  // Days of the dashboard's zone (the business's), as every screen shows them.
  const zone = useDashboardZone().zone ?? undefined;
  const today = DateTime.now().setZone(zone).toISODate()!;
  const [from, setFrom] = useState(DateTime.fromISO(today).minus({ days: 29 }).toISODate()!);
  const [to, setTo] = useState(today);
  const range = exportRange(from, to, zone);
  const href = 'problem' in range ? null : `/api/dashboard/compliance/records.csv?${new URLSearchParams(range)}`;
  return (
    <Card title="Compliance records">
      <p className="mb-4 text-sm text-slate-600">
        Every dial decision is kept as a record that never changes: why a call was dialed, held or canceled. Download the
        records of a range of days as CSV for an audit.
      </p>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label="First day" type="date" value={from} onChange={(e) => setFrom(e.target.value)} />
        <TextField label="Last day" type="date" value={to} onChange={(e) => setTo(e.target.value)} error={'problem' in range ? range.problem : undefined} />
      </div>
      <div className="mt-4">
        {href ? (
          <a className={buttonClass('secondary')} href={href} download={`compliance-records-${from}-to-${to}.csv`}>
            Download CSV
          </a>
        ) : (
          <span className={buttonClass('secondary', 'pointer-events-none opacity-50')} aria-disabled="true">Download CSV</span>
        )}
      </div>
    </Card>
  );
}
