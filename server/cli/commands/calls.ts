import { addDoNotCallForAccount, removeDoNotCallForAccount } from '../../services/compliance/service';
import { creditAccount } from '../../services/wallet/service';
import { setAccountLimits } from '../../services/accounts/limits';
import { setGrantedCountries } from '../../services/compliance/destination-grants';
import { optionalInt, optionalString, requireId, requireString, usageError, type Command } from '../command';

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
    name: ['wallet', 'limits'],
    usage: 'wallet limits --account ID [--max-live-calls N] [--max-call-seconds N] [--rate-cents N] [--country CC]',
    options: ['account', 'max-live-calls', 'max-call-seconds', 'rate-cents', 'country'],
    run: (db, f) =>
      setAccountLimits(db, requireId(f, 'account'), {
        max_live_calls: optionalInt(f, 'max-live-calls'),
        max_call_seconds: optionalInt(f, 'max-call-seconds'),
        per_minute_rate_cents: optionalInt(f, 'rate-cents'),
        country: optionalString(f, 'country')?.toUpperCase(),
      }),
  },
  {
    name: ['account', 'allow-countries'],
    usage: 'account allow-countries --account ID [--countries CC,CC | --none]',
    options: ['account', 'countries'],
    switches: ['none'],
    run(db, f) {
      const list = optionalString(f, 'countries');
      if (list !== undefined && f.none) throw usageError('--countries and --none exclude each other');
      const countries = f.none ? [] : list?.split(',').map((c) => c.trim()).filter(Boolean);
      return setGrantedCountries(db, requireId(f, 'account'), { countries });
    },
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
