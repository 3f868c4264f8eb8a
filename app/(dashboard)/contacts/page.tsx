import type { Metadata } from 'next';
import { ContactsView } from './contacts-view';

export const metadata: Metadata = { title: 'Contacts' };

/** `import=1`: open the CSV import at once (the campaign pre-flight's link to import consents). */
export default async function ContactsPage({ searchParams }: { searchParams: Promise<{ import?: string | string[] }> }) {
  const p = await searchParams;
  return <ContactsView openImport={p.import === '1'} />;
}
