'use client';

import { useState } from 'react';
import { Badge } from '@/app/_components/ui/badge';
import { Button } from '@/app/_components/ui/button';
import { PageHeader } from '@/app/_components/ui/card';
import { Dialog } from '@/app/_components/ui/dialog';
import { Table, Td } from '@/app/_components/ui/table';
import { Empty, ErrorNote, Loading, Notice } from '@/app/_components/ui/states';
import { usePhoneDisplay } from '@/app/_components/use-phone-display';
import { useTimes } from '@/app/_components/use-times';
import { api } from '@/app/_trpc/client';
import type { PhoneNumberDto } from '@/server/services/phone-numbers/schema';
import { agentNames, answerRateLabel, todayLabel } from './health';
import { PhoneNumberForm } from './phone-number-form';
import { RestFloor } from './rest-floor';

export function PhoneNumbersView() {
  const me = api.auth.me.useQuery();
  const canClear = me.data?.role === 'owner' || me.data?.role === 'admin';
  const agents = api.agents.list.useQuery();
  const list = api.phoneNumbers.list.useQuery({ page: 1, limit: 100 }, { refetchInterval: 60_000 });
  const [editing, setEditing] = useState<PhoneNumberDto | 'new' | null>(null);
  const [removing, setRemoving] = useState<PhoneNumberDto | null>(null);
  const utils = api.useUtils();
  const update = api.phoneNumbers.update.useMutation({ onSuccess: () => utils.phoneNumbers.list.invalidate() });
  const remove = api.phoneNumbers.delete.useMutation({ onSuccess: () => utils.phoneNumbers.list.invalidate() });
  const times = useTimes();
  const shown = usePhoneDisplay();

  return (
    <>
      <PageHeader
        title="Phone numbers"
        description="The numbers your agents call from. A campaign call goes out from a number with the callee's area code, else one in the callee's state, else the agent's own; never from a number that reached its calls per day or that rests for a low answer rate."
        actions={<Button onClick={() => setEditing('new')}>Add number</Button>}
      />
      {update.error && <ErrorNote error={update.error} />}
      <div className="mb-4">
        <RestFloor canChange={canClear} />
      </div>
      {list.isPending ? (
        <Loading what="Loading phone numbers" />
      ) : list.error ? (
        <ErrorNote error={list.error} onRetry={() => list.refetch()} />
      ) : list.data.phone_numbers.length === 0 ? (
        <Empty title="No phone numbers yet">
          Campaign calls go out from each agent&apos;s own number. Add numbers to call from one near each callee and to spread calls over several numbers.
        </Empty>
      ) : (
        <>
          {list.data.phone_numbers.some((n) => n.resting) && (
            <Notice tone="warning">
              Resting numbers are not used until an owner or admin clears them: too few of their calls were answered over the last 7 days.
            </Notice>
          )}
          <Table caption="Phone numbers" head={['Number', 'Agents', 'Calls today', 'Answered (7 days)', 'Status', 'Actions']}>
            {list.data.phone_numbers.map((n) => (
              <tr key={n.id}>
                <Td className="whitespace-nowrap font-mono text-slate-900">{shown(n.phone_number)}</Td>
                <Td>{agentNames(n.agent_ids, agents.data?.agents)}</Td>
                <Td>{todayLabel(n)}</Td>
                <Td>{answerRateLabel(n)}</Td>
                <Td>
                  {n.resting ? <Badge tone="amber">resting</Badge> : n.calls_today >= n.max_calls_per_day ? <Badge tone="gray">at today&apos;s cap</Badge> : <Badge tone="green">active</Badge>}
                  {n.resting_since && <span className="block text-xs text-slate-500">since {times.dateTime(n.resting_since)}</span>}
                </Td>
                <Td>
                  <div className="flex flex-wrap gap-2">
                    <Button variant="secondary" onClick={() => setEditing(n)}>
                      Edit<span className="sr-only"> {shown(n.phone_number)}</span>
                    </Button>
                    {n.resting && canClear && (
                      <Button variant="secondary" busy={update.isPending && update.variables?.id === n.id} onClick={() => update.mutate({ id: n.id, patch: { resting: false } })}>
                        Clear resting<span className="sr-only"> {shown(n.phone_number)}</span>
                      </Button>
                    )}
                    <Button variant="secondary" onClick={() => setRemoving(n)}>
                      Delete<span className="sr-only"> {shown(n.phone_number)}</span>
                    </Button>
                  </div>
                </Td>
              </tr>
            ))}
          </Table>
        </>
      )}
      <Dialog open={editing !== null} onClose={() => setEditing(null)} title={editing === 'new' ? 'Add a phone number' : `Edit ${editing ? shown(editing.phone_number) : ''}`}>
        {editing !== null && <PhoneNumberForm number={editing === 'new' ? undefined : editing} onDone={() => setEditing(null)} />}
      </Dialog>
      <Dialog open={removing !== null} onClose={() => setRemoving(null)} title={`Delete ${removing ? shown(removing.phone_number) : ''}?`}>
        <p className="text-sm text-slate-700">Campaigns stop calling from it. Calls it already placed keep it as their number.</p>
        {remove.error && <ErrorNote error={remove.error} />}
        <div className="mt-4 flex flex-wrap gap-2">
          <Button variant="danger" busy={remove.isPending} onClick={() => removing && remove.mutate({ id: removing.id }, { onSuccess: () => setRemoving(null) })}>
            Delete number
          </Button>
          <Button variant="secondary" onClick={() => setRemoving(null)}>
            Cancel
          </Button>
        </div>
      </Dialog>
    </>
  );
}
