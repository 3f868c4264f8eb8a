/** How a number's health reads in the dashboard: its calls today against its cap, and its 7-day answer rate. */
export function todayLabel(n: { calls_today: number; max_calls_per_day: number }): string {
  return `${n.calls_today} / ${n.max_calls_per_day}`;
}

export function answerRateLabel(n: { answer_rate_7d: number | null; calls_7d: number }): string {
  if (n.answer_rate_7d === null) return 'no calls yet';
  return `${Math.round(n.answer_rate_7d * 1000) / 10} % of ${n.calls_7d}`;
}

/** The agents' names for a number, in the order of its agent ids; an agent the user cannot see is shown by id. */
export function agentNames(ids: number[], agents: { id: number; name: string }[] | undefined): string {
  if (!ids.length) return 'none';
  return ids.map((id) => agents?.find((a) => a.id === id)?.name ?? `#${id}`).join(', ');
}
