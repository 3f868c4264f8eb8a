// The analytics domain's service functions, as REST routes and the dashboard (tRPC) call them.
export { callAnalytics } from './analytics';
