'use client';

import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { httpBatchLink } from '@trpc/client';
import { useState } from 'react';
import superjson from 'superjson';
import { api } from './client';

function makeQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 5_000,
        // A 4xx will not get better by asking again; network hiccups may.
        retry: (count, err) => count < 2 && !isClientError(err),
        refetchOnWindowFocus: false,
      },
    },
  });
}

function isClientError(err: unknown): boolean {
  const status = (err as { data?: { httpStatus?: number } })?.data?.httpStatus;
  return typeof status === 'number' && status >= 400 && status < 500;
}

export function TrpcProvider({ children }: { children: React.ReactNode }) {
  const [queryClient] = useState(makeQueryClient);
  const [trpcClient] = useState(() =>
    api.createClient({ links: [httpBatchLink({ url: '/api/trpc', transformer: superjson, maxURLLength: 4000 })] }),
  );
  return (
    <api.Provider client={trpcClient} queryClient={queryClient}>
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    </api.Provider>
  );
}
