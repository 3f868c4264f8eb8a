'use client';

import { Badge } from '@/app/_components/ui/badge';
import type { RouterOutputs } from '@/app/_trpc/client';

type Run = RouterOutputs['agentTests']['getRun']['run'];
type Result = Run['results'][number];

const runTone = { running: 'blue', passed: 'green', failed: 'red', error: 'amber' } as const;
const roleLabel: Record<string, string> = { assistant: 'Agent', user: 'Caller', tool: 'Tool' };

/** A run's verdicts: for each test, its failures in words, and the transcript beside what the conversation did. */
export function TestRunResults({ run }: { run: Run }) {
  return (
    <div className="space-y-4" data-testid="test-run">
      <p className="flex items-center gap-2 text-sm text-slate-700">
        <Badge tone={runTone[run.status]}>{run.status}</Badge>
        {run.progress.done} of {run.progress.total} tests judged
        {run.error && <span className="text-amber-800">: {run.error}</span>}
      </p>
      {run.results.map((r) => <ResultView key={r.test_id} result={r} />)}
    </div>
  );
}

function ResultView({ result }: { result: Result }) {
  const { bookings, opt_outs: optOuts, transfers, variables } = result.effects;
  const vars = Object.entries(variables);
  return (
    <article className="rounded-md border border-slate-200 p-3" aria-label={result.name}>
      <h3 className="flex items-center gap-2 text-sm font-medium text-slate-900">
        <Badge tone={result.error ? 'amber' : result.passed ? 'green' : 'red'}>{result.error ? 'error' : result.passed ? 'passed' : 'failed'}</Badge>
        {result.name}
      </h3>
      {result.error && <p className="mt-2 text-sm text-amber-800">{result.error}</p>}
      {result.failures.length > 0 && (
        <ul className="mt-2 list-disc space-y-1 pl-5 text-sm text-red-700">
          {result.failures.map((f) => <li key={f}>{f}</li>)}
        </ul>
      )}
      <div className="mt-3 grid gap-4 md:grid-cols-2">
        <div>
          <h4 className="mb-1 text-xs font-semibold uppercase tracking-wide text-slate-500">Transcript</h4>
          <ol className="space-y-1 text-sm">
            {result.transcript.map((l, i) => (
              <li key={i} className={l.role === 'tool' ? 'font-mono text-xs text-slate-500' : 'text-slate-800'}>
                <span className="font-medium">{roleLabel[l.role] ?? l.role}:</span> {l.text}
              </li>
            ))}
          </ol>
        </div>
        <div>
          <h4 className="mb-1 text-xs font-semibold uppercase tracking-wide text-slate-500">What it did (rolled back)</h4>
          <dl className="space-y-1 text-sm text-slate-800">
            <div><dt className="inline font-medium">Bookings: </dt><dd className="inline">{bookings.length ? bookings.map((b) => `${b.title ?? b.event_type} at ${b.start}`).join('; ') : 'none'}</dd></div>
            <div><dt className="inline font-medium">Opt-outs: </dt><dd className="inline">{optOuts.length ? optOuts.map((o) => o.number).join(', ') : 'none'}</dd></div>
            <div><dt className="inline font-medium">Transfers: </dt><dd className="inline">{transfers.length ? transfers.map((t) => t.to ?? 'a person').join(', ') : 'none'}</dd></div>
            <div><dt className="inline font-medium">Variables: </dt><dd className="inline">{vars.length ? vars.map(([k, v]) => `${k} = ${JSON.stringify(v)}`).join(', ') : 'none'}</dd></div>
          </dl>
        </div>
      </div>
    </article>
  );
}
