'use client';

import Link from 'next/link';
import { useState } from 'react';
import { BILLED_MINUTES } from '@/app/_components/minutes';
import { Badge } from '@/app/_components/ui/badge';
import { ButtonLink } from '@/app/_components/ui/button';
import { PageHeader } from '@/app/_components/ui/card';
import { Checkbox } from '@/app/_components/ui/field';
import { useTimes } from '@/app/_components/use-times';
import { Empty, ErrorNote, Loading } from '@/app/_components/ui/states';
import { Table, Td } from '@/app/_components/ui/table';
import { api, type RouterOutputs } from '@/app/_trpc/client';

type Agent = RouterOutputs['agents']['list']['agents'][number] & { archived_at?: string | null };

export function AgentList() {
  const [showArchived, setShowArchived] = useState(false);
  const agents = api.agents.list.useQuery();
  const archived = api.agents.listArchived.useQuery(undefined, { enabled: showArchived });
  return (
    <>
      <PageHeader
        title="Agents"
        description="Each agent has a role, a phone number to call from, a model, a voice, and instructions that may use your context variables."
        actions={<ButtonLink href="/agents/new">New agent</ButtonLink>}
      />
      <div className="mb-4">
        <Checkbox
          label="Show archived"
          hint="Archived agents keep their calls but place no new ones."
          checked={showArchived}
          onChange={(e) => setShowArchived(e.target.checked)}
        />
      </div>
      {agents.isPending ? (
        <Loading what="Loading agents" />
      ) : agents.error ? (
        <ErrorNote error={agents.error} onRetry={() => agents.refetch()} />
      ) : agents.data.agents.length === 0 ? (
        <Empty title={showArchived ? 'No active agents' : 'No agents yet'}>Create your first agent to start making calls.</Empty>
      ) : (
        <AgentTable agents={agents.data.agents} />
      )}
      {showArchived && (
        <section aria-label="Archived agents" className="mt-8">
          <h2 className="mb-3 text-base font-semibold text-slate-900">Archived agents</h2>
          {archived.isPending ? (
            <Loading what="Loading archived agents" />
          ) : archived.error ? (
            <ErrorNote error={archived.error} onRetry={() => archived.refetch()} />
          ) : archived.data.agents.length === 0 ? (
            <Empty title="No archived agents">Archive an agent from its page to take it off this list while keeping its calls.</Empty>
          ) : (
            <AgentTable agents={archived.data.agents} archived />
          )}
        </section>
      )}
    </>
  );
}

function AgentTable({ agents, archived }: { agents: Agent[]; archived?: boolean }) {
  const times = useTimes();
  return (
    <Table
      caption={archived ? 'Archived agents' : 'Agents'}
      head={['Name', 'Role', 'Phone number', 'Model', 'Voice', 'Calls', <abbr key="m" title="Every started minute of each call, as the wallet is charged" className="no-underline">{BILLED_MINUTES}</abbr>]}
    >
      {agents.map((a) => (
        <tr key={a.id}>
          <Td>
            <Link href={`/agents/${a.id}`} className="font-medium text-indigo-700 hover:underline">
              {a.name}
            </Link>
            {a.archived_at && <span className="block text-xs text-slate-500">Archived {times.dateTime(a.archived_at)}</span>}
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
  );
}
