import { actorForUser } from '../../services/accounts/service';
import { createPhoneNumber, listPhoneNumbers, updatePhoneNumber } from '../../services/phone-numbers/service';
import type { PhoneNumberList } from '../../services/phone-numbers/schema';
import { optionalInt, optionalString, requireId, requireString, usageError, type Command, type Flags } from '../command';
import { table } from '../table';

/** `--agents 1,2`: agent ids (the service checks each one). */
function optionalAgentIds(flags: Flags): number[] | undefined {
  const v = optionalString(flags, 'agents');
  if (v === undefined) return undefined;
  const ids = v.split(',').map((t) => t.trim()).filter(Boolean);
  if (!ids.every((t) => /^\d{1,10}$/.test(t))) throw usageError('--agents is a comma-separated list of agent ids');
  return ids.map(Number);
}

export const phoneNumberCommands: Command[] = [
  {
    name: ['number', 'add'],
    usage: 'number add --user ID --phone E164 [--phone-number-id ID] [--agents 1,2] [--max-per-day N] → the caller number (as POST /api/v1/phone-numbers answers it)',
    options: ['user', 'phone', 'phone-number-id', 'agents', 'max-per-day'],
    async run(db, f) {
      const actor = await actorForUser(db, requireId(f, 'user'));
      return createPhoneNumber(db, actor, {
        phone_number: requireString(f, 'phone'),
        provider_phone_number_id: optionalString(f, 'phone-number-id'),
        agent_ids: optionalAgentIds(f),
        max_calls_per_day: optionalInt(f, 'max-per-day'),
      });
    },
  },
  {
    name: ['number', 'list'],
    usage: "number list --user ID → the account's caller numbers with calls today, 7-day answer rate and rest",
    options: ['user'],
    async run(db, f) {
      return listPhoneNumbers(db, await actorForUser(db, requireId(f, 'user')), { page: 1, limit: 100 });
    },
    readOnly: true,
    text(result) {
      const list = result as unknown as PhoneNumberList;
      if (!list.phone_numbers.length) return 'No caller numbers yet. Add one with: number add --user ID --phone +14155550100';
      const rows = table(list.phone_numbers, [
        ['ID', (n) => n.id], ['NUMBER', (n) => n.phone_number], ['AGENTS', (n) => n.agent_ids],
        ['CALLS TODAY', (n) => `${n.calls_today} of ${n.max_calls_per_day}`],
        ['ANSWERED 7D', (n) => (n.answer_rate_7d === null ? '-' : `${Math.round(n.answer_rate_7d * 100)}% of ${n.calls_7d}`)],
        ['RESTING', (n) => (n.resting ? `since ${n.resting_since}` : 'no')],
      ], '');
      return `${rows}\n(${list.count} in all)`;
    },
  },
  {
    name: ['number', 'clear-rest'],
    usage: 'number clear-rest --user ID --id N → the number, no longer resting (the user must be an owner or admin)',
    options: ['user', 'id'],
    async run(db, f) {
      return updatePhoneNumber(db, await actorForUser(db, requireId(f, 'user')), requireId(f, 'id'), { resting: false });
    },
  },
];
