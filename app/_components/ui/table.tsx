// The key column stays in view while a wide table scrolls sideways (a phone shows only its first columns).
const pinFirst =
  '[&_tr>*:first-child]:sticky [&_tr>*:first-child]:left-0 [&_tr>*:first-child]:z-10 ' +
  '[&_tbody_tr>*:first-child]:bg-white [&_thead_tr>*:first-child]:bg-slate-50';
// With a narrow selection column first, the column after it (the name) is pinned beside it.
const pinSecond =
  '[&_tr>*:first-child]:w-10 [&_tr>*:first-child]:px-3 [&_tr>*:nth-child(2)]:sticky [&_tr>*:nth-child(2)]:left-10 [&_tr>*:nth-child(2)]:z-10 ' +
  '[&_tbody_tr>*:nth-child(2)]:bg-white [&_thead_tr>*:nth-child(2)]:bg-slate-50';

/** The column names a phone shows beside each cell (`--col-N`, read by globals.css); headers that are not text get none. */
function columnLabels(head: React.ReactNode[]): React.CSSProperties {
  const vars: Record<string, string> = {};
  head.forEach((h, i) => {
    if (typeof h === 'string' && h.trim()) vars[`--col-${i + 1}`] = JSON.stringify(h);
  });
  return vars as React.CSSProperties;
}

/**
 * A list as a table. The scroll box is a named, focusable region, so a keyboard can scroll it too; `pin` leading
 * columns (1, or 2 when the first is a checkbox) stay in view while it scrolls. Below 640 px (the `table-cards`
 * rules in globals.css) each row becomes a card with one line per cell, its column's name first, so a phone shows
 * every column, status, cost and tags included, without scrolling sideways.
 */
export function Table({ caption, head, children, pin = 1 }: { caption: string; head: React.ReactNode[]; children: React.ReactNode; pin?: 1 | 2 }) {
  return (
    <div
      role="region"
      aria-label={caption}
      tabIndex={0}
      className="relative overflow-x-auto rounded-lg border border-slate-200 bg-white shadow-sm focus-visible:outline-2 focus-visible:outline-indigo-600"
    >
      <table className={`table-cards min-w-full divide-y divide-slate-200 text-sm ${pinFirst} ${pin === 2 ? pinSecond : ''}`} style={columnLabels(head)}>
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-slate-50">
          <tr>
            {head.map((h, i) => (
              <th key={i} scope="col" className="whitespace-nowrap px-4 py-2 text-left text-xs font-semibold uppercase tracking-wide text-slate-600">
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">{children}</tbody>
      </table>
    </div>
  );
}

/** A cell. Its content sits in a box that is no box on wide screens (`contents`) and the value beside the label on a phone. */
export const Td = ({ children, className = '' }: { children?: React.ReactNode; className?: string }) => (
  <td className={`px-4 py-2 align-top text-slate-700 ${className}`}>
    <div className="table-cell-value contents">{children}</div>
  </td>
);

/**
 * Previous/next under a list. Lists that stop counting past a limit pass `exact={false}` (the total is an
 * estimate, shown as such) and `hasNext` (whether a next page exists, from the answer's next_cursor).
 */
export function Pagination({ page, pages, count, onPage, exact = true, hasNext }: {
  page: number; pages: number; count: number; onPage: (p: number) => void; exact?: boolean; hasNext?: boolean;
}) {
  if (count === 0) return null;
  const about = exact ? '' : 'about ';
  return (
    <nav aria-label="Pagination" className="mt-3 flex items-center justify-between text-sm text-slate-600">
      <span>
        Page {page.toLocaleString('en-US')} of {about}{Math.max(pages, 1).toLocaleString('en-US')} · {about}{count.toLocaleString('en-US')} total
      </span>
      <span className="flex gap-2">
        <button type="button" className="rounded border border-slate-300 bg-white px-2 py-1 disabled:opacity-40" disabled={page <= 1} onClick={() => onPage(page - 1)}>
          Previous
        </button>
        <button type="button" className="rounded border border-slate-300 bg-white px-2 py-1 disabled:opacity-40" disabled={hasNext === undefined ? page >= pages : !hasNext} onClick={() => onPage(page + 1)}>
          Next
        </button>
      </span>
    </nav>
  );
}
