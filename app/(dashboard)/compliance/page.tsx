import type { Metadata } from 'next';
import { ComplianceView } from './compliance-view';

export const metadata: Metadata = { title: 'Calling rules' };

export default function CompliancePage() {
  return <ComplianceView />;
}
