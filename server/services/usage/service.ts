// The usage domain's service functions, as REST routes and the dashboard call them.
export { callUsage } from './usage';
export { callUsageCsv, usageCsvFileName } from './usage-csv';
