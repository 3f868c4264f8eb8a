// The contract's doubled-api path: the same handler as /api/v1/webhooks/create.
export { GET, POST, PUT, PATCH, DELETE } from '@/app/api/v1/webhooks/create/route';
