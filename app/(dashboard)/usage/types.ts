import type { RouterOutputs } from '@/app/_trpc/client';

export type Usage = RouterOutputs['usage']['calls'];
export type UsageBucket = Usage['buckets'][number];
