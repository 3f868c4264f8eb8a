'use client';

import { useState } from 'react';
import { Button } from '@/app/_components/ui/button';
import { Card } from '@/app/_components/ui/card';
import { Dialog } from '@/app/_components/ui/dialog';
import { Empty, ErrorNote, Loading } from '@/app/_components/ui/states';
import { api } from '@/app/_trpc/client';
import { AgentTestForm } from './agent-test-form';
import { TestRunResults } from './test-run-results';

/**
 * The agent's conversation tests: the list, a scripted test to add, and a run whose verdicts appear as each test is
 * judged (the page asks again every second while the run is running).
 */
export function AgentTestsCard({ agentId }: { agentId: number }) {
  const utils = api.useUtils();
  const [adding, setAdding] = useState(false);
  const [runId, setRunId] = useState<number | null>(null);
  const tests = api.agentTests.list.useQuery({ agentId });
  const run = api.agentTests.getRun.useQuery({ id: runId ?? 0 }, {
    enabled: runId !== null,
    refetchInterval: (q) => (q.state.data?.run.status === 'running' ? 1000 : false),
  });
  const start = api.agentTests.run.useMutation({ onSuccess: ({ run: r }) => setRunId(r.id) });
  const remove = api.agentTests.remove.useMutation({ onSuccess: () => utils.agentTests.list.invalidate({ agentId }) });
  const list = tests.data?.data ?? [];
  return (
    <Card
      title="Tests"
      className="mt-6"
      actions={(
        <div className="flex gap-2">
          <Button variant="secondary" onClick={() => setAdding(true)}>Add a test</Button>
          {list.length > 0 && <Button onClick={() => start.mutate({ agentId })} busy={start.isPending || run.data?.run.status === 'running'}>Run tests</Button>}
        </div>
      )}
    >
      <Dialog open={adding} onClose={() => setAdding(false)} title="Add a test">
        <AgentTestForm agentId={agentId} onSaved={() => setAdding(false)} />
      </Dialog>
      {tests.isPending && <Loading what="Loading tests" />}
      <ErrorNote error={tests.error ?? start.error ?? remove.error} />
      {tests.data && list.length === 0 && (
        <Empty title="No tests yet">
          A test is a conversation in text with this agent: what a caller says, and what the agent must do (book, opt out, transfer) and
          say. Its tools run for real, and nothing it does is kept.
        </Empty>
      )}
      {list.length > 0 && (
        <ul className="divide-y divide-slate-100 text-sm">
          {list.map((t) => (
            <li key={t.id} className="flex items-center justify-between gap-2 py-2">
              <span>
                <span className="font-medium text-slate-900">{t.name}</span>
                <span className="ml-2 text-slate-500">{'lines' in t.caller ? `${t.caller.lines.length} caller lines` : `persona, up to ${t.caller.max_turns} turns`}</span>
              </span>
              <Button variant="ghost" onClick={() => remove.mutate({ agentId, testId: t.id })} aria-label={`Delete ${t.name}`}>Delete</Button>
            </li>
          ))}
        </ul>
      )}
      {run.data && <div className="mt-4"><TestRunResults run={run.data.run} /></div>}
    </Card>
  );
}
