import { describe, expect, it } from 'vitest';
import { addBusinessDays, formatDate, formatDateTime, formatDay, formatLongToday, saoPauloDay, toDate, todayIso, toIsoDate } from './dates';

// 17:05 UTC is 14:05 in São Paulo (UTC-3).
const instant = new Date('2026-11-22T17:05:00Z');
// 01:30 UTC on the 23rd is still the 22nd in São Paulo.
const lateEvening = new Date('2026-11-23T01:30:00Z');

describe('formatDay', () => {
  it('shows a calendar day on its own day, and none as a dash', () => {
    expect(formatDay('2026-01-01')).toBe('01/01/2026');
    expect(formatDay('2026-11-30')).toBe('30/11/2026');
    expect(formatDay(null)).toBe('—');
    expect(formatDay('')).toBe('—');
  });
});

describe('formatDate', () => {
  it('gives dd/mm/yyyy in São Paulo', () => {
    expect(formatDate(instant)).toBe('22/11/2026');
    expect(formatDate(lateEvening)).toBe('22/11/2026');
    expect(formatDate('2026-11-22T17:05:00Z')).toBe('22/11/2026');
    expect(formatDate(instant.getTime())).toBe('22/11/2026');
  });

  it('keeps a bare calendar date on its own day', () => {
    expect(formatDate('2026-11-22')).toBe('22/11/2026');
    expect(formatDate('2026-01-01')).toBe('01/01/2026');
  });

  it('gives an empty string for an invalid date', () => {
    expect(formatDate('not a date')).toBe('');
    expect(formatDate('2026-13-45')).toBe('');
  });
});

describe('formatDateTime', () => {
  it('gives day, short month, year, hour and minute in São Paulo', () => {
    expect(formatDateTime(instant)).toBe('22 de nov. de 2026, 14:05');
    expect(formatDateTime(lateEvening)).toBe('22 de nov. de 2026, 22:30');
    expect(formatDateTime('x')).toBe('');
  });
});

describe('formatLongToday', () => {
  it('gives the weekday and the long date', () => {
    expect(formatLongToday(instant)).toBe('domingo, 22 de novembro de 2026');
    expect(formatLongToday(lateEvening)).toBe('domingo, 22 de novembro de 2026');
  });
});

describe('todayIso and toIsoDate', () => {
  it('gives YYYY-MM-DD on the São Paulo calendar', () => {
    expect(todayIso(instant)).toBe('2026-11-22');
    expect(todayIso(lateEvening)).toBe('2026-11-22');
    expect(todayIso(new Date('2026-11-23T03:00:00Z'))).toBe('2026-11-23');
    expect(toIsoDate('2026-02-03')).toBe('2026-02-03');
  });

  it('defaults to now', () => {
    expect(todayIso()).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });
});

describe('saoPauloDay', () => {
  it('splits an instant into São Paulo calendar parts', () => {
    expect(saoPauloDay(lateEvening)).toEqual({ year: 2026, month: 11, day: 22, weekday: 0 });
  });

  it('reads a bare date as that day', () => {
    expect(toDate('2026-11-22').toISOString()).toBe('2026-11-22T15:00:00.000Z');
  });
});

describe('addBusinessDays', () => {
  it('skips weekends and keeps the time of day', () => {
    // Wednesday 2026-11-11 14:00 → Monday 2026-11-16 14:00 (Sunday 15/11 is a holiday anyway).
    const result = addBusinessDays(new Date('2026-11-11T14:00:00-03:00'), 3);
    expect(result.toISOString()).toBe('2026-11-16T17:00:00.000Z');
  });

  it('skips national holidays', () => {
    // Thursday 19/11 + 3: Friday 20/11 is Dia da Consciência Negra.
    const result = addBusinessDays(new Date('2026-11-19T15:00:00-03:00'), 3);
    expect(toIsoDate(result)).toBe('2026-11-25');
  });

  it('counts on the São Paulo calendar, not UTC', () => {
    // 22:30 on Friday 27/11 in São Paulo is already Saturday in UTC.
    const result = addBusinessDays(new Date('2026-11-28T01:30:00Z'), 1);
    expect(toIsoDate(result)).toBe('2026-11-30');
    expect(formatDateTime(result)).toBe('30 de nov. de 2026, 22:30');
  });

  it('walks backwards for negative n and stays put for 0', () => {
    expect(toIsoDate(addBusinessDays(new Date('2026-11-23T10:00:00-03:00'), -1))).toBe('2026-11-19');
    const saturday = new Date('2026-11-21T10:00:00-03:00');
    expect(addBusinessDays(saturday, 0).getTime()).toBe(saturday.getTime());
  });

  it('accepts a bare date', () => {
    expect(toIsoDate(addBusinessDays('2026-11-21', 1))).toBe('2026-11-23');
  });
});
