'use client';

import { Card } from '@/app/_components/ui/card';
import type { RouterOutputs } from '@/app/_trpc/client';

type Analysis = NonNullable<RouterOutputs['calls']['get']['analysis']>;

const show = (v: unknown) => (v === null || v === undefined ? '—' : typeof v === 'string' ? v : JSON.stringify(v));
const verdict = { true: ['Successful', 'bg-emerald-100 text-emerald-800'], false: ['Not successful', 'bg-red-100 text-red-800'] } as const;

/** What the analysis of the call found: the verdict, the extracted values, what they changed and what was refused. */
export function CallAnalysisCard({ analysis }: { analysis: Analysis }) {
  const values = Object.entries(analysis.structured_data);
  const [label, tone] = analysis.success === null ? ['No success criteria', 'bg-slate-100 text-slate-700'] : verdict[String(analysis.success) as 'true' | 'false'];
  return (
    <Card title="Analysis">
      <p className="mb-3">
        <span className={`rounded-full px-2 py-0.5 text-xs font-medium ${tone}`}>{label}</span>
      </p>
      {values.length > 0 && (
        <dl className="mb-3 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm" aria-label="Extracted values">
          {values.map(([k, v]) => (
            <div key={k} className="contents">
              <dt className="font-mono text-xs text-slate-500">{k}</dt>
              <dd className="text-slate-800">{show(v)}</dd>
            </div>
          ))}
        </dl>
      )}
      <h3 className="mb-1 text-xs font-semibold uppercase tracking-wide text-slate-500">Changes to the contact</h3>
      {analysis.changes?.length ? (
        <ul className="mb-3 space-y-1 text-sm" aria-label="Changes to the contact">
          {analysis.changes.map((c) => (
            <li key={c.variable}>
              <span className="font-mono text-xs">{c.variable}</span>: <span className="text-slate-500 line-through">{show(c.before)}</span> → <span className="font-medium">{show(c.after)}</span>
            </li>
          ))}
        </ul>
      ) : (
        <p className="mb-3 text-sm text-slate-500">Nothing changed.</p>
      )}
      {analysis.errors && analysis.errors.length > 0 && (
        <>
          <h3 className="mb-1 text-xs font-semibold uppercase tracking-wide text-red-700">Not written</h3>
          <ul className="space-y-1 text-sm text-red-800" aria-label="Values not written">
            {analysis.errors.map((e) => (
              <li key={e.variable}><span className="font-mono text-xs">{e.variable}</span>: {e.message}</li>
            ))}
          </ul>
        </>
      )}
    </Card>
  );
}
