'use client';

import { Card } from '@/app/_components/ui/card';
import { Empty, Loading } from '@/app/_components/ui/states';
import { Table, Td } from '@/app/_components/ui/table';
import type { AnalyticsBucketDto } from '@/server/services/analytics/schema';

const rate = (r: number | null | undefined) => (r === null || r === undefined ? '—' : `${Math.round(r * 1000) / 10}%`);

/**
 * Each version of each agent side by side (group_by=agent_version): whether a change of what the agent says helped,
 * in bookings, opt-outs and transfers per answered call.
 */
export function VersionsTable({ buckets }: { buckets: AnalyticsBucketDto[] | undefined }) {
  return (
    <Card title="Booking, opt-out and transfer rates by agent version">
      {!buckets ? (
        <Loading what="Loading versions" />
      ) : buckets.length === 0 ? (
        <Empty title="No calls in this period">Each version of an agent appears here once its calls are placed.</Empty>
      ) : (
        <Table caption="Rates by agent version" head={['Version', 'Calls', 'Answered', 'Booking rate', 'Opt-out rate', 'Transfer rate']}>
          {buckets.map((b) => (
            <tr key={String(b.key)}>
              <Td>{b.label}</Td>
              <Td>{b.calls}</Td>
              <Td>{b.completed}</Td>
              <Td>{rate(b.booking_rate)} ({b.bookings})</Td>
              <Td>{rate(b.opt_out_rate)} ({b.opt_outs ?? 0})</Td>
              <Td>{rate(b.transfer_rate)} ({b.transfers ?? 0})</Td>
            </tr>
          ))}
        </Table>
      )}
    </Card>
  );
}
