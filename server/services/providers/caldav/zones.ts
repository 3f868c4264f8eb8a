import ICAL from 'ical.js';
import { DateTime, IANAZone } from 'luxon';

/**
 * ical.js reads a TZID for which the object holds no VTIMEZONE (many servers and clients leave it out and send the
 * IANA name alone) as a floating time, losing the zone; registering zones with it is global state. So each object's
 * times get a zone of their own before anything reads them: the IANA zone of that name through luxon (its rules are kept current, where a VTIMEZONE often carries only the rules of the year
 * it was written), else the object's own VTIMEZONE, else the calendar's zone, which is also what floating times
 * mean (RFC 5545 §3.3.5: the local time wherever the calendar is).
 */
export function attachZones(vcalendar: ICAL.Component, calendarZone: string): void {
  const own = new Map<string, ICAL.Timezone>();
  for (const vtz of vcalendar.getAllSubcomponents('vtimezone')) {
    const tzid = vtz.getFirstPropertyValue('tzid');
    if (typeof tzid === 'string') own.set(tzid, new ICAL.Timezone(vtz));
  }
  const made = new Map<string, ICAL.Timezone>();
  const zoneNamed = (tzid: string | null): ICAL.Timezone => {
    const key = tzid ?? '';
    let zone = made.get(key);
    if (!zone) {
      zone = tzid && IANAZone.isValidZone(tzid) ? ianaZone(tzid) : (tzid && own.get(tzid)) || ianaZone(calendarZone);
      made.set(key, zone);
    }
    return zone;
  };
  for (const vevent of vcalendar.getAllSubcomponents('vevent')) {
    for (const name of ['dtstart', 'dtend', 'recurrence-id', 'rdate', 'exdate']) {
      for (const prop of vevent.getAllProperties(name)) {
        const tzid = prop.getParameter('tzid');
        for (const value of prop.getValues()) {
          const time = value instanceof ICAL.Period ? value.start : value instanceof ICAL.Time ? value : null;
          if (!time || time.isDate || time.zone === ICAL.Timezone.utcTimezone) continue;
          time.zone = zoneNamed(typeof tzid === 'string' ? tzid : null);
        }
      }
    }
  }
}

/** An ICAL.Timezone whose offsets come from luxon's IANA data. */
export function ianaZone(name: string): ICAL.Timezone {
  const zone = new ICAL.Timezone({ tzid: name });
  zone.utcOffset = (t: ICAL.Time) =>
    DateTime.fromObject({ year: t.year, month: t.month, day: t.day, hour: t.hour, minute: t.minute, second: t.second }, { zone: name }).offset * 60;
  return zone;
}

/** The instant a zoned ICAL.Time names (every time has a real zone once attachZones ran). */
export function instantOf(t: ICAL.Time): Date {
  return new Date(t.toUnixTime() * 1000);
}

/** The start of a calendar day (an all-day DTSTART) in the calendar's zone, `days` later. */
export function dayStart(t: ICAL.Time, days: number, zone: string): Date {
  return DateTime.fromObject({ year: t.year, month: t.month, day: t.day }, { zone }).plus({ days }).toJSDate();
}

/** The zone name when it is one luxon knows (an IANA name), else null. */
export function knownZone(name: string | null | undefined): string | null {
  return name && IANAZone.isValidZone(name) ? name : null;
}
