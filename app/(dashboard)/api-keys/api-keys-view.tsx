'use client';

import { PageHeader } from '@/app/_components/ui/card';
import { CreateKeyForm } from './create-key-form';
import { KeyList } from './key-list';

export function ApiKeysView() {
  return (
    <>
      <PageHeader title="API keys" description="Keys authenticate REST requests as you. Each key carries only the permissions you give it; the key is shown once." />
      <div className="space-y-6">
        <CreateKeyForm />
        <KeyList />
      </div>
    </>
  );
}
