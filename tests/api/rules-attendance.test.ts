import {
  absenceDue, absenceWindow, addMinutes, classifyPunch, completeShiftSettings, conditionOf, defaultShiftSettings, dhakaInstant, dhakaMoment,
  DEFAULT_WEEKLY_HOLIDAY, isLate, isWeekday, markCounts, monthMarks, shiftOfPunch, shiftSettingError, shiftsOfKind, type ShiftSetting,
} from '../../api/src/rules/attendance';

/**
 * Spec doc 2 §9: "time zone Asia/Dhaka; late if arrival exceeds end time plus grace period in minutes".
 * "End time" is the record's end_time (the close of the arrival window), so a shift 08:00–08:30 with
 * 10 minutes of grace is late from 08:40:01.
 */
describe('lateness: arrival exceeds end time plus grace (worked examples)', () => {
  const day = { endTime: '08:30', gracePeriod: 10 };
  it.each([
    ['07:45', false], // before the window opens: early, not late
    ['08:00', false], // at start
    ['08:30', false], // at end time
    ['08:35', false], // inside the grace
    ['08:40', false], // exactly end + grace: does not exceed
    ['08:40:00', false],
    ['08:40:01', true], // one second over
    ['08:41', true],
    ['12:00', true],
  ])('day 08:00–08:30 + 10 min: arrival %s late=%s', (arrival, late) => {
    expect(isLate(arrival, day)).toBe(late);
    expect(conditionOf(arrival, day)).toBe(late ? 'late' : 'present');
  });

  it('no grace: late right after end time; a grace across midnight is not wrapped', () => {
    expect(isLate('08:30', { endTime: '08:30', gracePeriod: 0 })).toBe(false);
    expect(isLate('08:31', { endTime: '08:30', gracePeriod: 0 })).toBe(true);
    expect(isLate('23:59', { endTime: '23:30', gracePeriod: 45 })).toBe(false);
  });

  it('a bad time is refused', () => {
    expect(() => isLate('25:00', day)).toThrow();
    expect(() => isLate('8:30', day)).toThrow();
  });
});

describe('punch instants are read in Asia/Dhaka (UTC+6)', () => {
  it('02:45 UTC is 08:45 in Dhaka the same day: late for the day shift', () => {
    const p = classifyPunch(new Date('2026-03-02T02:45:00Z')); // a Monday
    expect(p).toEqual({ date: '2026-03-02', arrival: '08:45:00', shift: 'day', startTime: '08:00', endTime: '08:30', gracePeriod: 10, condition: 'late' });
  });
  it('20:30 UTC on 1 March is 02:30 on 2 March in Dhaka: the Dhaka date, not the UTC one', () => {
    expect(dhakaMoment(new Date('2026-03-01T20:30:00Z'))).toEqual({ date: '2026-03-02', time: '02:30:00', weekday: 1 });
  });
  it('02:35 UTC is 08:35 Dhaka: inside the grace, present', () => {
    expect(classifyPunch(new Date('2026-03-02T02:35:00Z')).condition).toBe('present');
  });
  it('a Friday punch is weekend; from 15:00 it is night', () => {
    expect(shiftOfPunch(5, '08:00:00')).toBe('weekend');
    expect(shiftOfPunch(1, '14:59:59')).toBe('day');
    expect(shiftOfPunch(1, '15:00:00')).toBe('night');
    // 12:50 UTC Monday = 18:50 Dhaka: night 18:00–18:30 + 10 → late
    expect(classifyPunch(new Date('2026-03-02T12:50:00Z'))).toMatchObject({ shift: 'night', condition: 'late' });
  });
  it('dhakaInstant is the inverse of dhakaMoment', () => {
    const at = dhakaInstant('2026-03-02', '08:45');
    expect(at.toISOString()).toBe('2026-03-02T02:45:00.000Z');
    expect(dhakaMoment(at)).toMatchObject({ date: '2026-03-02', time: '08:45:00' });
  });
});

