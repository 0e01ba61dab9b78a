/**
 * Worked examples the mutation report of attendance.ts found missing (issue 28): a punch on every weekday,
 * times with trailing or leading characters, wall times with seconds, the shift settings' limits and a
 * day shift that closes after the night shift.
 */
import {
  absenceWindow, completeShiftSettings, defaultShiftSettings, dhakaInstant, dhakaMoment, isLate, isTime, secondsOf, shiftSettingError,
  shiftsOfKind, type ShiftSetting,
} from '../../api/src/rules/attendance';

describe('a punch\'s weekday in Asia/Dhaka', () => {
  it('each day of the week of 1–7 March 2026 (Sunday to Saturday), 08:00 Dhaka', () => {
    const days = ['01', '02', '03', '04', '05', '06', '07'].map((d) => dhakaMoment(new Date(`2026-03-${d}T02:00:00Z`)));
    expect(days.map((m) => m.weekday)).toEqual([0, 1, 2, 3, 4, 5, 6]);
    expect(days[0]).toEqual({ date: '2026-03-01', time: '08:00:00', weekday: 0 });
  });
  it('Saturday 18:30 UTC is already Sunday in Dhaka', () => {
    expect(dhakaMoment(new Date('2026-03-07T18:30:00Z'))).toEqual({ date: '2026-03-08', time: '00:30:00', weekday: 0 });
  });
});

describe('wall times', () => {
  it('HH:MM or HH:MM:SS and nothing around them', () => {
    expect(['00:00', '23:59', '08:30:15', '23:59:59'].every(isTime)).toBe(true);
    expect(['108:30', 'x08:30', '08:300', '08:30:000', '08:30 ', '24:00', '08:60', '08:30:60', '8:30'].some(isTime)).toBe(false);
    expect(secondsOf('08:30:15')).toBe(30_615);
    expect(secondsOf('08:30')).toBe(30_600);
    expect(secondsOf('108:30')).toBeNaN();
    expect(secondsOf('08:30:000')).toBeNaN();
  });
  it('a Dhaka wall time with seconds, or without, as an instant', () => {
    expect(dhakaInstant('2026-03-01', '08:05:30').toISOString()).toBe('2026-03-01T02:05:30.000Z');
    expect(dhakaInstant('2026-03-01', '08:05').toISOString()).toBe('2026-03-01T02:05:00.000Z');
    expect(dhakaInstant('2026-03-01', '00:00:00').toISOString()).toBe('2026-02-28T18:00:00.000Z');
  });
  it('lateness of a time that is not one names both times', () => {
    expect(() => isLate('8:41', { endTime: '08:30', gracePeriod: 10 })).toThrow('not a time: 8:41 / 08:30');
    expect(() => isLate('08:41', { endTime: '08:30am', gracePeriod: 10 })).toThrow('not a time: 08:41 / 08:30am');
  });
});

describe('shift settings at their limits', () => {
  const setting = (over: Partial<ShiftSetting>): ShiftSetting => ({ personKind: 'student', shift: 'night', name: '', active: true, startTime: '18:00', endTime: '18:30', gracePeriod: 10, ...over });

  it('an unsaved shift has no name of its own (the shift\'s word shows)', () => {
    expect(defaultShiftSettings().map((s) => s.name)).toEqual(['', '', '', '', '', '']);
  });
  it('evening hours 20–23 are times; anything around HH:MM is not', () => {
    expect(shiftSettingError(setting({ startTime: '20:00', endTime: '23:59' }))).toBeNull();
    expect(shiftSettingError(setting({ startTime: '21:15', endTime: '22:45' }))).toBeNull();
    expect(shiftSettingError(setting({ startTime: '118:00' }))).toEqual({ field: 'startTime', key: 'invalidValue' });
    expect(shiftSettingError(setting({ startTime: '18:00:00' }))).toEqual({ field: 'startTime', key: 'invalidValue' });
    expect(shiftSettingError(setting({ startTime: '2a:00' }))).toEqual({ field: 'startTime', key: 'invalidValue' });
    expect(shiftSettingError(setting({ endTime: '118:30' }))).toEqual({ field: 'endTime', key: 'invalidValue' });
    expect(shiftSettingError(setting({ endTime: '18:300' }))).toEqual({ field: 'endTime', key: 'invalidValue' });
  });
  it('a name of exactly 40 characters is taken', () => {
    expect(shiftSettingError(setting({ name: 'x'.repeat(40) }))).toBeNull();
  });
  it('the absence window closes at the latest close even when the day shift closes after the night shift', () => {
    const shifts = shiftsOfKind(completeShiftSettings([
      setting({ shift: 'day', startTime: '07:00', endTime: '19:00', gracePeriod: 10 }),
      setting({ shift: 'night', startTime: '18:00', endTime: '18:30', gracePeriod: 10 }),
    ]), 'student');
    expect(absenceWindow(1, shifts)).toEqual({ schoolDay: true, closesAt: '19:10:00' });
  });
});
