'use client';

import { Card } from '@/app/_components/ui/card';
import { Empty } from '@/app/_components/ui/states';

export function FailedDeliveries() {
  return (
    <Card title="Failed webhook deliveries">
      <Empty title="Webhooks not available yet" />
    </Card>
  );
}
