import type { Client } from '@microsoft/microsoft-graph-client';
import { CalendarRequestError } from '../calendar-port';
import { graphCall, graphLinkPath, PREFER_UTC } from './client';

/** The most items Graph is asked for in one page (calendarView and its delta otherwise answer ten at a time). */
export const PAGE_SIZE = 200;

/** A guard against a server whose links never end. */
const MAX_PAGES = 500;

interface Page<T> {
  value?: T[];
  '@odata.nextLink'?: string;
  '@odata.deltaLink'?: string;
}

/**
 * Every page of a collection from `path`, following `@odata.nextLink`, with times asked for in UTC. Ends with the
 * round's `@odata.deltaLink` when Graph gives one (delta reads).
 */
export async function allPages<T>(client: Client, path: string, what: string): Promise<{ items: T[]; deltaLink: string | null }> {
  const items: T[] = [];
  let next: string | null = path;
  for (let n = 0; next !== null; n++) {
    if (n >= MAX_PAGES) throw new CalendarRequestError(`Microsoft Graph gave more than ${MAX_PAGES} pages (${what})`);
    const request = client.api(next).header('Prefer', `${PREFER_UTC}, odata.maxpagesize=${PAGE_SIZE}`);
    const page: Page<T> = await graphCall(what, () => request.get() as Promise<Page<T>>);
    if (Array.isArray(page?.value)) items.push(...page.value);
    const deltaLink = page?.['@odata.deltaLink'];
    if (typeof deltaLink === 'string') return { items, deltaLink };
    const nextLink = page?.['@odata.nextLink'];
    if (typeof nextLink !== 'string') return { items, deltaLink: null };
    next = graphLinkPath(nextLink);
    if (next === null) throw new CalendarRequestError(`Microsoft Graph gave a next page outside its API (${what})`);
  }
  return { items, deltaLink: null };
}
