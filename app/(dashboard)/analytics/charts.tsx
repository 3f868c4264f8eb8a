'use client';

import {
  Bar, BarChart, CartesianGrid, ComposedChart, Legend, Line, Tooltip, XAxis, YAxis,
} from 'recharts';
import { callStatusLabels } from '@/app/_components/labels';
import { funnelSteps, inOrderOf } from './legend-order';
import type { Bucket } from './tables';

// Charts of the analytics page and the overview (recharts). Each takes the API's buckets as they are.
// `responsive` sizes the SVG by CSS, so the server renders a sized box rather than measuring a container.

const outcomeColors = { completed: '#4f46e5', no_answer: '#f59e0b', busy: '#f97316', voicemail: '#14b8a6', failed: '#dc2626' } as const;
const outcomeOrder = inOrderOf([...Object.keys(outcomeColors), 'other']);
const funnelColors = { calls: '#c7d2fe', answered: '#818cf8', successful: '#4f46e5', booked: '#14b8a6' } as const;
const shortDay = (d: string) => new Date(`${d}T00:00:00Z`).toLocaleDateString(undefined, { month: 'short', day: 'numeric', timeZone: 'UTC' });
const chartStyle = (height: number) => ({ width: '100%', height });
const axis = { fontSize: 11, stroke: '#64748b' };

/** Calls per day, stacked by outcome (calls still under way or canceled are the remainder, "other"). */
export function OutcomesChart({ buckets, height = 260 }: { buckets: Bucket[]; height?: number }) {
  const data = buckets.map((b) => ({
    day: b.label,
    completed: b.completed,
    no_answer: b.no_answer,
    busy: b.busy,
    voicemail: b.voicemail,
    failed: b.failed,
    other: b.calls - b.completed - b.no_answer - b.busy - b.voicemail - b.failed,
  }));
  return (
    <BarChart responsive style={chartStyle(height)} data={data} margin={{ top: 8, right: 8, left: -12, bottom: 0 }}>
      <CartesianGrid vertical={false} stroke="#e2e8f0" />
      <XAxis dataKey="day" tickFormatter={shortDay} tick={axis} minTickGap={16} />
      <YAxis allowDecimals={false} tick={axis} />
      <Tooltip labelFormatter={(d) => shortDay(String(d))} />
      <Legend wrapperStyle={{ fontSize: 12 }} itemSorter={outcomeOrder} />
      {(Object.keys(outcomeColors) as (keyof typeof outcomeColors)[]).map((k) => (
        <Bar key={k} dataKey={k} name={callStatusLabels[k]} stackId="calls" fill={outcomeColors[k]} isAnimationActive={false} />
      ))}
      <Bar dataKey="other" name="other" stackId="calls" fill="#cbd5e1" isAnimationActive={false} />
    </BarChart>
  );
}

/** Talk minutes (bars) and cost in dollars (line) per day. */
export function UsageChart({ buckets, height = 260 }: { buckets: Bucket[]; height?: number }) {
  const data = buckets.map((b) => ({ day: b.label, minutes: b.minutes, cost: b.cost_cents / 100 }));
  return (
    <ComposedChart responsive style={chartStyle(height)} data={data} margin={{ top: 8, right: 0, left: -12, bottom: 0 }}>
      <CartesianGrid vertical={false} stroke="#e2e8f0" />
      <XAxis dataKey="day" tickFormatter={shortDay} tick={axis} minTickGap={16} />
      <YAxis yAxisId="minutes" tick={axis} />
      <YAxis yAxisId="cost" orientation="right" tick={axis} tickFormatter={(v: number) => `$${v}`} />
      <Tooltip labelFormatter={(d) => shortDay(String(d))} formatter={(v, name) => (name === 'cost' ? `$${Number(v).toFixed(2)}` : v)} />
      <Legend wrapperStyle={{ fontSize: 12 }} />
      <Bar yAxisId="minutes" dataKey="minutes" name="talk minutes" fill="#818cf8" isAnimationActive={false} />
      <Line yAxisId="cost" dataKey="cost" stroke="#0f766e" strokeWidth={2} dot={false} isAnimationActive={false} />
    </ComposedChart>
  );
}

/** Per agent: success rate (share of analyzed calls judged successful) and bookings. */
export function AgentsChart({ buckets }: { buckets: Bucket[] }) {
  const data = buckets.map((b) => ({ agent: b.label, success: b.success_rate === null ? 0 : Math.round(b.success_rate * 1000) / 10, bookings: b.bookings }));
  return (
    <BarChart responsive layout="vertical" style={chartStyle(Math.max(160, data.length * 44 + 60))} data={data} margin={{ top: 8, right: 16, left: 8, bottom: 0 }}>
      <CartesianGrid horizontal={false} stroke="#e2e8f0" />
      <XAxis type="number" xAxisId="rate" domain={[0, 100]} tick={axis} tickFormatter={(v: number) => `${v}%`} />
      <XAxis type="number" xAxisId="bookings" orientation="top" allowDecimals={false} tick={axis} />
      <YAxis type="category" dataKey="agent" width={120} tick={axis} />
      <Tooltip formatter={(v, name) => (name === 'success rate' ? `${v}%` : v)} />
      <Legend wrapperStyle={{ fontSize: 12 }} />
      <Bar xAxisId="rate" dataKey="success" name="success rate" fill="#4f46e5" isAnimationActive={false} />
      <Bar xAxisId="bookings" dataKey="bookings" name="bookings" fill="#14b8a6" isAnimationActive={false} />
    </BarChart>
  );
}

/** Per campaign, how calls narrow down: placed, answered, judged successful, booked. */
export function CampaignFunnel({ buckets }: { buckets: Bucket[] }) {
  const data = buckets.map((b) => ({ campaign: b.label, calls: b.calls, answered: b.completed, successful: b.successes, booked: b.bookings }));
  return (
    <BarChart responsive style={chartStyle(260)} data={data} margin={{ top: 8, right: 8, left: -12, bottom: 0 }}>
      <CartesianGrid vertical={false} stroke="#e2e8f0" />
      <XAxis dataKey="campaign" tick={axis} interval={0} />
      <YAxis allowDecimals={false} tick={axis} />
      <Tooltip />
      {/* The funnel reads widest first, in the legend too (recharts would sort it alphabetically). */}
      <Legend wrapperStyle={{ fontSize: 12 }} itemSorter={inOrderOf(funnelSteps)} />
      {funnelSteps.map((k) => (
        <Bar key={k} dataKey={k} fill={funnelColors[k]} isAnimationActive={false} />
      ))}
    </BarChart>
  );
}
