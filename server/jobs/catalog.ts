import type { JobDefinition } from '../outbox/jobs';
import { startCallJob } from '../services/calls/dial';
import { simulatorLineJob, simulatorStepJob } from '../services/simulator/service';
import { campaignTickJob } from '../services/campaigns/dispatch';
import { contactImportJob } from '../services/contact-imports/run-import';
import { calendarSyncJob, calendarWriteOutJob } from '../services/calendar/linked/jobs';
import { messageSendJob } from '../services/messages/jobs';

/** Every kind of durable job, by name. Both runners look jobs up here; the services only enqueue. */
export const jobCatalog = new Map<string, JobDefinition>(
  ([startCallJob, simulatorStepJob, simulatorLineJob, campaignTickJob, contactImportJob, calendarSyncJob, calendarWriteOutJob, messageSendJob] as JobDefinition[]).map((def) => [def.kind, def]),
);
