'use client';

import { Card } from '@/app/_components/ui/card';
import { useTimes } from '@/app/_components/use-times';
import { ErrorNote } from '@/app/_components/ui/states';
import { Table, Td } from '@/app/_components/ui/table';
import { api } from '@/app/_trpc/client';

const crmNames = { gohighlevel: 'HighLevel', hubspot: 'HubSpot' } as const;

/** A value as a person reads it: text as it is, a list joined, anything else as JSON. */
const shown = (v: unknown) => (typeof v === 'string' ? v : Array.isArray(v) ? v.join(', ') : JSON.stringify(v));

/**
 * The CRM's changes this contact's newer edits here won over (the newest write wins), newest first, each with the
 * values the CRM held. Shown only for a contact that has some: most contacts never do.
 */
export function ContactCrmConflicts({ contactId }: { contactId: number }) {
  const times = useTimes();
  const list = api.crmConnections.conflictsOf.useQuery({ contact_id: contactId });
  if (list.isPending) return null;
  if (list.error) return <Card title="Changes from the CRM not applied"><ErrorNote error={list.error} onRetry={() => list.refetch()} /></Card>;
  if (!list.data.conflicts.length) return null;
  return (
    <Card title="Changes from the CRM not applied">
      <p className="mb-3 text-sm text-slate-600">
        The contact was changed here after the CRM&apos;s change, so the newer values here were kept. What the CRM said is below;
        edit the contact to take any of it.
      </p>
      <ul className="space-y-4">
        {list.data.conflicts.map((c) => (
          <li key={c.id}>
            <p className="text-sm text-slate-800">
              {crmNames[c.provider]} changed it {times.dateTime(c.crm_updated_at)}; changed here {times.dateTime(c.contact_updated_at)}.
            </p>
            <Table caption={`${crmNames[c.provider]} values not applied`} head={['Field', `In ${crmNames[c.provider]}`]}>
              {Object.entries(c.fields).map(([field, value]) => (
                <tr key={field}>
                  <Td className="font-mono text-xs">{field}</Td>
                  <Td>{shown(value)}</Td>
                </tr>
              ))}
            </Table>
          </li>
        ))}
      </ul>
    </Card>
  );
}
