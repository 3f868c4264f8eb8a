// The calls domain's service functions, as REST routes, the dashboard (tRPC) and the CLI call them.
export { initiateCall } from './initiate';
export { cancelCall } from './cancel';
export { listCalls, getCall } from './read';
export { walletBalance, listLedger, creditWallet, creditAccount } from './wallet';
export {
  listDoNotCall, addDoNotCall, removeDoNotCall, addDoNotCallForAccount, removeDoNotCallForAccount,
} from './do-not-call';
export { handleVapiMessage, verifyVapiSecret } from './providers/vapi-events';
