import type { Metadata } from 'next';
import { NotFoundMessage } from '@/app/_components/not-found-message';

export const metadata: Metadata = { title: 'Page not found' };

/** A dashboard page for something that does not exist (an agent or call id that is not one), inside the shell. */
export default function DashboardNotFound() {
  return <NotFoundMessage home="/overview" homeLabel="Back to the overview" />;
}
