// The wallet's service functions, as REST routes, the dashboard (tRPC) and the CLI call them.
export { walletBalance, listLedger, creditAccount } from './ledger';
