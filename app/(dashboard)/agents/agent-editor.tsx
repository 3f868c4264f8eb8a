'use client';

import { useState } from 'react';
import { PageHeader } from '@/app/_components/ui/card';
import { useTimes } from '@/app/_components/use-times';
import { ErrorNote, Loading, Notice } from '@/app/_components/ui/states';
import { api } from '@/app/_trpc/client';
import { AgentForm } from './agent-form';
import { AgentVersionsCard } from './agent-versions';
import { AgentTestsCard } from './agent-tests-card';
import { ArchiveAgentButton } from './archive-agent';
import { SimulateInboundButton } from './simulate-inbound';
import { TestCallButton } from './test-call';

export function AgentEditor({ agentId }: { agentId: number | null }) {
  const times = useTimes();
  const [restores, setRestores] = useState(0);
  const agent = api.agents.get.useQuery({ id: agentId ?? 0 }, { enabled: agentId !== null });
  if (agentId === null) {
    return (
      <>
        <PageHeader title="New agent" />
        <AgentForm agent={null} />
      </>
    );
  }
  if (agent.isPending) return <Loading what="Loading agent" />;
  if (agent.error) return <ErrorNote error={agent.error} onRetry={() => agent.refetch()} />;
  return (
    <>
      <PageHeader
        title={agent.data.name}
        description={`Assistant id ${agent.data.assistant_id}`}
        actions={<div className="flex flex-wrap gap-2"><TestCallButton agent={agent.data} /><SimulateInboundButton agent={agent.data} /><ArchiveAgentButton agent={agent.data} /></div>}
      />
      {agent.data.archived_at && (
        <div className="mb-4">
          <Notice tone="warning">Archived {times.dateTime(agent.data.archived_at)}: this agent places no new calls. Its calls stay in the history.</Notice>
        </div>
      )}
      {/* A restore replaces what the form holds: it starts again from the restored agent. */}
      <AgentForm key={`${agent.data.id}:${restores}`} agent={agent.data} />
      <AgentTestsCard agentId={agent.data.id} />
      <div className="mt-6">
        <AgentVersionsCard agent={agent.data} onRestored={() => setRestores((n) => n + 1)} />
      </div>
    </>
  );
}
