'use client';

import { Bar, BarChart, CartesianGrid, Legend, Tooltip, XAxis, YAxis } from 'recharts';
import type { UsageBucket } from './types';

// Bars per group, side by side rather than stacked: what the wallet billed, and what the provider charged for
// the same calls, so the difference between the two reads at a glance. Days run along the bottom; teams, agents
// and campaigns down the side, where a phone has room for their names.

const axis = { fontSize: 11, stroke: '#64748b' };
const dollars = (v: number) => `$${v.toLocaleString(undefined, { maximumFractionDigits: 2 })}`;
const shortDay = (d: string) => new Date(`${d}T00:00:00Z`).toLocaleDateString(undefined, { month: 'short', day: 'numeric', timeZone: 'UTC' });

export function UsageChart({ buckets, byDay }: { buckets: UsageBucket[]; byDay: boolean }) {
  const data = buckets.map((b) => ({ name: b.name, billed: b.billed_cents / 100, provider: b.provider_cents / 100 }));
  const bars = [
    <Bar key="billed" dataKey="billed" name="billed" fill="#4f46e5" isAnimationActive={false} />,
    <Bar key="provider" dataKey="provider" name="provider cost" fill="#14b8a6" isAnimationActive={false} />,
  ];
  const tooltip = <Tooltip formatter={(v) => dollars(Number(v))} labelFormatter={(l) => (byDay ? shortDay(String(l)) : String(l))} />;
  if (byDay) {
    return (
      <BarChart responsive style={{ width: '100%', height: 260 }} data={data} margin={{ top: 8, right: 8, left: -4, bottom: 0 }}>
        <CartesianGrid vertical={false} stroke="#e2e8f0" />
        <XAxis dataKey="name" tickFormatter={shortDay} tick={axis} minTickGap={16} />
        <YAxis tick={axis} tickFormatter={dollars} />
        {tooltip}
        <Legend wrapperStyle={{ fontSize: 12 }} />
        {bars}
      </BarChart>
    );
  }
  return (
    <BarChart responsive layout="vertical" style={{ width: '100%', height: Math.max(160, data.length * 48 + 60) }} data={data} margin={{ top: 8, right: 16, left: 0, bottom: 0 }}>
      <CartesianGrid horizontal={false} stroke="#e2e8f0" />
      <XAxis type="number" tick={axis} tickFormatter={dollars} />
      <YAxis type="category" dataKey="name" width={110} tick={axis} />
      {tooltip}
      <Legend wrapperStyle={{ fontSize: 12 }} />
      {bars}
    </BarChart>
  );
}
