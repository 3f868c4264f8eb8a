import { agentSamples } from './agents';
import { alertSamples } from './alerts';
import { analyticsSamples } from './analytics';
import { calendarSamples } from './calendar';
import { calendarConnectionSamples } from './calendar-connections';
import { callSamples } from './calls';
import { complianceRecordSamples } from './compliance-records';
import { campaignSamples } from './campaigns';
import { contactSamples } from './contacts';
import { contactBulkSamples } from './contacts-bulk';
import { consentSamples } from './consents';
import { messageSamples } from './messages';
import { contextVariableSamples } from './context-variables';
import { phoneNumberSamples } from './phone-numbers';
import { referenceSamples } from './reference';
import { toolSamples } from './tools';
import { usageSamples } from './usage';
import type { Sample } from './types';
import { webhookSamples } from './webhooks';

/** Real requests for every operation of the document, grouped by domain. */
export const samples: Sample[] = [
  ...agentSamples,
  ...callSamples,
  ...complianceRecordSamples,
  ...analyticsSamples,
  ...usageSamples,
  ...campaignSamples,
  ...contactSamples,
  ...contactBulkSamples,
  ...consentSamples,
  ...messageSamples,
  ...contextVariableSamples,
  ...calendarSamples,
  ...calendarConnectionSamples,
  ...toolSamples,
  ...webhookSamples,
  ...alertSamples,
  ...phoneNumberSamples,
  ...referenceSamples,
];
