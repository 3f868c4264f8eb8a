import { optionalId, type Command } from '../command';
import { purgeExpiredContent, type PurgeResult } from '../../services/retention/purge';

/**
 * `retention purge`: runs the daily retention purge now (all accounts, or one), for an operator who shortened an
 * account's retention or a script after a restore. It is the same purge as the cron's, so running it again, or
 * beside the cron, does nothing twice.
 */
export const retentionCommands: Command[] = [
  {
    name: ['retention', 'purge'],
    usage: 'retention purge [--account ID]',
    options: ['account'],
    async run(db, f) {
      const account = optionalId(f, 'account');
      const r = await purgeExpiredContent(db, new Date(), account === undefined ? {} : { accountIds: [account] });
      return { calls: r.calls, messages: r.messages, consents: r.consents, compliance_records: r.complianceRecords, batches: r.batches };
    },
    text(result) {
      const r = result as unknown as Omit<PurgeResult, 'complianceRecords' | 'done'> & { compliance_records: number };
      return `Removed the content of ${r.calls} calls and ${r.messages} messages; deleted ${r.consents} consents and ${r.compliance_records} compliance records past their retention.`;
    },
  },
];
