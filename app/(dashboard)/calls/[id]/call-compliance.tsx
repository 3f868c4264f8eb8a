'use client';

import { Card } from '@/app/_components/ui/card';
import { formatClock, formatClockRange, formatDate } from '@/app/_components/time-format';
import { useTimes } from '@/app/_components/use-times';
import { ErrorNote, Loading } from '@/app/_components/ui/states';
import { api, type RouterOutputs } from '@/app/_trpc/client';

type ComplianceRecord = RouterOutputs['calls']['compliance']['records'][number];

const dayNames: Record<string, string> = { mon: 'Mon', tue: 'Tue', wed: 'Wed', thu: 'Thu', fri: 'Fri', sat: 'Sat', sun: 'Sun' };

/** The panel's title: what the latest decision did with the call. */
export function complianceTitle(latest: Pick<ComplianceRecord, 'allowed' | 'blocks'>, callStatus: string): string {
  if (latest.allowed) return 'Why this call was allowed';
  return callStatus === 'canceled' ? 'Why this call was canceled' : 'Why this call was held';
}

/** "2026-11-24T10:15:00-05:00" → "10:15 AM on Nov 24, 2026": the callee's wall clock, as it read then. */
const wallClock = (iso: string) => `${formatClock(iso.slice(11, 16))} on ${formatDate(`${iso.slice(0, 10)}T12:00:00Z`, 'UTC')}`;

/**
 * "Why this call was allowed" (or held, or canceled): the latest compliance record of the call in words, and every
 * earlier decision below it. A record is frozen when the decision is made, so this shows what was true then.
 */
export function CallComplianceCard({ callId, callStatus }: { callId: number; callStatus: string }) {
  const times = useTimes();
  const q = api.calls.compliance.useQuery({ id: callId });
  if (q.isPending) return <Card title="Compliance"><Loading what="Loading the compliance record" /></Card>;
  if (q.error) return <Card title="Compliance"><ErrorNote error={q.error} onRetry={() => q.refetch()} /></Card>;
  const records = q.data.records;
  // An inbound call, or one placed before records were kept: nothing was decided to show.
  if (records.length === 0) return null;
  const latest = records[records.length - 1];
  return (
    <Card title={complianceTitle(latest, callStatus)}>
      <RecordFacts record={latest} />
      {records.length > 1 && (
        <div className="mt-4 border-t border-slate-100 pt-3">
          <h3 className="text-xs font-semibold uppercase tracking-wide text-slate-500">Decisions</h3>
          <ol className="mt-2 space-y-1 text-sm" aria-label="Compliance decisions">
            {records.map((r, i) => (
              <li key={i} className="flex flex-wrap gap-x-2">
                <span className="text-slate-500">{times.dateTime(r.decided_at)}</span>
                <span className="text-slate-700">{r.stage === 'placement' ? 'Placed' : 'Dial'}:</span>
                <span className={r.allowed ? 'text-emerald-700' : 'text-amber-700'}>
                  {r.allowed ? 'allowed' : `not dialed — ${r.blocks.map((b) => b.rule).join(' ') || 'held'}`}
                </span>
              </li>
            ))}
          </ol>
        </div>
      )}
    </Card>
  );
}

function RecordFacts({ record: r }: { record: ComplianceRecord }) {
  const times = useTimes();
  const rows: [string, React.ReactNode][] = [
    ['Decided', `${times.dateTime(r.decided_at)} (${r.stage === 'placement' ? 'when placed' : 'at the dial'})`],
    [
      'Callee local time',
      r.timezones.length ? r.timezones.map((z, i) => `${wallClock(r.local_time[i] ?? '')} (${z})`).join('; ') : 'Not judged',
    ],
    ['Jurisdictions', r.jurisdictions.join(', ') || '—'],
    [
      'Calling window',
      r.window.length
        ? r.window.map((w) => `${w.jurisdiction ?? 'Account'} ${formatClockRange(w.start, w.end)}${w.days ? ` ${w.days.map((d) => dayNames[d] ?? d).join(' ')}` : ''}`).join('; ')
        : 'Not judged (informational call outside the account\'s hours rules)',
    ],
    ['Holiday', !r.holiday.checked ? 'Not judged' : r.holiday.dates.length ? r.holiday.dates.map((d) => `${d.date} in ${d.jurisdiction}`).join(', ') : 'None that day'],
    ['Dials in 24 h', r.frequency.cap === null ? 'No cap applied' : `${r.frequency.dials_24h ?? 0} of at most ${r.frequency.cap}`],
    ['Do-not-call', r.do_not_call.listed === null ? 'Not judged' : r.do_not_call.listed ? 'Listed' : 'Not listed'],
    [
      'Consent',
      // The consent's id is the one GET /api/v1/consents/{id} reads (the dashboard has no page of consents).
      r.consent
        ? `${r.consent.kind === 'express_written' ? 'Express written' : 'Express'} (${r.consent.scope}), captured ${times.dateTime(r.consent.captured_at)} · consent ${r.consent.id}`
        : 'None on record',
    ],
    ['Destination', `${r.destination.country ?? 'No country'}, ${(r.destination.number_type ?? 'unknown type').replaceAll('_', ' ')}`],
    ['Disclosures', r.disclosures.map((d) => `${d.kind.replaceAll('_', ' ')} (${d.jurisdiction})`).join(', ') || 'None'],
  ];
  if (r.blocks.length) rows.push(['Blocks', <ul key="blocks" className="list-disc pl-4">{r.blocks.map((b, i) => <li key={i}>{b.rule} <span className="text-slate-500">({b.source})</span></li>)}</ul>]);
  rows.push(['Rules version', <span key="v" className="text-xs text-slate-500">{r.rules_version}</span>]);
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm" data-testid="call-compliance">
      {rows.map(([k, v]) => (
        <div key={k} className="contents">
          <dt className="text-slate-500">{k}</dt>
          <dd className="text-slate-900">{v}</dd>
        </div>
      ))}
    </dl>
  );
}
