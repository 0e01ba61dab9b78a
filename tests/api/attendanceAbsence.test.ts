import { Leave } from '../../api/src/domains/administration/leave.entity';
import { absenceTick } from '../../api/src/domains/attendance/absence';
import { setAttendanceReader } from '../../api/src/domains/attendance/puller';
import { AttendanceDevice, AttendanceRecord } from '../../api/src/domains/attendance/entities';
import { Academy } from '../../api/src/domains/auth/academy.entity';
import { Student } from '../../api/src/domains/education/student.entity';
import { AcademySettings } from '../../api/src/domains/others/settings.entity';
import type { Ctx } from '../../api/src/platform/context';
import { OutboxMessage } from '../../api/src/platform/outbox.entity';
import { makeAcademy, makeStudents, makeUser, type Signed } from '../support/factories';
import { errorCode, gql, rest } from '../support/http';
import { startServer, type TestServer } from '../support/server';

/**
 * Issue 12: the absence message. Once today's student shifts have closed (end time plus grace; by
 * default the day shift 08:00–08:30 + 10), a student with no record today (not on leave) is absent
 * and the guardian gets one SMS, once per student and day, while the switch is on and the balance allows.
 */
const RUN = 'state date closesAt absent sent failed repeated skipped balanceShort';
const SEND = `mutation { sendAbsenceSms { ${RUN} } }`;
const UPDATE = 'mutation($input: SettingsInput!) { updateSettings(input: $input) { absenceSms } }';
const SAVE_SHIFTS = 'mutation($s: [AttendanceShiftInput!]!) { saveAttendanceShifts(shifts: $s) { shift } }';

let s: TestServer;
beforeAll(async () => { s = await startServer(); });
afterAll(async () => { setAttendanceReader(null); await s.close(); });
/** Tuesday 10 March 2026, 12:00 in Dhaka (the test clock's own time) unless a test moves it. */
beforeEach(() => s.clock.set(new Date('2026-03-10T06:00:00Z')));

const env = () => ({ db: s.db, clock: s.clock }) as unknown as Ctx;
const outbox = (code: string) => s.db.getRepository(OutboxMessage).find({ where: { code }, order: { id: 'ASC' } });
const balanceOf = async (code: string) => (await s.db.getRepository(Academy).findOneByOrFail({ code })).smsBalance;

/** An English academy with the absence switch on: Abdullah (1) came today, Bilal (2) and Ciraj (3) did not, Dawud (4) is on leave, Esa (5) has no mobile. */
async function school(balance = 1000, switchOn = true): Promise<{ u: Signed; code: string; students: Student[] }> {
  const u = await makeUser(s, 'superUser', await makeAcademy(s, { smsBalance: balance, language: 'en' }));
  const code = u.academy.code;
  const students = [
    ...await makeStudents(s, u.academy, 'Class 6', ['Abdullah', 'Bilal', 'Ciraj', 'Dawud'], 1, { fatherMobile: '01711000001' }),
    ...await makeStudents(s, u.academy, 'Class 6', ['Esa'], 5, { fatherMobile: '' }),
  ];
  students[1].fatherMobile = '01711000002, 01811000002';
  students[2].fatherMobile = '01711000003';
  await s.db.getRepository(Student).save(students.slice(1, 3));
  const records = s.db.getRepository(AttendanceRecord);
  await records.save(records.create({
    code, personKind: 'student', personId: students[0].id, idNo: '1', name: 'Abdullah', classDesignation: 'Class 6', shift: 'day',
    date: '2026-03-10', arrival: '08:05:00', startTime: '08:00', endTime: '08:30', gracePeriod: 10, condition: 'present', method: 'manual', deviceId: null,
  }));
  // yesterday's record does not count for today
  await records.save(records.create({
    code, personKind: 'student', personId: students[1].id, idNo: '2', name: 'Bilal', classDesignation: 'Class 6', shift: 'day',
    date: '2026-03-09', arrival: '08:05:00', startTime: '08:00', endTime: '08:30', gracePeriod: 10, condition: 'present', method: 'manual', deviceId: null,
  }));
  const leaves = s.db.getRepository(Leave);
  await leaves.save(leaves.create({ code, kind: 'student', personId: students[3].id, idNo: '4', name: 'Dawud', classOrDesignation: 'Class 6', startDate: '2026-03-09', endDate: '2026-03-11', days: 3, reason: 'illness', leaveType: 'written' }));
  if (switchOn) await gql(s.url, UPDATE, { input: { absenceSms: true, absenceSmsText: '{name} ({class}, {admitNo}) absent {date}' } }, u.token);
  return { u, code, students };
}

