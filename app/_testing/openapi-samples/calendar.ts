import type { TestAccount } from '@/server/testing/fixtures';
import { api } from './api';
import type { Sample } from './types';

const day = (offsetDays: number) => new Date(Date.now() + offsetDays * 86_400_000).toISOString().slice(0, 10);

export const eventBody = () => ({
  title: 'Demo call with Ada',
  description: 'Walk through the product',
  start_time: `${day(3)}T15:00:00Z`,
  end_time: `${day(3)}T15:30:00Z`,
  event_type: 'video_call',
  status: 'confirmed',
  location: null,
  customer_name: 'Ada Lovelace',
  customer_email: 'ada@example.com',
  customer_phone: '+442071234567',
  customer_notes: 'Prefers mornings',
  has_video_conference: true,
  video_conference_url: 'https://meet.example.com/abc',
  video_conference_provider: 'meet',
  is_reminder_enabled: true,
  remind_before_minutes: 15,
  created_by_ai_agent: false,
  send_notifications: false,
});

export const newEvent = async (acct: TestAccount) => api(acct, 'POST', '/api/v1/calendar/events/create', { body: eventBody() });

export const calendarSamples: Sample[] = [
  {
    method: 'GET',
    path: '/api/v1/calendar/events',
    name: 'lists events',
    status: 200,
    request: async (acct) => {
      await newEvent(acct);
      return { query: `start_date=${day(0)}&end_date=${day(10)}&status=confirmed&page=1&limit=20` };
    },
  },
  { method: 'GET', path: '/api/v1/calendar/events', name: 'refuses a bad date', status: 400, request: () => ({ query: 'start_date=24-11-2026' }) },
  { method: 'POST', path: '/api/v1/calendar/events/create', name: 'creates an event', status: 201, request: () => ({ body: eventBody() }) },
  {
    method: 'POST',
    path: '/api/v1/calendar/events/create',
    name: 'refuses an end before the start',
    status: 400,
    request: () => ({ body: { ...eventBody(), end_time: `${day(3)}T14:00:00Z` } }),
  },
  {
    method: 'POST',
    path: '/api/v1/calendar/events/create',
    name: 'refuses an unknown agent',
    status: 404,
    request: () => ({ body: { ...eventBody(), ai_agent_id: 999999999 } }),
  },
  {
    method: 'POST',
    path: '/api/v1/calendar/events/create',
    name: 'refuses a taken slot',
    status: 409,
    request: async (acct) => {
      await newEvent(acct);
      return { body: { ...eventBody(), check_availability: true } };
    },
  },
  {
    method: 'GET',
    path: '/api/v1/calendar/events/{event_id}',
    name: 'reads an event by UUID',
    status: 200,
    request: async (acct) => ({ params: { event_id: (await newEvent(acct)).uuid } }),
  },
  {
    method: 'PUT',
    path: '/api/v1/calendar/events/{event_id}/update',
    name: 'replaces an event',
    status: 200,
    request: async (acct) => ({
      params: { event_id: String((await newEvent(acct)).id) },
      body: { title: 'Demo call', start_time: `${day(4)}T09:00:00+02:00`, end_time: `${day(4)}T10:00:00+02:00`, status: 'scheduled' },
    }),
  },
  {
    method: 'PATCH',
    path: '/api/v1/calendar/events/{event_id}/update',
    name: 'cancels an event',
    status: 200,
    request: async (acct) => ({ params: { event_id: String((await newEvent(acct)).id) }, body: { status: 'cancelled' } }),
  },
  {
    method: 'PATCH',
    path: '/api/v1/calendar/events/{event_id}/update',
    name: 'refuses a bad datetime',
    status: 400,
    request: async (acct) => ({ params: { event_id: String((await newEvent(acct)).id) }, body: { start_time: 'next tuesday' } }),
  },
  {
    method: 'GET',
    path: '/api/v1/calendar/availability',
    name: 'finds free slots',
    status: 200,
    request: () => ({ query: `start_date=${day(1)}&end_date=${day(7)}&duration=30` }),
  },
  { method: 'GET', path: '/api/v1/calendar/availability', name: 'refuses a long slot', status: 400, request: () => ({ query: 'duration=500' }) },
  {
    method: 'GET',
    path: '/api/v1/calendar/ics/{uuid}',
    name: 'downloads an ICS file',
    status: 200,
    request: async (acct) => ({ params: { uuid: (await newEvent(acct)).uuid }, key: null }),
  },
];
