'use client';

import { PageHeader } from '@/app/_components/ui/card';
import { CreateKeyForm } from './create-key-form';
import { KeyList } from './key-list';

export function ApiKeysView() {
  return (
    <>
      <PageHeader title="API keys" description="Keys authenticate REST requests as you. Each key carries only the permissions you give it; the key is shown once." />
      <div className="grid gap-6 xl:grid-cols-[minmax(0,1fr)_380px]">
        <div className="order-2 xl:order-1">
          <KeyList />
        </div>
        <div className="order-1 xl:order-2">
          <CreateKeyForm />
        </div>
      </div>
    </>
  );
}
