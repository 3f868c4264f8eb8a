import type { LedgerEntryDto } from '@/server/services/wallet/schema';

/** What the ledger's "What" cell shows after the kind's badge: words, and the call as a link when there is one. */
export interface LedgerLine {
  /** The call's page and the call's public id, for a charge of a call. */
  call?: { href: string; label: string };
  text: string;
}

/**
 * A call's charge is stored as "Call call_…, 2 billed minutes" (the REST description, unchanged). Beside the "call"
 * badge the leading word would read twice ("call Call call_…"), so the cell shows the call id as a link to the call
 * and the rest as words; any other entry keeps its description.
 */
export function ledgerLine(entry: Pick<LedgerEntryDto, 'kind' | 'call_id' | 'description'>): LedgerLine {
  if (entry.call_id === null) return { text: entry.description };
  const m = /^Call (\S+?)(,.*)?$/.exec(entry.description);
  if (!m) return { call: { href: `/calls/${entry.call_id}`, label: 'the call' }, text: ` ${entry.description}` };
  return { call: { href: `/calls/${entry.call_id}`, label: m[1] }, text: m[2] ?? '' };
}
