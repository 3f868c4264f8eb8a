import { inngestEndpoint } from '@/server/jobs/inngest/endpoint';

// Served only when Inngest is configured; a 404 otherwise (server/jobs/inngest/endpoint.ts).
export const { GET, POST, PUT } = inngestEndpoint();
