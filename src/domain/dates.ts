import { addBusinessDays as libAddBusinessDays } from '@brazilian-utils/brazilian-utils';

// The shop, its staff and its customers live on São Paulo time, whatever the server's TZ is.
export const TIME_ZONE = 'America/Sao_Paulo';

export type DateInput = Date | string | number;

const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;
const DAY_MS = 86_400_000;

/**
 * A bare 'YYYY-MM-DD' (hire date, entry date) is a calendar day, not UTC midnight: read as noon
 * in São Paulo so it never shows as the day before.
 */
export function toDate(value: DateInput): Date {
  if (value instanceof Date) return value;
  if (typeof value === 'string') {
    const match = DATE_ONLY.exec(value);
    // São Paulo has been UTC-3 all year since 2019; noon leaves room either way.
    if (match) return new Date(`${value}T12:00:00-03:00`);
  }
  return new Date(value);
}

const dateFormatter = new Intl.DateTimeFormat('pt-BR', {
  timeZone: TIME_ZONE,
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
});

const dateTimeFormatter = new Intl.DateTimeFormat('pt-BR', {
  timeZone: TIME_ZONE,
  day: '2-digit',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});

const longDateFormatter = new Intl.DateTimeFormat('pt-BR', {
  timeZone: TIME_ZONE,
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
});

const partsFormatter = new Intl.DateTimeFormat('en-US', {
  timeZone: TIME_ZONE,
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  weekday: 'short',
});

/** '22/11/2026'; an invalid date gives '' so a bad row does not break a table. */
export function formatDate(value: DateInput): string {
  const date = toDate(value);
  return Number.isNaN(date.getTime()) ? '' : dateFormatter.format(date);
}

/** A calendar day ('2026-11-22') as '22/11/2026'; none as '—'. */
export function formatDay(iso: string | null | undefined): string {
  return iso ? formatDate(iso) : '—';
}

/** '22 de nov. de 2026, 14:05' */
export function formatDateTime(value: DateInput): string {
  const date = toDate(value);
  return Number.isNaN(date.getTime()) ? '' : dateTimeFormatter.format(date);
}

/** 'domingo, 22 de novembro de 2026' for the back-office header. */
export function formatLongToday(now: Date = new Date()): string {
  return longDateFormatter.format(now);
}

export interface CalendarDay {
  year: number;
  month: number;
  day: number;
  /** 0 = Sunday … 6 = Saturday */
  weekday: number;
}

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

/** The calendar day an instant falls on in São Paulo. */
export function saoPauloDay(value: DateInput = new Date()): CalendarDay {
  const parts = partsFormatter.formatToParts(toDate(value));
  const get = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return {
    year: Number(get('year')),
    month: Number(get('month')),
    day: Number(get('day')),
    weekday: WEEKDAYS.indexOf(get('weekday')),
  };
}

function isoOf(day: Pick<CalendarDay, 'year' | 'month' | 'day'>): string {
  const mm = String(day.month).padStart(2, '0');
  const dd = String(day.day).padStart(2, '0');
  return `${String(day.year).padStart(4, '0')}-${mm}-${dd}`;
}

/** Today's date in São Paulo as 'YYYY-MM-DD' (default for entry and exit dates). */
export function todayIso(now: Date = new Date()): string {
  return isoOf(saoPauloDay(now));
}

/** 'YYYY-MM-DD' of any instant, in São Paulo. */
export function toIsoDate(value: DateInput): string {
  return isoOf(saoPauloDay(value));
}

// Every 'today', default date, period boundary and 'last n days' window of the shop is a São Paulo
// calendar day, computed here (decision 053): never `toISOString().slice(0, 10)` (UTC's day, the
// next one from 21:00 in São Paulo) nor PostgreSQL's `current_date` (the session's zone).

const wallFormatter = new Intl.DateTimeFormat('en-US', {
  timeZone: TIME_ZONE,
  hourCycle: 'h23',
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: 'numeric',
  minute: 'numeric',
  second: 'numeric',
});

/** São Paulo's wall clock minus UTC at an instant, in ms (−3 h since 2019). */
function offsetMs(at: number): number {
  const parts = wallFormatter.formatToParts(new Date(at));
  const get = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  const wall = Date.UTC(get('year'), get('month') - 1, get('day'), get('hour') % 24, get('minute'), get('second'));
  return wall - (at - (at % 1000));
}

function partsOf(isoDay: string): [number, number, number] {
  const match = DATE_ONLY.exec(isoDay);
  if (!match) throw new RangeError(`Data inválida: ${isoDay}`);
  return [Number(match[1]), Number(match[2]), Number(match[3])];
}

/** The instant a São Paulo calendar day begins: '2026-11-22' → 2026-11-22T03:00:00Z. */
export function saoPauloMidnight(isoDay: string): Date {
  const [y, m, d] = partsOf(isoDay);
  const wall = Date.UTC(y, m - 1, d);
  // The offset of the moment itself (twice: a guess from UTC midnight may sit across a change).
  const guess = wall - offsetMs(wall);
  return new Date(wall - offsetMs(guess));
}

/** A calendar day moved by n days (n may be negative): ('2026-11-30', 1) → '2026-12-01'. */
export function addDays(isoDay: string, n: number): string {
  const [y, m, d] = partsOf(isoDay);
  const moved = new Date(Date.UTC(y, m - 1, d + Math.trunc(n)));
  return isoOf({ year: moved.getUTCFullYear(), month: moved.getUTCMonth() + 1, day: moved.getUTCDate() });
}

/**
 * De / Até (São Paulo days, both included) as instants for a timestamp column: from the first
 * day's midnight (inclusive) to the midnight after the last day (exclusive). A side left blank
 * stays open.
 */
export function saoPauloDayRange(from?: string | null, to?: string | null): { start: Date | null; end: Date | null } {
  return { start: from ? saoPauloMidnight(from) : null, end: to ? saoPauloMidnight(addDays(to, 1)) : null };
}

/**
 * The dashboard's windows: the last `days` São Paulo days up to today (today included, up to
 * `now`) and the `days` days before them. Both begin at a São Paulo midnight, so the cards, the
 * chart and the best sellers count the same days.
 */
export function lastDaysWindows(
  now: Date,
  days: number,
): { today: string; firstDay: string; currentStart: Date; previousFirstDay: string; previousStart: Date } {
  const today = todayIso(now);
  const firstDay = addDays(today, 1 - days);
  const previousFirstDay = addDays(firstDay, -days);
  return { today, firstDay, currentStart: saoPauloMidnight(firstDay), previousFirstDay, previousStart: saoPauloMidnight(previousFirstDay) };
}

/**
 * Moves n Brazilian business days (weekends and national holidays skipped; n may be negative),
 * counted on the São Paulo calendar and keeping the time of day. Used for boleto deadlines.
 */
export function addBusinessDays(value: DateInput, n: number): Date {
  const date = toDate(value);
  const { year, month, day } = saoPauloDay(date);
  // The library walks the calendar in the process's local zone, so hand it a neutral local noon.
  const start = new Date(year, month - 1, day, 12);
  const end = libAddBusinessDays(start, Math.trunc(n));
  if (end === null) throw new RangeError('Data fora do intervalo suportado.');
  const calendarDays = Math.round((Date.UTC(end.getFullYear(), end.getMonth(), end.getDate()) - Date.UTC(year, month - 1, day)) / DAY_MS);
  // No daylight saving in São Paulo since 2019, so whole days keep the wall-clock time.
  return new Date(date.getTime() + calendarDays * DAY_MS);
}
