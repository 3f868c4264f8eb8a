'use client';

import Link from 'next/link';
import { Badge } from '@/app/_components/ui/badge';
import { ButtonLink } from '@/app/_components/ui/button';
import { PageHeader } from '@/app/_components/ui/card';
import { Empty, ErrorNote, Loading } from '@/app/_components/ui/states';
import { Table, Td } from '@/app/_components/ui/table';
import { api } from '@/app/_trpc/client';

export function AgentList() {
  const agents = api.agents.list.useQuery();
  return (
    <>
      <PageHeader
        title="Agents"
        description="Each agent has a role, a phone number to call from, a model, a voice, and instructions that may use your context variables."
        actions={<ButtonLink href="/agents/new">New agent</ButtonLink>}
      />
      {agents.isPending ? (
        <Loading what="Loading agents" />
      ) : agents.error ? (
        <ErrorNote error={agents.error} onRetry={() => agents.refetch()} />
      ) : agents.data.agents.length === 0 ? (
        <Empty title="No agents yet">Create your first agent to start making calls.</Empty>
      ) : (
        <Table caption="Agents" head={['Name', 'Role', 'Phone number', 'Model', 'Voice', 'Calls', 'Minutes']}>
          {agents.data.agents.map((a) => (
            <tr key={a.id}>
              <Td>
                <Link href={`/agents/${a.id}`} className="font-medium text-indigo-700 hover:underline">
                  {a.name}
                </Link>
              </Td>
              <Td>{a.role}</Td>
              <Td>{a.phone_number ?? <Badge tone="amber">no number</Badge>}</Td>
              <Td>{a.model}</Td>
              <Td>{a.voice_id}</Td>
              <Td>{a.total_calls}</Td>
              <Td>{a.minutes_used}</Td>
            </tr>
          ))}
        </Table>
      )}
    </>
  );
}
