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
