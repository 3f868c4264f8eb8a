import { defineJob } from '../../outbox/jobs';
import { messageSendKind } from './jobs-kind';
import { runMessageSend } from './send';

export const messageSendJob = defineJob(messageSendKind, (db, payload, ctx) => runMessageSend(db, payload.message_id, ctx.now));
