// The providers' entry points the app's provider routes call.
export { handleVapiMessage } from './vapi/events';
export { verifyVapiRequest } from './vapi/auth';
export { vapiAuthPlans } from './vapi/auth-plans';
export { vapiSignedUrl } from './vapi/auth-config';
export { handleRetellEvent } from './retell/events';
export { answerRetellInbound } from './retell/inbound';
export { handleRetellTool } from './retell/tools';
export { verifyRetellRequest } from './retell/signature';
