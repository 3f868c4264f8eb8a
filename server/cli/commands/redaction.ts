import { setAccountRedaction } from '../../services/redaction/setting';
import { requireId, usageError, type Command } from '../command';

export const redactionCommands: Command[] = [
  {
    name: ['account', 'redact-pii'],
    usage: 'account redact-pii --account ID (--on | --off)',
    options: ['account'],
    switches: ['on', 'off'],
    run(db, f) {
      if (Boolean(f.on) === Boolean(f.off)) throw usageError('give one of --on or --off');
      return setAccountRedaction(db, requireId(f, 'account'), Boolean(f.on));
    },
  },
];
