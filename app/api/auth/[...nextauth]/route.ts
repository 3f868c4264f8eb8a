import { handlers } from '@/server/auth/next-auth';
import { guardAuthPost } from '@/server/http/auth-route';

export const GET = handlers.GET;
export const POST = guardAuthPost(handlers.POST);
