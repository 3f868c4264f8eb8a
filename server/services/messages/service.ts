// The messages domain's face (extensions §13): what the doors (REST, tRPC, MCP, CLI, the Twilio route) call.
export { listMessages, getMessage, messageScope } from './read';
export { sendText } from './send-text';
export { receiveText } from './inbound';
export { recordDeliveryStatus } from './delivery-status';
export { runMessageSend } from './send';
export { queueEventNotices } from './event-notices';
export { simulateReply } from './simulate-reply';
