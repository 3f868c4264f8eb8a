'use client';

import { Card } from '@/app/_components/ui/card';
import { Empty } from '@/app/_components/ui/states';

export function UpcomingEvents() {
  return (
    <Card title="Upcoming events">
      <Empty title="Calendar not available yet" />
    </Card>
  );
}
