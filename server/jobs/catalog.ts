import type { JobDefinition } from '../outbox/jobs';
import { startCallJob } from '../services/calls/dial';
import { simulatorLineJob, simulatorStepJob } from '../services/simulator/service';
import { campaignTickJob } from '../services/campaigns/dispatch';
import { contactImportJob } from '../services/contact-imports/run-import';
import { calendarSyncJob, calendarWriteOutJob } from '../services/calendar/linked/jobs';
import { messageSendJob } from '../services/messages/jobs';
import { contactErasureJob } from '../services/privacy/run-erasure';
import { providerArtifactsDeleteJob } from '../services/retention/provider-delete';
import { pushRedactionJob } from '../services/agents/push-redaction';
import { agentTestRunJob } from '../services/agent-tests/run-tests';
import { crmImportJob } from '../services/crm/run-import';
import { crmPushJob } from '../services/crm/push-back';

/** Every kind of durable job, by name. Both runners look jobs up here; the services only enqueue. */
export const jobCatalog = new Map<string, JobDefinition>(
  ([startCallJob, simulatorStepJob, simulatorLineJob, campaignTickJob, contactImportJob, calendarSyncJob, calendarWriteOutJob, messageSendJob,
    contactErasureJob, providerArtifactsDeleteJob, pushRedactionJob, agentTestRunJob, crmImportJob, crmPushJob] as JobDefinition[]).map((def) => [def.kind, def]),
);
