import { agentsBench } from './agents';
import { agentTestsSuite } from './agent-tests';
import { analyticsSuite } from './analytics';
import { calendarSuite } from './calendar';
import { calendarsSuite } from './calendars';
import { campaignsSuite } from './campaigns';
import { callsSuite } from './calls';
import { contactsSuite } from './contacts';
import { contactsBulkSuite } from './contacts-bulk';
import { crmSuite } from './crm';
import { faultsSuite } from './faults';
import { heavySuite } from './heavy';
import { inboundSuite } from './inbound';
import type { BenchSuite } from './context';
import { messagesSuite } from './messages';
import { retentionSuite } from './retention';
import { redactionSuite } from './redaction';
import { scaleSuite } from './scale';
import { schedulingSuite } from './scheduling';
import { toolsSuite } from './tools';
import { usageSuite } from './usage';
import { webhooksSuite } from './webhooks';

/** Every benchmark suite `npm run bench` runs, in order. Each domain adds its own file here. */
export const suites: BenchSuite[] = [
  agentsBench,
  calendarSuite,
  calendarsSuite,
  messagesSuite,
  callsSuite,
  inboundSuite,
  toolsSuite,
  schedulingSuite,
  campaignsSuite,
  analyticsSuite,
  usageSuite,
  contactsSuite,
  contactsBulkSuite,
  crmSuite,
  heavySuite,
  retentionSuite,
  redactionSuite,
  agentTestsSuite,
  webhooksSuite,
  scaleSuite,
  faultsSuite,
];
