import { resealStoredSecrets, unreadableSummary, type ResealReport } from '../../db/sealed-secrets';
import type { ReportCommand } from '../command';
import { table } from '../table';

/**
 * `secrets reseal`: every sealed column re-sealed under the current key (ENCRYPTION_KEY), after a key change or once
 * the old keys are listed in ENCRYPTION_KEYS_PREVIOUS, so the old keys can then be dropped. The start-up step does
 * the same; this does it on demand and says what it did. Safe to interrupt and run again: each row is rewritten
 * alone. Exit code 1 while some values still do not open.
 */
export const secretsCommands: ReportCommand[] = [
  {
    name: ['secrets', 'reseal'],
    usage: 'secrets reseal                                              → { ok, key_id, resealed, unreadable, unreadable_key_ids, columns: [{ table, holds, resealed, unreadable }] }',
    options: [],
    async report(openDb) {
      // The schema as it is: opening with migrations would run the same step first and leave nothing to report.
      const report = await resealStoredSecrets(await openDb({ migrate: false }));
      return { code: report.unreadable > 0 ? 1 : 0, result: resultOf(report), text: textOf(report) };
    },
  },
];

const resultOf = (r: ResealReport) => ({
  ok: r.unreadable === 0,
  key_id: r.keyId,
  resealed: r.resealed,
  unreadable: r.unreadable,
  unreadable_key_ids: r.unreadableKeyIds,
  columns: r.columns,
});

function textOf(r: ResealReport): string {
  const rows = table(r.columns, [['Holds', (c) => c.holds], ['Resealed', (c) => c.resealed], ['Unreadable', (c) => c.unreadable]], '');
  const outcome = r.unreadable > 0
    ? unreadableSummary(r)
    : `Every sealed secret is under key ${r.keyId} (${r.resealed} re-sealed now).`;
  return `${rows}\n${outcome}`;
}
