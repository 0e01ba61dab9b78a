import {
  classifyPunch, conditionOf, dhakaInstant, dhakaMoment, isLate, monthMarks, shiftOfPunch,
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

describe('register marks of a month', () => {
  it('P on time, L late only, A without a record; an on-time arrival wins over a late one', () => {
    const marks = monthMarks('2026-02', [
      { date: '2026-02-01', condition: 'present' },
      { date: '2026-02-02', condition: 'late' },
      { date: '2026-02-03', condition: 'late' },
      { date: '2026-02-03', condition: 'present' },
      { date: '2026-03-01', condition: 'present' },
    ]);
    expect(marks).toHaveLength(28);
    expect(marks.slice(0, 4)).toEqual(['P', 'L', 'P', 'A']);
    expect(marks.filter((m) => m === 'A')).toHaveLength(25);
    expect(monthMarks('2024-02', [])).toHaveLength(29);
  });

  it('days after today are not absent yet', () => {
    const marks = monthMarks('2026-03', [{ date: '2026-03-09', condition: 'late' }], '2026-03-10');
    expect(marks.slice(7, 12)).toEqual(['A', 'L', 'A', '', '']);
    expect(marks.filter((m) => m === '')).toHaveLength(21);
    expect(monthMarks('2026-04', [], '2026-03-10').every((m) => m === '')).toBe(true);
  });
});
