import { agentSamples } from './agents';
import { agentTestSamples } from './agent-tests';
import { alertSamples } from './alerts';
import { analyticsSamples } from './analytics';
import { calendarSamples } from './calendar';
import { calendarConnectionSamples } from './calendar-connections';
import { callSamples } from './calls';
import { crmSamples } from './crm';
import { complianceRecordSamples } from './compliance-records';
import { campaignSamples } from './campaigns';
import { contactSamples } from './contacts';
import { contactBulkSamples } from './contacts-bulk';
import { consentSamples } from './consents';
import { messageSamples } from './messages';
import { contextVariableSamples } from './context-variables';
import { phoneNumberSamples } from './phone-numbers';
import { privacySamples } from './privacy';
import { referenceSamples } from './reference';
import { simulatedDataSamples } from './simulated-data';
import { toolSamples } from './tools';
import { usageSamples } from './usage';
import type { Sample } from './types';
import { webhookSamples } from './webhooks';

/** Real requests for every operation of the document, grouped by domain. */
export const samples: Sample[] = [
  ...agentSamples,
  ...agentTestSamples,
  ...callSamples,
  ...complianceRecordSamples,
  ...analyticsSamples,
  ...usageSamples,
  ...campaignSamples,
  ...contactSamples,
  ...privacySamples,
  ...contactBulkSamples,
  ...consentSamples,
  ...messageSamples,
  ...contextVariableSamples,
  ...calendarSamples,
  ...simulatedDataSamples,
  ...calendarConnectionSamples,
  ...crmSamples,
  ...toolSamples,
  ...webhookSamples,
  ...alertSamples,
  ...phoneNumberSamples,
  ...referenceSamples,
];
