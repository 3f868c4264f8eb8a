'use client';

import { Badge } from '@/app/_components/ui/badge';
import { Button } from '@/app/_components/ui/button';
import { useTimes } from '@/app/_components/use-times';
import { Empty, ErrorNote, Loading } from '@/app/_components/ui/states';
import { Table, Td } from '@/app/_components/ui/table';
import { api } from '@/app/_trpc/client';
import { permissions } from '@/server/auth/permissions';

export function KeyList() {
  const times = useTimes();
  const utils = api.useUtils();
  const keys = api.apiKeys.list.useQuery();
  const me = api.auth.me.useQuery();
  // Owners and admins also see their account's other users' keys: say whose each one is.
  const members = api.team.members.useQuery();
  const owner = (userId: number) => (userId === me.data?.id ? 'You' : (members.data?.find((m) => m.id === userId)?.email ?? `User ${userId}`));
  const revoke = api.apiKeys.revoke.useMutation({ onSuccess: () => utils.apiKeys.list.invalidate() });

  if (keys.isPending) return <Loading what="Loading keys" />;
  if (keys.error) return <ErrorNote error={keys.error} onRetry={() => keys.refetch()} />;
  if (keys.data.length === 0) return <Empty title="No API keys yet">Create one to call the REST API.</Empty>;

  return (
    <>
      <ErrorNote error={revoke.error} />
      <Table caption="API keys" head={['Name', 'Key', 'User', 'Permissions', 'Created', 'Last used', 'Status', '']}>
        {keys.data.map((k) => (
          <tr key={k.id}>
            <Td className="whitespace-nowrap font-medium text-slate-900">{k.name}</Td>
            <Td className="whitespace-nowrap font-mono text-xs">{k.prefix}…</Td>
            <Td>{owner(k.user_id)}</Td>
            <Td>
              <span title={k.permissions.join(', ')}>{k.permissions.length} of {permissions.length}</span>
            </Td>
            <Td className="whitespace-nowrap">{times.dateTime(k.created_at)}</Td>
            <Td className="whitespace-nowrap">{k.last_used_at ? times.dateTime(k.last_used_at) : 'Never'}</Td>
            <Td>{k.revoked_at ? <Badge tone="red">revoked</Badge> : <Badge tone="green">active</Badge>}</Td>
            <Td className="text-right">
              {!k.revoked_at && (
                <Button
                  variant="danger"
                  busy={revoke.isPending && revoke.variables?.id === k.id}
                  onClick={() => {
                    if (confirm(`Revoke "${k.name}"? Requests with it will fail at once.`)) revoke.mutate({ id: k.id });
                  }}
                >
                  Revoke
                </Button>
              )}
            </Td>
          </tr>
        ))}
      </Table>
    </>
  );
}
