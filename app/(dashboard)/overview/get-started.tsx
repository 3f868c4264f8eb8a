'use client';

import Link from 'next/link';
import { useSyncExternalStore } from 'react';
import { TrialCreditButton } from '@/app/_components/trial-credit-button';
import { Button, ButtonLink } from '@/app/_components/ui/button';
import { Card } from '@/app/_components/ui/card';
import { CopyButton } from '@/app/_components/ui/copy-button';
import { formatCents } from '@/app/_components/ui/format';
import { ErrorNote } from '@/app/_components/ui/states';
import { api, type RouterOutputs } from '@/app/_trpc/client';

const noSubscription = () => () => {};

type GetStarted = RouterOutputs['onboarding']['getStarted'];
type StepId = GetStarted['steps'][number]['id'];

const titles: Record<StepId, string> = {
  agent: 'Create an agent with a phone number',
  credit: 'Add test credit',
  test_call: 'Place a test call',
  calling_rules: 'Choose when API calls may go out',
  webhook: 'Add a webhook',
  api_key: 'Create an API key',
};

/** The same call over REST, ready to paste once a key is at hand. */
function curlLine(origin: string, agentId: number | null): string {
  return `curl -s -X POST ${origin}/api/v1/calls -H "Authorization: Bearer $SWITCHBOARD_API_KEY" ` +
    `-H "Content-Type: application/json" -d '{"agent_id": ${agentId ?? 1}, "phone_number": "+14155550123", "purpose": "informational"}'`;
}

/** The overview's checklist for a new account: each step ticked from real data, gone once done or dismissed. */
export function GetStarted() {
  const utils = api.useUtils();
  const data = api.onboarding.getStarted.useQuery(undefined, { refetchOnMount: 'always' }); // each visit reads the account as it is now
  const dismiss = api.onboarding.dismiss.useMutation({ onSuccess: () => utils.onboarding.invalidate() });
  const origin = useSyncExternalStore(noSubscription, () => window.location.origin, () => 'http://localhost:3000');
  if (!data.data?.show) return null;
  const g = data.data;
  const left = g.steps.filter((s) => !s.done).length;

  const action = (id: StepId): React.ReactNode => {
    switch (id) {
      case 'agent':
        return g.agent ? (
          <Link href={`/agents/${g.agent.id}`} className="text-indigo-700 hover:underline">{g.agent.name} ({g.agent.phone_number})</Link>
        ) : (
          <ButtonLink href="/agents/new" variant="secondary">New agent</ButtonLink>
        );
      case 'credit':
        return g.trial_credit.available ? (
          <TrialCreditButton variant="secondary" />
        ) : (
          <Link href="/team" className="text-indigo-700 hover:underline">Add funds on Team &amp; wallet</Link>
        );
      case 'test_call':
        if (g.first_call_id) return <Link href={`/calls/${g.first_call_id}`} className="text-indigo-700 hover:underline">Your first call</Link>;
        return g.agent ? (
          <span className="text-slate-600">
            Open <Link href={`/agents/${g.agent.id}`} className="text-indigo-700 hover:underline">{g.agent.name}</Link> and press “Test call”.
          </span>
        ) : (
          <span className="text-slate-500">After the agent and the credit.</span>
        );
      case 'calling_rules':
        return (
          <span className="text-slate-600">
            API calls {g.enforce_calling_hours_on_api_calls ? 'wait for' : 'do not wait for'} your calling hours unless they say otherwise;
            the law&apos;s hours always bind marketing calls.{' '}
            {/* Underlined: inside a sentence a link must not be told apart by its colour alone. */}
            <Link href="/compliance" className="text-indigo-700 underline">Review the calling rules</Link>
          </span>
        );
      case 'webhook':
        return <Link href="/webhooks" className="text-indigo-700 hover:underline">Receive call events on your server</Link>;
      case 'api_key':
        return (
          <div className="space-y-2">
            <Link href="/api-keys" className="text-indigo-700 hover:underline">Create a key</Link>
            <span className="text-slate-600">, then place the same call from your terminal:</span>
            <div className="flex flex-wrap items-start gap-2">
              <code data-testid="get-started-curl" className="min-w-0 flex-1 break-all rounded bg-slate-50 px-2 py-1.5 font-mono text-xs text-slate-900 ring-1 ring-slate-200">
                {curlLine(origin, g.agent?.id ?? null)}
              </code>
              <CopyButton text={curlLine(origin, g.agent?.id ?? null)} label="Copy curl" />
            </div>
          </div>
        );
    }
  };

  return (
    <Card
      title="Get started"
      className="mb-6"
      actions={
        <Button variant="ghost" busy={dismiss.isPending} onClick={() => dismiss.mutate()}>
          Dismiss
        </Button>
      }
    >
      <p className="mb-3 text-sm text-slate-600">
        {left} of {g.steps.length} steps left.
        {g.trial_credit.offered && ` Calls here are simulated: nobody is dialed, and the ${formatCents(g.trial_credit.amount_cents)} trial credit pays for them.`}
      </p>
      <ol className="space-y-3" aria-label="Get started steps">
        {g.steps.map((s, i) => (
          <li key={s.id} data-testid={`get-started-${s.id}`} data-done={s.done} className="flex gap-3 text-sm">
            <span
              aria-hidden
              className={`flex size-6 shrink-0 items-center justify-center rounded-full text-xs font-semibold ${s.done ? 'bg-emerald-700 text-white' : 'bg-slate-100 text-slate-600'}`}
            >
              {s.done ? '✓' : i + 1}
            </span>
            <div className="min-w-0 flex-1">
              <p className={`font-medium ${s.done ? 'text-slate-500 line-through' : 'text-slate-900'}`}>
                {titles[s.id]}
                <span className="sr-only">{s.done ? ' (done)' : ' (to do)'}</span>
              </p>
              {!s.done || s.id === 'agent' || s.id === 'test_call' ? <div className="mt-1">{action(s.id)}</div> : null}
            </div>
          </li>
        ))}
      </ol>
      <ErrorNote error={dismiss.error} />
    </Card>
  );
}
