import { z } from 'zod';
import type { DbOrTx } from '../../db/types';
import { enqueueJob, jobKind } from '../../outbox/jobs';

/** Sends one message at its moment, through the gate (texts) and its transport. */
export const messageSendKind = jobKind('message.send', z.object({ message_id: z.string() }));

export const queueSend = (tx: DbOrTx, messageId: string, at: Date) => enqueueJob(tx, messageSendKind, { message_id: messageId }, { runAt: at });
