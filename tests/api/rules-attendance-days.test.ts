/**
 * Worked examples the mutation report found missing (issue 28): a Friday punch (the weekly holiday by
 * default), a late punch after an on-time one of the same day, and records of another month.
 */
import { classifyPunch, monthMarks } from '../../api/src/rules/attendance';

describe('a punch on Friday, the default weekly holiday', () => {
  it('08:05 Dhaka on Friday 6 March 2026 is the weekend shift (09:00–09:30 + 10), on time', () => {
    // 02:05 UTC = 08:05 Asia/Dhaka
    expect(classifyPunch(new Date('2026-03-06T02:05:00Z'))).toEqual({
      date: '2026-03-06', arrival: '08:05:00', shift: 'weekend', startTime: '09:00', endTime: '09:30', gracePeriod: 10, condition: 'present',
    });
  });
  it('09:41 Dhaka on a Friday is late for the weekend shift, not night though after the day shift closed', () => {
    expect(classifyPunch(new Date('2026-03-06T03:41:00Z'))).toMatchObject({ shift: 'weekend', condition: 'late' });
    expect(classifyPunch(new Date('2026-03-06T13:00:00Z'))).toMatchObject({ date: '2026-03-06', shift: 'weekend', condition: 'late' });
  });
  it('the same time on Thursday is the day shift', () => {
    expect(classifyPunch(new Date('2026-03-05T02:05:00Z'))).toMatchObject({ shift: 'day', condition: 'present' });
  });
});

describe('the register of March 2026', () => {
  const recorded = new Set(['2026-03-01', '2026-03-02', '2026-03-03']);
  it('on time at 08:20, then a late second punch at 18:50 the same day: still present', () => {
    const marks = monthMarks('2026-03', [
      { date: '2026-03-02', condition: 'present' },
      { date: '2026-03-02', condition: 'late' },
    ], recorded);
    expect(marks.slice(0, 3)).toEqual(['A', 'P', 'A']);
  });
  it('records of February and April leave the days of March alone', () => {
    const marks = monthMarks('2026-03', [
      { date: '2026-02-01', condition: 'present' },
      { date: '2026-04-02', condition: 'late' },
      { date: '2026-03-03', condition: 'late' },
    ], recorded);
    expect(marks).toHaveLength(31);
    expect(marks.slice(0, 4)).toEqual(['A', 'A', 'L', '']);
    expect(marks.filter((m) => m !== '')).toHaveLength(3);
  });
});