describe('register marks of a month: one rule everywhere (issue 25 item 12)', () => {
  /** Every day of the month as taken (somebody was recorded each day). */
  const everyDay = (month: string, n: number) => new Set(Array.from({ length: n }, (_, i) => `${month}-${String(i + 1).padStart(2, '0')}`));

  it('P on time, L late only, A without a record on a day attendance was taken; an on-time arrival wins over a late one', () => {
    const marks = monthMarks('2026-02', [
      { date: '2026-02-01', condition: 'present' },
      { date: '2026-02-02', condition: 'late' },
      { date: '2026-02-03', condition: 'late' },
      { date: '2026-02-03', condition: 'present' },
      { date: '2026-03-01', condition: 'present' },
    ], everyDay('2026-02', 28));
    expect(marks).toHaveLength(28);
    expect(marks.slice(0, 4)).toEqual(['P', 'L', 'P', 'A']);
    expect(marks.filter((m) => m === 'A')).toHaveLength(25);
    expect(monthMarks('2024-02', [], new Set())).toHaveLength(29);
  });

  it('a day nobody was recorded is blank, never absent: before recording began, Fridays, holidays', () => {
    // November 2026: recording began on Sunday the 22nd; the office recorded Sun 22 – Thu 26 (Friday
    // the 27th is the weekly holiday, nobody came); today is Saturday the 28th, and nobody has been
    // recorded yet today. Karim came on the 22nd and 23rd (late), missed the 24th, came the 25th and 26th.
    const recorded = new Set(['2026-11-22', '2026-11-23', '2026-11-24', '2026-11-25', '2026-11-26']);
    const karim = [
      { date: '2026-11-22', condition: 'present' }, { date: '2026-11-23', condition: 'late' },
      { date: '2026-11-25', condition: 'present' }, { date: '2026-11-26', condition: 'present' },
    ];
    const marks = monthMarks('2026-11', karim, recorded, '2026-11-28');
    expect(marks.slice(0, 21).every((m) => m === '')).toBe(true); // 1–21: before recording began
    expect(marks.slice(21, 28)).toEqual(['P', 'L', 'A', 'P', 'P', '', '']); // 27 Friday, 28 today not taken
    expect(marks.slice(28)).toEqual(['', '']); // 29, 30 to come
    // one absence, where the old rule (every past day without his record) made 24
    expect(markCounts(marks)).toEqual({ present: 3, late: 1, absent: 1 });
  });

  it('days after today are not absent yet, even if recorded (a mistaken future record counts as what it is)', () => {
    const recorded = everyDay('2026-03', 31);
    const marks = monthMarks('2026-03', [{ date: '2026-03-09', condition: 'late' }], recorded, '2026-03-10');
    expect(marks.slice(7, 12)).toEqual(['A', 'L', 'A', '', '']);
    expect(marks.filter((m) => m === '')).toHaveLength(21);
    expect(monthMarks('2026-04', [], everyDay('2026-04', 30), '2026-03-10').every((m) => m === '')).toBe(true);
  });

  it('markCounts counts P, L and A; blanks count nowhere', () => {
    expect(markCounts(['P', 'L', 'A', '', 'P', 'A', ''])).toEqual({ present: 2, late: 1, absent: 2 });
    expect(markCounts([])).toEqual({ present: 0, late: 0, absent: 0 });
  });
});

describe('the weekly holiday as a day setting (issue 25 item 22)', () => {
  it('a punch on the academy\'s weekly holiday belongs to the weekend (holiday classes) shift; Friday by default', () => {
    expect(DEFAULT_WEEKLY_HOLIDAY).toBe(5);
    expect(shiftOfPunch(5, '09:00')).toBe('weekend');
    expect(shiftOfPunch(5, '09:00', undefined, 4)).toBe('day'); // holiday moved to Thursday: Friday is a school day
    expect(shiftOfPunch(4, '09:00', undefined, 4)).toBe('weekend');
    // 2026-11-26 is a Thursday: 03:05 UTC = 09:05 Dhaka
    expect(classifyPunch(new Date('2026-11-26T03:05:00Z'), undefined, 4)).toMatchObject({ shift: 'weekend', date: '2026-11-26' });
  });
  it('the absence window looks at the holiday shift on the chosen day', () => {
    const kinds = shiftsOfKind([], 'student');
    expect(absenceWindow(4, kinds, 4)).toEqual({ schoolDay: false, closesAt: null });
    expect(absenceWindow(5, kinds, 4)).toEqual({ schoolDay: true, closesAt: '08:40:00' });
  });
  it('isWeekday accepts 0–6 only', () => {
    expect([0, 6].every(isWeekday)).toBe(true);
    expect([-1, 7, 2.5, '5', null].some(isWeekday)).toBe(false);
  });
});

