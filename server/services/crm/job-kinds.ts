import { z } from 'zod';
import { jobKind } from '../../outbox/jobs';

/** One run of a connection's import: pages from the saved cursor until the end, a time budget, or a 429. */
export const crmImportKind = jobKind('crm.import', z.object({ connection_id: z.number().int().positive() }));

/**
 * A connection's write-back: opt-outs taken here (the do-not-call list's change log after its watermark) as DND on
 * the CRM contacts holding the numbers, and one note per finished call on its CRM contact.
 */
export const crmPushKind = jobKind('crm.push', z.object({ connection_id: z.number().int().positive() }));
