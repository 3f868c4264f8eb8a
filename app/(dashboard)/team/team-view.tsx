'use client';

import { PageHeader } from '@/app/_components/ui/card';
import { api } from '@/app/_trpc/client';
import { Members } from './members';
import { Teams } from './teams';
import { Wallet } from './wallet';

export function TeamView() {
  const me = api.auth.me.useQuery();
  const isAdmin = me.data?.role === 'owner' || me.data?.role === 'admin';
  return (
    <>
      <PageHeader title="Team & wallet" description="The people of your account, the teams that share agents, contacts and events, and your calling balance." />
      <div className="grid gap-6 xl:grid-cols-2">
        <Wallet canCredit={isAdmin} />
        <div className="space-y-6">
          <Members canManage={isAdmin} />
          <Teams canManage={isAdmin} />
        </div>
      </div>
    </>
  );
}
