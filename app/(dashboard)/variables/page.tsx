import type { Metadata } from 'next';
import { VariablesView } from './variables-view';

export const metadata: Metadata = { title: 'Context variables' };

export default function VariablesPage() {
  return <VariablesView />;
}
