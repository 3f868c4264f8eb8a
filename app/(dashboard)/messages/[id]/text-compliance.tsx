'use client';

import { blockCodeLabels } from '@/app/_components/labels';
import { Card } from '@/app/_components/ui/card';
import { humanize } from '@/app/_components/ui/format';
import { formatClock, formatClockRange, formatDate } from '@/app/_components/time-format';
import { useTimes } from '@/app/_components/use-times';
import type { RouterOutputs } from '@/app/_trpc/client';

type ComplianceRecord = NonNullable<RouterOutputs['messages']['get']['compliance']>;

/** "2026-11-24T10:15:00-05:00" → "10:15 AM on Nov 24, 2026": the recipient's wall clock, as it read then. */
const wallClock = (iso: string) => `${formatClock(iso.slice(11, 16))} on ${formatDate(`${iso.slice(0, 10)}T12:00:00Z`, 'UTC')}`;

/**
 * The gate's latest decision about a text, frozen when it was made: whether it could go, the recipient's local time
 * and the law that applied there, and what held or refused it.
 */
export function TextCompliance({ record: r }: { record: ComplianceRecord }) {
  const times = useTimes();
  const rows: [string, React.ReactNode][] = [
    ['Decision', r.allowed ? <span className="text-emerald-700">Allowed to send</span> : <span className="text-amber-700">Not sent at that moment</span>],
    ['Decided', times.dateTime(r.decided_at)],
    [
      'Recipient’s local time',
      r.timezones.length ? r.timezones.map((z, i) => `${wallClock(r.local_time[i] ?? '')} (${z})`).join('; ') : 'Not judged',
    ],
    ['Jurisdictions', r.jurisdictions.join(', ') || '—'],
    [
      'Hours that applied',
      r.window.length ? r.window.map((w) => `${w.jurisdiction ?? 'Your calling hours'} ${formatClockRange(w.start, w.end)}`).join('; ') : 'None',
    ],
    ['Do-not-call', r.do_not_call.listed === null ? 'Not judged' : r.do_not_call.listed ? 'Listed' : 'Not listed'],
    [
      'Consent',
      r.consent
        ? `${r.consent.kind === 'express_written' ? 'Express written' : 'Express'} (${r.consent.scope}), captured ${times.dateTime(r.consent.captured_at)}`
        : 'None on record',
    ],
    ['Destination', `${r.destination.country ?? 'No country'}, ${humanize(r.destination.number_type ?? 'unknown type')}`],
  ];
  if (r.blocks.length) {
    rows.push([
      'Why not sent',
      <ul key="blocks" className="list-disc space-y-1 pl-4">
        {r.blocks.map((b, i) => (
          <li key={i}>
            <span className="font-medium">{blockCodeLabels[b.code] ?? humanize(b.code)}:</span> {b.rule} <span className="text-slate-500">({b.source})</span>
          </li>
        ))}
      </ul>,
    ]);
  }
  rows.push(['Rules version', <span key="v" className="text-xs text-slate-500">{r.rules_version}</span>]);
  return (
    <Card title={r.allowed ? 'Why this text was allowed' : 'Why this text was held or refused'}>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm" data-testid="text-compliance">
        {rows.map(([k, v]) => (
          <div key={k} className="contents">
            <dt className="text-slate-500">{k}</dt>
            <dd className="min-w-0 break-words text-slate-900">{v}</dd>
          </div>
        ))}
      </dl>
    </Card>
  );
}
