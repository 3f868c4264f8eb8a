'use client';

import { PageHeader } from '@/app/_components/ui/card';
import { api } from '@/app/_trpc/client';
import { LiveSlots } from './live-slots';
import { Members } from './members';
import { Sessions } from './sessions';
import { SimulatedData } from './simulated-data';
import { Teams } from './teams';
import { Wallet } from './wallet';

export function TeamView() {
  const me = api.auth.me.useQuery();
  const isAdmin = me.data?.role === 'owner' || me.data?.role === 'admin';
  return (
    <>
      <PageHeader title="Team & wallet" description="The people of your account, the teams that share agents, contacts and events, and your calling balance." />
      <div className="space-y-6">
        <Wallet canCredit={isAdmin} />
        <LiveSlots canEdit={isAdmin} />
        <div className="grid grid-cols-1 items-start gap-6 lg:grid-cols-2">
          <Members canManage={isAdmin} myId={me.data?.id} />
          <Teams canManage={isAdmin} />
        </div>
        <Sessions />
        {isAdmin && <SimulatedData />}
      </div>
    </>
  );
}
