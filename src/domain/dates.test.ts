import { describe, expect, it } from 'vitest';
import { addBusinessDays, formatDate, formatDateTime, formatDay, formatLongToday, saoPauloDay, toDate, todayIso, toIsoDate } from './dates';
import { itReturns } from './test-support';

// 17:05 UTC is 14:05 in São Paulo (UTC-3).
const instant = new Date('2026-11-22T17:05:00Z');
// 01:30 UTC on the 23rd is still the 22nd in São Paulo.
const lateEvening = new Date('2026-11-23T01:30:00Z');

describe('formatDay', () => {
  itReturns('shows a calendar day on its own day, and none as a dash: %j → %j', formatDay, [
    ['2026-01-01', '01/01/2026'],
    ['2026-11-30', '30/11/2026'],
    [null, '—'],
    ['', '—'],
  ]);
});

describe('formatDate', () => {
  itReturns('gives dd/mm/yyyy in São Paulo: %j → %j', formatDate, [
    [instant, '22/11/2026'],
    [lateEvening, '22/11/2026'],
    ['2026-11-22T17:05:00Z', '22/11/2026'],
    [instant.getTime(), '22/11/2026'],
    // A bare calendar date stays on its own day.
    ['2026-11-22', '22/11/2026'],
    ['2026-01-01', '01/01/2026'],
    // An invalid date gives an empty string.
    ['not a date', ''],
    ['2026-13-45', ''],
  ]);
});

describe('formatDateTime', () => {
  itReturns('gives day, short month, year, hour and minute in São Paulo: %j → %j', formatDateTime, [
    [instant, '22 de nov. de 2026, 14:05'],
    [lateEvening, '22 de nov. de 2026, 22:30'],
    ['x', ''],
  ]);
});

describe('formatLongToday', () => {
  itReturns('gives the weekday and the long date: %j → %j', formatLongToday, [
    [instant, 'domingo, 22 de novembro de 2026'],
    [lateEvening, 'domingo, 22 de novembro de 2026'],
  ]);
});

describe('todayIso and toIsoDate', () => {
  itReturns('todayIso gives YYYY-MM-DD on the São Paulo calendar: %j → %j', todayIso, [
    [instant, '2026-11-22'],
    [lateEvening, '2026-11-22'],
    [new Date('2026-11-23T03:00:00Z'), '2026-11-23'],
  ]);

  it('toIsoDate keeps a bare date', () => {
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
