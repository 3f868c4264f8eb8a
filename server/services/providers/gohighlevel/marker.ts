/**
 * The UUID of a Switchboard event, carried in the title of the blocked slot written for it: a HighLevel blocked slot
 * keeps a title and its times and nothing else, so the title is the one place a write can be found again by.
 */
const MARKER = /\[switchboard:([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\]/i;

/** Titles longer than this are cut before the marker, so that the marker itself is never cut off. */
const TITLE_MAX = 150;

export function markedTitle(title: string, eventId: string): string {
  const shown = title.trim().slice(0, TITLE_MAX) || 'Busy';
  return `${shown} [switchboard:${eventId}]`;
}

/** The UUID a title (or a description or notes, for appointments) carries, if any. */
export function markerOf(...texts: (string | undefined)[]): string | undefined {
  for (const text of texts) {
    const found = text ? MARKER.exec(text) : null;
    if (found) return found[1].toLowerCase();
  }
  return undefined;
}
