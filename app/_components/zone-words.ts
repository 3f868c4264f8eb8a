/**
 * How a page names the zone its moments are shown and typed in: the business's (the dashboard's default), or one the
 * user chose for this browser. Pure, so the words are tested; the pages get the zone from useDashboardZone.
 */
export function zoneWords(zone: string, own: boolean): string {
  return `${own ? 'your chosen time zone' : 'business time zone'}, ${zone}`;
}
