// Every table, one file per domain. drizzle-kit reads this file to generate migrations.
export * from './accounts';
export * from './outbox';
export * from './contacts';
export * from './calendar';
export * from './calls';
export * from './webhooks';
export * from './idempotency';
export * from './campaigns';
export * from './rate-limits';
export * from './contact-imports';
export * from './analytics';
export * from './tools';
export * from './provider-credentials';
export * from './consents';
export * from './compliance-records';
export * from './usage';
export * from './alerts';
