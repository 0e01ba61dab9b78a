import { TIME_ZONE, addDays, dhakaDate, isIsoDate } from '../../api/src/rules/dates';

/** Worked examples of the calendar-date helpers (YYYY-MM-DD, no time zone) and "today" in Asia/Dhaka (spec §9). */
describe('calendar dates', () => {
  it.each([
    ['2026-01-01', true], ['2026-12-31', true], ['2028-02-29', true], ['2000-02-29', true],
    ['2026-02-29', false], ['1900-02-29', false], ['2026-04-31', false], ['2026-13-01', false], ['2026-00-10', false],
    ['2026-03-00', false], ['2026-12-32', false], ['2026-1-01', false], ['2026-01-1', false], ['26-01-01', false],
    ['0099-12-31', false], ['0100-01-01', true], // Date.UTC reads years 0–99 as 1900–1999
    [' 2026-01-01', false], ['2026-01-01 ', false], ['2026/01/01', false], ['2026-01-01T00:00', false], ['', false],
  ])('%j is a real YYYY-MM-DD: %s', (value, ok) => expect(isIsoDate(value)).toBe(ok));

  it('adds and takes away days across months and years', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(addDays('2026-03-10', 0)).toBe('2026-03-10');
    expect(addDays('2026-01-01', 365)).toBe('2027-01-01');
  });

  it('refuses what is not a date', () => {
    expect(() => addDays('2026-3-1', 1)).toThrow('not a date: 2026-3-1');
    expect(() => addDays('', 1)).toThrow(Error);
  });
});

describe('today in Asia/Dhaka', () => {
  it('is the product\'s one time zone', () => expect(TIME_ZONE).toBe('Asia/Dhaka'));

  it('one minute has one date, and the next minute asked gets its own', () => {
    expect(dhakaDate(new Date('2026-06-30T17:59:00.000Z'))).toBe('2026-06-30');
    expect(dhakaDate(new Date('2026-06-30T17:59:59.999Z'))).toBe('2026-06-30');
    expect(dhakaDate(new Date('2026-06-30T18:00:00.000Z'))).toBe('2026-07-01');
    expect(dhakaDate(new Date('2026-06-30T17:59:00.000Z'))).toBe('2026-06-30');
  });

  it('an instant before 1970 is formatted as it is (not from the minute kept)', () => {
    expect(dhakaDate(new Date('1969-07-20T20:17:00Z'))).toBe('1969-07-21');
    expect(dhakaDate(new Date('1969-07-20T17:00:00Z'))).toBe('1969-07-20');
    expect(dhakaDate(new Date(0))).toBe('1970-01-01');
  });
});