/** A student's arrival on `date` (the day was taken: the others without a record are absent). */
async function came(code: string, student: Student, date: string) {
  const records = s.db.getRepository(AttendanceRecord);
  await records.save(records.create({
    code, personKind: 'student', personId: student.id, idNo: String(student.admitNo), name: student.name, classDesignation: 'Class 6', shift: 'day',
    date, arrival: '08:05:00', startTime: '08:00', endTime: '08:30', gracePeriod: 10, condition: 'present', method: 'manual', deviceId: null,
  }));
}

const told = async (code: string) => (await outbox(code)).map((m) => [m.kind, m.receiver, m.body, m.status, m.eventKey]);

describe('the absence message (issue 12)', () => {
  it('the scheduler\'s run: each absent student\'s guardian once — the one who came, the one on leave and the one without a mobile get none; twice is still once', async () => {
    const { u, code, students } = await school();
    await absenceTick(env());
    const expected = [
      ['absence', '01711000002', 'Bilal (Class 6, 2) absent 2026-03-10', 'sent', `absence:2026-03-10:${students[1].id}`],
      ['absence', '01711000003', 'Ciraj (Class 6, 3) absent 2026-03-10', 'sent', `absence:2026-03-10:${students[2].id}`],
    ];
    expect(await told(code)).toEqual(expected);
    await absenceTick(env());
    await Promise.all([absenceTick(env()), absenceTick(env())]);
    expect(await told(code)).toEqual(expected);
    expect(await balanceOf(code)).toBe(1000 - 2 * 40);
    // the next school day is another day; while no student has a record it was not taken (a holiday,
    // or not entered yet) and nobody is absent
    s.clock.addDays(1);
    expect((await gql(s.url, SEND, {}, u.token)).data.sendAbsenceSms).toMatchObject({ state: 'notTaken', date: '2026-03-11', absent: 0, sent: 0 });
    await absenceTick(env());
    expect(await outbox(code)).toHaveLength(2);
    await came(code, students[4], '2026-03-11');
    await absenceTick(env());
    expect((await outbox(code)).map((m) => m.eventKey?.slice(0, 18))).toEqual(['absence:2026-03-10', 'absence:2026-03-10', 'absence:2026-03-11', 'absence:2026-03-11', 'absence:2026-03-11']);
  });

  it('"send absence messages now" (education or superUser): the same run, once; GraphQL and REST', async () => {
    const { u, code } = await school();
    const education = await makeUser(s, 'education', u.academy);
    expect((await gql(s.url, SEND, {}, education.token)).data.sendAbsenceSms).toEqual({
      state: 'done', date: '2026-03-10', closesAt: '08:40:00', absent: 3, sent: 2, failed: 0, repeated: 0, skipped: 1, balanceShort: false,
    });
    const again = await rest(s.url, 'POST', `/api/others/absence_sms/send/${code}`, { token: u.token });
    expect([again.status, again.body.absence]).toEqual([200, { state: 'done', date: '2026-03-10', closesAt: '08:40:00', absent: 3, sent: 0, failed: 0, repeated: 2, skipped: 1, balanceShort: false }]);
    expect(await outbox(code)).toHaveLength(2);
  });

  it('switched off: the scheduler sends nothing and the call is notWorked', async () => {
    const { u, code } = await school(1000, false);
    await absenceTick(env());
    expect(errorCode(await gql(s.url, SEND, {}, u.token))).toBe('notWorked');
    expect(await outbox(code)).toEqual([]);
    expect(await balanceOf(code)).toBe(1000);
  });

  it('before the shifts close, or on a day without a student shift, nobody is absent yet', async () => {
    const { u, code } = await school();
    s.clock.set(new Date('2026-03-10T02:40:00Z')); // 08:40 in Dhaka: exactly end + grace, not past it
    expect((await gql(s.url, SEND, {}, u.token)).data.sendAbsenceSms).toMatchObject({ state: 'notYet', closesAt: '08:40:00', sent: 0 });
    // a night shift that runs keeps the day open until it closes too
    await gql(s.url, SAVE_SHIFTS, { s: [{ personKind: 'student', shift: 'night', active: true, startTime: '18:00', endTime: '18:30', gracePeriod: 15 }] }, u.token);
    s.clock.set(new Date('2026-03-10T06:00:00Z'));
    expect((await gql(s.url, SEND, {}, u.token)).data.sendAbsenceSms).toMatchObject({ state: 'notYet', closesAt: '18:45:00', sent: 0 });
    await absenceTick(env());
    expect(await outbox(code)).toEqual([]);
    s.clock.set(new Date('2026-03-13T12:00:00Z')); // Friday 18:00: the weekend shift does not run
    expect((await gql(s.url, SEND, {}, u.token)).data.sendAbsenceSms).toMatchObject({ state: 'notSchoolDay', closesAt: null, sent: 0 });
    s.clock.set(new Date('2026-03-10T12:46:00Z')); // 18:46 on Tuesday: both closed
    expect((await gql(s.url, SEND, {}, u.token)).data.sendAbsenceSms).toMatchObject({ state: 'done', sent: 2 });
  });

  it('only while the balance allows: the run stops when it runs short (nothing logged for the rest) and finishes after a recharge', async () => {
    const { u, code, students } = await school(40);
    expect((await gql(s.url, SEND, {}, u.token)).data.sendAbsenceSms).toMatchObject({ sent: 1, failed: 0, balanceShort: true });
    expect((await outbox(code)).map((m) => m.receiver)).toEqual(['01711000002']);
    await absenceTick(env());
    expect(await outbox(code)).toHaveLength(1);
    await s.db.getRepository(Academy).update({ code }, { smsBalance: 400 });
    await absenceTick(env());
    expect((await outbox(code)).map((m) => [m.receiver, m.status])).toEqual([['01711000002', 'sent'], ['01711000003', 'sent']]);
    // an expired balance is no balance
    await s.db.getRepository(Academy).update({ code }, { balanceExpiry: '2026-03-10' });
    s.clock.addDays(1);
    await came(code, students[4], '2026-03-11');
    expect((await gql(s.url, SEND, {}, u.token)).data.sendAbsenceSms).toMatchObject({ sent: 0, balanceShort: true });
  });

  it('refused: not signed in, a guardian or a teacher, an academy that may not write; nothing sent', async () => {
    const { u, code } = await school();
    expect(errorCode(await gql(s.url, SEND))).toBe('loginError');
    expect((await rest(s.url, 'POST', `/api/others/absence_sms/send/${code}`)).status).toBe(401);
    for (const type of ['guardian', 'generalTeacher', 'accountant'] as const) {
      const other = await makeUser(s, type, u.academy);
      expect([type, errorCode(await gql(s.url, SEND, {}, other.token))]).toEqual([type, 'authorRequired']);
    }
    await s.db.getRepository(Academy).update({ code }, { expiryDate: '2026-03-01' });
    expect(errorCode(await gql(s.url, SEND, {}, u.token))).toBe('notActivated');
    await absenceTick(env()); // the scheduler skips it too
    expect(await outbox(code)).toEqual([]);
  });

  it('the academy\'s student devices are read first: a punch still on a device is no absence; a device that cannot be read stops the run', async () => {
    const { u, code, students } = await school();
    const devices = s.db.getRepository(AttendanceDevice);
    const gate = await devices.save(devices.create({ code, deviceName: 'Gate', deviceUser: 'Student', ipAddress: '10.0.0.7', port: 4370, secretCode: '0', expiryDate: '2027-01-01', email: 'gate@example.test', lastPulledAt: null }));
    setAttendanceReader(async () => { throw new Error('ECONNREFUSED'); });
    try {
      expect((await gql(s.url, SEND, {}, u.token)).data.sendAbsenceSms).toMatchObject({ state: 'deviceNotRead', sent: 0 });
      await absenceTick(env());
      expect(await outbox(code)).toEqual([]);
      // Bilal punched at 08:10 and the punch is still on the device: read now, he is not absent
      setAttendanceReader(async () => [{ userId: '2', date: '2026-03-10', time: '08:10:00' }]);
      expect((await gql(s.url, SEND, {}, u.token)).data.sendAbsenceSms).toMatchObject({ state: 'done', absent: 2, sent: 1, skipped: 1 });
      expect((await outbox(code)).map((m) => m.eventKey)).toEqual([`absence:2026-03-10:${students[2].id}`]);
      expect((await devices.findOneByOrFail({ id: gate.id })).lastError).toBe('');
    } finally {
      setAttendanceReader(null);
    }
  });

  it('another academy\'s students are untouched by this academy\'s call', async () => {
    const A = await school();
    const B = await school();
    expect((await gql(s.url, SEND, {}, A.u.token)).data.sendAbsenceSms.sent).toBe(2);
    expect(await outbox(B.code)).toEqual([]);
    expect((await rest(s.url, 'POST', `/api/others/absence_sms/send/${B.code}`, { token: A.u.token })).body.message).toBe('authorRequired');
    expect(await outbox(B.code)).toEqual([]);
    expect(await s.db.getRepository(AcademySettings).countBy({ code: B.code, absenceSms: true })).toBe(1);
  });
});
