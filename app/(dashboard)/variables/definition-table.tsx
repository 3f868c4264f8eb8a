'use client';

import { variableTypeLabels } from '@/app/_components/labels';
import { Badge } from '@/app/_components/ui/badge';
import { Button } from '@/app/_components/ui/button';
import { Card } from '@/app/_components/ui/card';
import { Empty, ErrorNote, Loading } from '@/app/_components/ui/states';
import { Table, Td } from '@/app/_components/ui/table';
import { api } from '@/app/_trpc/client';
import type { Variable } from '../contacts/context-values';

export function DefinitionTable({ contextType, onEdit }: { contextType: 'contact' | 'business'; onEdit: (v: Variable) => void }) {
  const utils = api.useUtils();
  const defs = api.variables.list.useQuery({ context_type: contextType, limit: 100 });
  const remove = api.variables.delete.useMutation({ onSuccess: () => utils.variables.invalidate() });
  const prefix = contextType === 'business' ? 'business_' : '';
  return (
    <Card title={contextType === 'contact' ? 'Contact variables' : 'Business variables'}>
      <ErrorNote error={remove.error} />
      {defs.isPending ? (
        <Loading what="Loading variables" />
      ) : defs.error ? (
        <ErrorNote error={defs.error} onRetry={() => defs.refetch()} />
      ) : defs.data.variables.length === 0 ? (
        <Empty title="No variables" />
      ) : (
        <Table caption={`${contextType} variables`} head={['Variable', 'Type', 'Description', '']}>
          {defs.data.variables.map((v) => (
            <tr key={v.id}>
              <Td>
                <span className="font-medium text-slate-900">{v.display_name}</span>
                <span className="block font-mono text-xs text-slate-500">{`{{${prefix}${v.name}}}`}</span>
              </Td>
              <Td>
                {variableTypeLabels[v.variable_type]}
                {v.select_options && <span className="block text-xs text-slate-500">{v.select_options.join(', ')}</span>}
              </Td>
              <Td className="max-w-xs text-slate-600">{v.description ?? '—'}</Td>
              <Td className="whitespace-nowrap text-right">
                {v.is_default ? (
                  <Badge>system default</Badge>
                ) : (
                  <span className="inline-flex gap-1">
                    <Button variant="secondary" onClick={() => onEdit(v)} aria-label={`Edit ${v.display_name}`}>
                      Edit
                    </Button>
                    <Button
                      variant="danger"
                      aria-label={`Delete ${v.display_name}`}
                      busy={remove.isPending && remove.variables?.id === v.id}
                      onClick={() => {
                        if (confirm(`Delete ${v.display_name}? Stored values stay on contacts and the business profile.`)) remove.mutate({ id: v.id });
                      }}
                    >
                      Delete
                    </Button>
                  </span>
                )}
              </Td>
            </tr>
          ))}
        </Table>
      )}
    </Card>
  );
}