describe('an academy\'s shift settings (issue 12)', () => {
  const setting = (over: Partial<ShiftSetting>): ShiftSetting => ({ personKind: 'student', shift: 'day', name: '', active: true, startTime: '07:30', endTime: '07:45', gracePeriod: 5, ...over });

  it('validation: the end after the start, grace a whole number 0..180, a name up to 40 characters', () => {
    expect(shiftSettingError(setting({}))).toBeNull();
    expect(shiftSettingError(setting({ gracePeriod: 0 }))).toBeNull();
    expect(shiftSettingError(setting({ gracePeriod: 180 }))).toBeNull();
    expect(shiftSettingError(setting({ endTime: '07:30' }))).toEqual({ field: 'endTime', key: 'invalidValue' }); // equal is not after
    expect(shiftSettingError(setting({ endTime: '07:29' }))).toEqual({ field: 'endTime', key: 'invalidValue' });
    expect(shiftSettingError(setting({ startTime: '7:30' }))).toEqual({ field: 'startTime', key: 'invalidValue' });
    expect(shiftSettingError(setting({ gracePeriod: 181 }))).toEqual({ field: 'gracePeriod', key: 'invalidValue' });
    expect(shiftSettingError(setting({ gracePeriod: -1 }))).toEqual({ field: 'gracePeriod', key: 'invalidValue' });
    expect(shiftSettingError(setting({ gracePeriod: 2.5 }))).toEqual({ field: 'gracePeriod', key: 'invalidValue' });
    expect(shiftSettingError(setting({ name: 'x'.repeat(41) }))).toEqual({ field: 'name', key: 'invalidValue' });
  });

  it('unsaved shifts are the defaults; a saved one replaces its default only', () => {
    expect(defaultShiftSettings().map((x) => `${x.personKind}:${x.shift}:${x.active}`)).toEqual([
      'student:day:true', 'student:night:false', 'student:weekend:false', 'officiant:day:true', 'officiant:night:false', 'officiant:weekend:false',
    ]);
    const all = completeShiftSettings([setting({ personKind: 'officiant', startTime: '09:00', endTime: '09:15' })]);
    expect(shiftsOfKind(all, 'officiant').day).toMatchObject({ startTime: '09:00', endTime: '09:15' });
    expect(shiftsOfKind(all, 'student').day).toMatchObject({ startTime: '08:00', endTime: '08:30', gracePeriod: 10 });
  });

  it('a punch is late by the person kind\'s shift; night from the later of 3 h before its start and halfway from the day\'s close', () => {
    const shifts = shiftsOfKind(completeShiftSettings([setting({}), setting({ shift: 'night', startTime: '13:00', endTime: '13:20', gracePeriod: 0 })]), 'student');
    // 01:51 UTC = 07:51 Dhaka on Monday: day 07:30–07:45 + 5 → late
    expect(classifyPunch(new Date('2026-03-02T01:51:00Z'), shifts)).toEqual({ date: '2026-03-02', arrival: '07:51:00', shift: 'day', startTime: '07:30', endTime: '07:45', gracePeriod: 5, condition: 'late' });
    // day closes 07:50, night starts 13:00: halfway 10:25, three hours before 10:00 → night from 10:25
    expect(shiftOfPunch(1, '10:24:59', shifts)).toBe('day');
    expect(shiftOfPunch(1, '10:25:00', shifts)).toBe('night');
    expect(shiftOfPunch(5, '13:10:00', shifts)).toBe('weekend');
    expect(classifyPunch(new Date('2026-03-02T07:21:00Z'), shifts)).toMatchObject({ shift: 'night', condition: 'late' }); // 13:21
  });

  it('the absence window: a school day when a shift of the day runs; absent after the latest end plus grace', () => {
    const kinds = (saved: ShiftSetting[]) => shiftsOfKind(completeShiftSettings(saved), 'student');
    expect(absenceWindow(2, kinds([]))).toEqual({ schoolDay: true, closesAt: '08:40:00' }); // Tuesday, defaults
    expect(absenceWindow(5, kinds([]))).toEqual({ schoolDay: false, closesAt: null }); // Friday: the weekend shift does not run
    expect(absenceWindow(5, kinds([setting({ shift: 'weekend', startTime: '10:00', endTime: '10:20', gracePeriod: 15 })]))).toEqual({ schoolDay: true, closesAt: '10:35:00' });
    expect(absenceWindow(2, kinds([setting({ shift: 'night', startTime: '18:00', endTime: '18:30', gracePeriod: 15 })]))).toEqual({ schoolDay: true, closesAt: '18:45:00' });
    expect(absenceWindow(2, kinds([setting({ active: false })]))).toEqual({ schoolDay: false, closesAt: null });
    expect(absenceDue('08:40:00', '08:40:00')).toBe(false);
    expect(absenceDue('08:40:01', '08:40:00')).toBe(true);
    expect(absenceDue('23:00', null)).toBe(false);
    expect(addMinutes('23:50', 180)).toBe('23:59:59');
  });
});
