'use client';

import { Card } from '@/app/_components/ui/card';
import type { RouterOutputs } from '@/app/_trpc/client';

type Call = RouterOutputs['calls']['get'];
type Kind = Call['disclosures'][number]['kind'];

const kindLabels: Record<Kind, string> = {
  ai: 'AI voice',
  recording: 'Recording',
  recording_consent: 'Recording consent',
};

const kindWhat: Record<Kind, string> = {
  ai: 'The callee is told the voice is an AI assistant.',
  recording: 'The callee is told the call is recorded.',
  recording_consent: 'The callee is told the call is recorded and may refuse it.',
};

const jurisdictionLabel = (j: string) => (j === '*' ? 'Every call' : j);

function CheckResult({ call }: { call: Call }) {
  switch (call.disclosure_check) {
    case 'said':
      return <p className="text-sm text-emerald-800"><span className="rounded-full bg-emerald-100 px-2 py-0.5 text-xs font-medium">Said</span> The agent said every required disclosure at the start of the call.</p>;
    case 'missing':
      return (
        <div role="alert" className="rounded-md border border-red-300 bg-red-50 p-3 text-sm text-red-900">
          <p className="font-semibold">Required disclosure missing</p>
          <p className="mt-1">
            The agent did not say {(call.disclosure_missing ?? []).map((k) => kindLabels[k].toLowerCase()).join(' and ') || 'a required disclosure'} in
            its first two lines or first 30 seconds. The call was flagged (webhook <code>call.compliance_flagged</code>). Put{' '}
            <code>{'{{disclosure}}'}</code> at the start of the agent&apos;s first message.
          </p>
        </div>
      );
    case 'not_checked':
      return <p className="text-sm text-slate-600"><span className="rounded-full bg-slate-100 px-2 py-0.5 text-xs font-medium">Not checked</span> The call was not answered, or the agent said nothing to check.</p>;
    default:
      return <p className="text-sm text-slate-500">Checked once the call is over and its transcript is in.</p>;
  }
}

/** What the call had to tell the callee, why (each table row and its source), and whether the agent said it. */
export function CallDisclosuresCard({ call }: { call: Call }) {
  const sentence = typeof call.variables.disclosure === 'string' ? call.variables.disclosure : null;
  return (
    <Card title="Disclosures">
      <div data-testid="call-disclosure-check" className="mb-3">
        <CheckResult call={call} />
      </div>
      {call.disclosures.length === 0 ? (
        <p className="text-sm text-slate-500">No disclosure was recorded for this call.</p>
      ) : (
        <>
          {sentence && (
            <p className="mb-3 text-sm text-slate-700">
              <span className="text-slate-500">Sentence (<code>{'{{disclosure}}'}</code>): </span>“{sentence}”
            </p>
          )}
          <ul className="space-y-2 text-sm" aria-label="Required disclosures">
            {call.disclosures.map((d, i) => (
              <li key={`${d.kind}-${d.jurisdiction}-${i}`}>
                <span className="font-medium text-slate-900">{kindLabels[d.kind]}</span>
                <span className="text-slate-500"> · {jurisdictionLabel(d.jurisdiction)}</span>
                <span className="block text-slate-700">{kindWhat[d.kind]}</span>
                <span className="block text-xs text-slate-500">{d.source}</span>
              </li>
            ))}
          </ul>
        </>
      )}
    </Card>
  );
}
