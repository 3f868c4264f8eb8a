import type { Command } from '../command';
import { accountCommands } from './accounts';
import { agentCommands } from './agents';
import { agentVersionCommands } from './agent-versions';
import { agentTestCommands } from './agent-tests';
import { calendarCommands } from './calendar';
import { calendarConnectionCommands } from './calendar-connections';
import { crmConnectionCommands } from './crm-connections';
import { placeCallCommands } from './call';
import { callCommands } from './calls';
import { campaignCommands } from './campaigns';
import { consentCommands } from './consents';
import { directoryCommands } from './directory';
import { doctorCommands } from './doctor';
import { mcpCommands } from './mcp';
import { messageCommands } from './messages';
import { phoneNumberCommands } from './phone-numbers';
import { privacyCommands } from './privacy';
import { retentionCommands } from './retention';
import { redactionCommands } from './redaction';
import { secretsCommands } from './secrets';
import { vapiCommands } from './vapi';

/** Every CLI command; each domain contributes its own list. */
export const commands: Command[] = [...accountCommands, ...agentCommands, ...agentVersionCommands, ...agentTestCommands, ...calendarCommands, ...calendarConnectionCommands, ...crmConnectionCommands, ...callCommands, ...placeCallCommands, ...campaignCommands, ...consentCommands, ...directoryCommands, ...doctorCommands, ...mcpCommands, ...messageCommands, ...phoneNumberCommands, ...privacyCommands, ...redactionCommands, ...retentionCommands, ...secretsCommands, ...vapiCommands];
