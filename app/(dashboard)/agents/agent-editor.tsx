'use client';

import { PageHeader } from '@/app/_components/ui/card';
import { ErrorNote, Loading } from '@/app/_components/ui/states';
import { api } from '@/app/_trpc/client';
import { AgentForm } from './agent-form';
import { TestCallButton } from './test-call';

export function AgentEditor({ agentId }: { agentId: number | null }) {
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
      <PageHeader title={agent.data.name} description={`Assistant id ${agent.data.assistant_id}`} actions={<TestCallButton agent={agent.data} />} />
      <AgentForm key={agent.data.id} agent={agent.data} />
    </>
  );
}
