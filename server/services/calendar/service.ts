// The calendar domain's public surface: REST routes, tRPC routers and the CLI import from here.
export { createEvent, patchEvent, replaceEvent, type WriteOptions } from './write';
export { getEvent, listEvents } from './read';
export { getAvailability } from './availability';
export { eventIcs } from './ics';
export { calendarWeek, type CalendarWeek } from './dashboard';
export {
  calendarSettings, clearOwnSchedule, clearUserSchedule, setAccountBusinessCalendar, setBusinessCalendar, setOwnSchedule,
  setUserSchedule,
} from './settings';
export { createConnection, deleteConnection, getConnection, listConnections, patchConnection } from './linked/connections';
export { completeAuthorization, type CallbackOutcome } from './linked/oauth';
export { receivePush, type PushAnswer } from './linked/push';
export { reconnect, syncNow } from './linked/sync-now';
export { linkOptions, outsideBusy, outsideBusyInput, type LinkOption, type OutsideBusyBlock } from './linked/dashboard';
