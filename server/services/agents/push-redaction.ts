import { eq } from 'drizzle-orm';
import { agents } from '../../db/schema';
import type { Database } from '../../db/types';
import { defineJob } from '../../outbox/jobs';
import { providerFor } from '../providers';
import { pushRedactionKind } from '../redaction/jobs-kind';
import { redactPiiOf } from '../redaction/setting';
import { agentProviderOf } from './agent-provider';
import { findExtractVariables } from './extract-variables';
import { ownsAssistant, providerIdsAreOwned } from './provider-resources';
import { rowConfigOf } from './service';

/**
 * Sends each agent's provider the account's redact_pii setting as it is now (Retell's pii_config, Vapi's compliance
 * plan), for the agents whose provider resources the account made; an imported assistant is left as it is, as an
 * edit leaves it. Only the redaction differs between what is compared, so only it is sent. A refusal throws, and
 * the job is retried: a repeat sends the same value again.
 */
export async function pushRedactionToProviders(db: Database, accountId: number): Promise<void> {
  const redactPii = await redactPiiOf(db, accountId);
  const rows = await db.select().from(agents).where(eq(agents.accountId, accountId)).orderBy(agents.id);
  for (const agent of rows) {
    const provider = agentProviderOf(agent);
    if (!providerIdsAreOwned(provider) || !(await ownsAssistant(db, accountId, provider, agent.assistantId))) continue;
    const variables = await findExtractVariables(db, accountId, agent.analysis?.extract ?? []);
    const at = await providerFor(provider).agents.connect(db).ready();
    await at.update(
      accountId,
      { assistantId: agent.assistantId, llmId: agent.providerLlmId },
      { config: rowConfigOf(agent, !redactPii), variables },
      { config: rowConfigOf(agent, redactPii), variables },
    );
  }
}

export const pushRedactionJob = defineJob(pushRedactionKind, (db, payload) => pushRedactionToProviders(db, payload.account_id));
