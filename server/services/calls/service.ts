// The calls domain's service functions, as REST routes, the dashboard (tRPC) and the CLI call them.
export { initiateCall, placeRequestedCall } from './initiate';
export { cancelCall } from './cancel';
export { listCalls, getCall } from './read';
