// The simulated far end: the steps of simulated calls (jobs) and the simulated inbound call (REST, tRPC).
export { simulateInboundCall, inboundSimulationAvailable } from './inbound';
export { simulatorStepJob } from './steps';
export { simulatorLineJob } from './live';
