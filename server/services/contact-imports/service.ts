// Contact imports (CSV files read in the background), as the REST routes and the dashboard call them.
export { getContactImport, importErrorsCsv, startContactImport } from './import';
export { assertImportAllowed } from './quota';
export { exportContactsCsv } from './export';
