import { describe, expect, it } from 'vitest';
import { ledgerLine } from './ledger-line';

describe('ledgerLine', () => {
  it.each([
    ['a call charge with its minutes', { kind: 'call_debit', call_id: 12, description: 'Call call_e56d, 2 billed minutes' },
      { call: { href: '/calls/12', label: 'call_e56d' }, text: ', 2 billed minutes' }],
    ['a call charge without minutes', { kind: 'call_debit', call_id: 7, description: 'Call call_ab12' },
      { call: { href: '/calls/7', label: 'call_ab12' }, text: '' }],
    ['a charge of a call worded otherwise', { kind: 'call_debit', call_id: 9, description: 'Adjustment' },
      { call: { href: '/calls/9', label: 'the call' }, text: ' Adjustment' }],
    ['a credit', { kind: 'credit', call_id: null, description: 'Top-up' }, { text: 'Top-up' }],
  ] as const)('%s', (_name, entry, line) => {
    expect(ledgerLine(entry)).toEqual(line);
  });

  it('never repeats the badge\'s word before the call', () => {
    const line = ledgerLine({ kind: 'call_debit', call_id: 1, description: 'Call call_x, 1 billed minute' });
    expect(`${line.call!.label}${line.text}`).not.toMatch(/^Call /);
  });
});
