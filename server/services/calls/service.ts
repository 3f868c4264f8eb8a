// The calls domain's service functions, as REST routes, the dashboard (tRPC) and the CLI call them.
export { initiateCall } from './initiate';
export { cancelCall } from './cancel';
export { simulateInboundCall, inboundSimulationAvailable } from './simulate-inbound';
export { listCalls, getCall } from './read';
export { walletBalance, listLedger, creditAccount } from './wallet';
export {
  listDoNotCall, addDoNotCall, removeDoNotCall, addDoNotCallForAccount, removeDoNotCallForAccount,
} from './do-not-call';
export { listDoNotCallChanges } from './do-not-call-log';
export { handleVapiMessage } from './providers/vapi-events';
export { verifyVapiRequest } from './providers/vapi-auth';
