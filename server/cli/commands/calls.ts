import { addDoNotCallForAccount, creditAccount, removeDoNotCallForAccount } from '../../services/calls/service';
import { optionalString, requireId, requireString, usageError, type Command } from '../command';

function requireCents(value: string): number {
  if (!/^\d+$/.test(value) || !Number.isSafeInteger(Number(value)) || Number(value) < 1) {
    throw usageError(`--amount-cents must be a positive whole number of cents, got "${value}"`);
  }
  return Number(value);
}

export const callCommands: Command[] = [
  {
    name: ['wallet', 'credit'],
    usage: 'wallet credit --account ID --amount-cents N [--description TEXT]',
    options: ['account', 'amount-cents', 'description'],
    run: (db, f) =>
      creditAccount(db, requireId(f, 'account'), requireCents(requireString(f, 'amount-cents')), {
        description: optionalString(f, 'description') ?? 'Credit (CLI)',
      }),
  },
  {
    name: ['dnc', 'add'],
    usage: 'dnc add --account ID --number E164 [--reason TEXT]',
    options: ['account', 'number', 'reason'],
    async run(db, f) {
      const { entry } = await addDoNotCallForAccount(db, requireId(f, 'account'), {
        number: requireString(f, 'number'),
        reason: optionalString(f, 'reason'),
      });
      return { number: entry.number };
    },
  },
  {
    name: ['dnc', 'remove'],
    usage: 'dnc remove --account ID --number E164 [--reason TEXT]',
    options: ['account', 'number', 'reason'],
    run: (db, f) =>
      removeDoNotCallForAccount(db, requireId(f, 'account'), requireString(f, 'number'), { reason: optionalString(f, 'reason') }),
  },
];
