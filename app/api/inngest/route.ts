import { serve } from 'inngest/next';
import { inngest } from '@/server/jobs/inngest/client';
import { functions } from '@/server/jobs/inngest/functions';

// Inngest calls this endpoint to discover and run the background functions.
export const { GET, POST, PUT } = serve({ client: inngest, functions });
