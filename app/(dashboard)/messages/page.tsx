import type { Metadata } from 'next';
import { Suspense } from 'react';
import { MessagesView } from './messages-view';

export const metadata: Metadata = { title: 'Messages' };

// The list reads its filters from the address (useSearchParams), which needs a boundary of its own.
export default function MessagesPage() {
  return (
    <Suspense>
      <MessagesView />
    </Suspense>
  );
}
