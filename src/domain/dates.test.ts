import { afterEach, describe, expect, it, vi } from 'vitest';
import { itReturns } from '../../tests/support/table-tests';
import {
  addBusinessDays,
  addDays,
  formatDate,
  formatDateTime,
  formatDay,
  formatLongToday,
  lastDaysWindows,
  saoPauloDay,
  saoPauloDayRange,
  saoPauloMidnight,
  toDate,
  todayIso,
  toIsoDate,
} from './dates';

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

// The shop's day at the two hours that used to go wrong: 23:30 in São Paulo is 02:30 UTC of the
// next day (UTC's date is already tomorrow), 00:30 is 03:30 UTC (both on the same day again).
const lateNight = new Date('2026-11-27T02:30:00Z'); // 26/11 23:30 in São Paulo
const afterMidnight = new Date('2026-11-27T03:30:00Z'); // 27/11 00:30 in São Paulo

describe("the shop's day at 23:30 and 00:30 São Paulo time", () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it("todayIso defaults to the São Paulo day of the clock, not UTC's", () => {
    vi.useFakeTimers({ toFake: ['Date'], now: lateNight });
    expect(new Date().toISOString().slice(0, 10)).toBe('2026-11-27');
    expect(todayIso()).toBe('2026-11-26');
    vi.setSystemTime(afterMidnight);
    expect(todayIso()).toBe('2026-11-27');
  });

  it('saoPauloMidnight is 03:00 UTC of that day', () => {
    expect(saoPauloMidnight('2026-11-27').toISOString()).toBe('2026-11-27T03:00:00.000Z');
    expect(saoPauloMidnight('2026-01-01').toISOString()).toBe('2026-01-01T03:00:00.000Z');
    // Before 2019 São Paulo kept summer time (UTC−2): the midnight of that zone's day.
    expect(saoPauloMidnight('2018-01-15').toISOString()).toBe('2018-01-15T02:00:00.000Z');
    expect(() => saoPauloMidnight('27/11/2026')).toThrow(RangeError);
  });

  itReturns('addDays walks the calendar: %j → %j', addDays, [
    ['2026-11-30', 1, '2026-12-01'],
    ['2026-12-31', 1, '2027-01-01'],
    ['2026-03-01', -1, '2026-02-28'],
    ['2028-03-01', -1, '2028-02-29'],
    ['2026-11-27', -29, '2026-10-29'],
  ]);

  it('a period of São Paulo days holds 23:30 of its last day and leaves out 00:30 of the next', () => {
    const { start, end } = saoPauloDayRange('2026-11-26', '2026-11-26');
    const inside = (at: Date) => at >= start! && at < end!;
    expect(inside(lateNight)).toBe(true);
    expect(inside(afterMidnight)).toBe(false);
    expect(inside(new Date('2026-11-26T03:00:00Z'))).toBe(true);
    expect(inside(new Date('2026-11-26T02:59:59Z'))).toBe(false);
    expect(saoPauloDayRange('', null)).toEqual({ start: null, end: null });
  });

  it('the last 30 days and the 30 before begin at São Paulo midnights, today counted as one of them', () => {
    expect(lastDaysWindows(lateNight, 30)).toEqual({
      today: '2026-11-26',
      firstDay: '2026-10-28',
      currentStart: new Date('2026-10-28T03:00:00Z'),
      previousFirstDay: '2026-09-28',
      previousStart: new Date('2026-09-28T03:00:00Z'),
    });
    expect(lastDaysWindows(afterMidnight, 30)).toMatchObject({ today: '2026-11-27', firstDay: '2026-10-29', previousFirstDay: '2026-09-29' });
  });
});
