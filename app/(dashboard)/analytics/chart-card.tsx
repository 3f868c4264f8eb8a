'use client';

import { useState } from 'react';
import { Card } from '@/app/_components/ui/card';
import { Empty } from '@/app/_components/ui/states';
import { chartTables, downloadCsv, tableCsv, type Bucket, type ChartTable } from './tables';

/**
 * A chart with the table behind it: a toggle shows the table (for reading exact values and for screen
 * readers), a button downloads it as CSV. `empty` replaces the chart when there is nothing to draw.
 */
export function ChartCard({
  title, table, buckets, file, empty, children, className = '',
}: {
  title: string;
  table: ChartTable;
  buckets: Bucket[];
  file: string;
  empty?: { title: string; hint: string } | null;
  children: React.ReactNode;
  className?: string;
}) {
  const [showTable, setShowTable] = useState(false);
  const columns = chartTables[table];
  const actions = (
    <div className="flex gap-3 text-xs">
      <button type="button" className="text-indigo-700 hover:underline" aria-pressed={showTable} onClick={() => setShowTable((s) => !s)}>
        {showTable ? 'Hide table' : 'Show table'}
      </button>
      <button type="button" className="text-indigo-700 hover:underline" onClick={() => downloadCsv(file, tableCsv(table, buckets))}>
        Download CSV
      </button>
    </div>
  );
  return (
    <Card title={title} actions={actions} className={className}>
      {empty ? <Empty title={empty.title}>{empty.hint}</Empty> : <figure aria-label={title}>{children}</figure>}
      {showTable && (
        <div className="mt-4 max-h-72 overflow-auto rounded border border-slate-200 focus-visible:outline-2 focus-visible:outline-indigo-600" role="region" aria-label={`${title}, table`} tabIndex={0}>
          <table className="min-w-full text-xs">
            <caption className="sr-only">{title}</caption>
            <thead className="sticky top-0 bg-slate-50">
              <tr>
                {columns.map((c) => (
                  <th key={c.header} scope="col" className="px-3 py-1.5 text-left font-semibold text-slate-600">{c.header}</th>
                ))}
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {buckets.map((b) => (
                <tr key={String(b.key)}>
                  {columns.map((c) => (
                    <td key={c.header} className="px-3 py-1 text-slate-700">{String(c.value(b))}</td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </Card>
  );
}
