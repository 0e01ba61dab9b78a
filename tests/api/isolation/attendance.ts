import { Staff } from '../../../api/src/domains/administration/staff.entity';
import { AttendanceDevice, AttendanceRecord, AttendanceShift } from '../../../api/src/domains/attendance/entities';
import { OutboxMessage } from '../../../api/src/platform/outbox.entity';
import { makeStudents } from '../../support/factories';
import { gql, rest } from '../../support/http';
import type { IsolationArea } from './area';

/** Attendance: B's records, devices and people never reach A, and A changes none of them. */
let bRecord: AttendanceRecord;
let bDevice: AttendanceDevice;
const STAFF_ID = 'B-secret-att-staff';
const ADMIT_NO = 8121;
const entry = { personKind: 'officiant', idNo: STAFF_ID, date: '2026-03-02', arrival: '08:45', shift: 'day' };
const shift = { personKind: 'student', shift: 'day', name: 'changed', active: true, startTime: '07:00', endTime: '07:10', gracePeriod: 0 };
const device = { deviceName: 'B-secret-gate', ipAddress: '10.1.1.1', port: 4370, secretCode: '0', expiryDate: '2027-01-01', email: 'b-secret@example.test' };

export const attendanceArea: IsolationArea = {
  async seed(s, _A, B) {
    const code = B.academy.code;
    const staff = await s.db.getRepository(Staff).save(s.db.getRepository(Staff).create({
      code, staffId: STAFF_ID, name: 'B-secret-att-teacher', fatherName: 'x', designation: 'B-secret-designation', birthDate: '1980-01-01',
      mobile: '01700000000', nid: '990000000101',
    }));
    await makeStudents(s, B.academy, 'B-secret-att-class', ['B-secret-att-student'], ADMIT_NO);
    const records = s.db.getRepository(AttendanceRecord);
    bRecord = await records.save(records.create({
      code, personKind: 'officiant', personId: staff.id, idNo: STAFF_ID, name: 'B-secret-att-teacher', classDesignation: 'B-secret-designation',
      shift: 'day', date: '2026-03-02', arrival: '08:10:00', startTime: '08:00', endTime: '08:30', gracePeriod: 10, condition: 'present', method: 'manual', deviceId: null,
    }));
    const devices = s.db.getRepository(AttendanceDevice);
    bDevice = await devices.save(devices.create({ code, ...device, deviceUser: 'All' }));
    const shifts = s.db.getRepository(AttendanceShift);
    await shifts.save(shifts.create({ code, personKind: 'student', shift: 'day', name: 'B-secret-shift', active: true, startTime: '06:10', endTime: '06:20', gracePeriod: 7 }));
  },

  graphql: (s, A) => ({
    attendanceRecords: () => gql(s.url, '{ attendanceRecords(from: "2026-01-01", to: "2026-12-31", search: "B-secret") { total items { name idNo } } }', {}, A.token),
    saveAttendance: () => gql(s.url, 'mutation($i: AttendanceInput!) { saveAttendance(input: $i) { id name } }', { i: entry }, A.token),
    deleteAttendance: () => gql(s.url, 'mutation($id: Int!) { deleteAttendance(id: $id) }', { id: bRecord.id }, A.token),
    attendanceDevices: () => gql(s.url, '{ attendanceDevices { id deviceName email } }', {}, A.token),
    saveAttendanceDevice: () => gql(s.url, 'mutation($i: AttendanceDeviceInput!) { saveAttendanceDevice(input: $i) { id deviceName } }', { i: { ...device, id: bDevice.id, deviceName: 'changed' } }, A.token),
    deleteAttendanceDevice: () => gql(s.url, 'mutation($id: Int!) { deleteAttendanceDevice(id: $id) }', { id: bDevice.id }, A.token),
    pullAttendanceDevice: () => gql(s.url, 'mutation($id: Int!) { pullAttendanceDevice(id: $id) { deviceId started } }', { id: bDevice.id }, A.token),
    attendanceShifts: () => gql(s.url, '{ attendanceShifts { name startTime } }', {}, A.token),
    saveAttendanceShifts: () => gql(s.url, 'mutation($s: [AttendanceShiftInput!]!) { saveAttendanceShifts(shifts: $s) { name } }', { s: [shift] }, A.token),
    sendAbsenceSms: () => gql(s.url, 'mutation { sendAbsenceSms { sent absent } }', {}, A.token),
    attendanceRegister: () => gql(s.url, '{ attendanceRegister(month: "2026-03", personKind: "student", className: "B-secret-att-class") { name marks } }', {}, A.token),
  }),

  rest: (s, A, B) => {
    const a = A.academy.code;
    const b = B.academy.code;
    const as = { token: A.token };
    return {
      'GET /api/others/attendances/:code': () => [
        rest(s.url, 'GET', `/api/others/attendances/${b}?from=2026-01-01&to=2026-12-31`, as),
        rest(s.url, 'GET', `/api/others/attendances/${a}?from=2026-01-01&to=2026-12-31&search=B-secret`, as),
      ],
      'DELETE /api/others/delete_attendance/:code/:id': () => [
        rest(s.url, 'DELETE', `/api/others/delete_attendance/${b}/${bRecord.id}`, as),
        rest(s.url, 'DELETE', `/api/others/delete_attendance/${a}/${bRecord.id}`, as),
      ],
      'POST /api/others/attendance/new/:code': () => [
        rest(s.url, 'POST', `/api/others/attendance/new/${b}`, { ...as, body: entry }),
        rest(s.url, 'POST', `/api/others/attendance/new/${a}`, { ...as, body: { ...entry, personKind: 'student', idNo: ADMIT_NO } }),
      ],
      'POST /api/others/save_device': () => [rest(s.url, 'POST', '/api/others/save_device', { ...as, body: { ...device, id: bDevice.id, deviceName: 'changed' } })],
      'GET /api/others/devices': () => [rest(s.url, 'GET', '/api/others/devices', as)],
      'DELETE /api/others/device/delete': () => [rest(s.url, 'DELETE', '/api/others/device/delete', { ...as, body: { id: bDevice.id } })],
      'GET /api/others/attendance_shifts/:code': () => [rest(s.url, 'GET', `/api/others/attendance_shifts/${b}`, as), rest(s.url, 'GET', `/api/others/attendance_shifts/${a}`, as)],
      'PUT /api/others/attendance_shifts/update/:code': () => [
        rest(s.url, 'PUT', `/api/others/attendance_shifts/update/${b}`, { ...as, body: { shifts: [shift] } }),
        rest(s.url, 'PUT', `/api/others/attendance_shifts/update/${a}`, { ...as, body: { shifts: [shift] } }),
      ],
      'POST /api/others/absence_sms/send/:code': () => [
        rest(s.url, 'POST', `/api/others/absence_sms/send/${b}`, as), rest(s.url, 'POST', `/api/others/absence_sms/send/${a}`, as),
      ],
      'POST /api/others/device/pull/:code/:id': () => [
        rest(s.url, 'POST', `/api/others/device/pull/${b}/${bDevice.id}`, as),
        rest(s.url, 'POST', `/api/others/device/pull/${a}/${bDevice.id}`, as),
      ],
    };
  },

  async snapshot(s, B) {
    const code = B.academy.code;
    return [
      await s.db.getRepository(AttendanceRecord).find({ where: { code }, order: { id: 'ASC' } }),
      await s.db.getRepository(AttendanceDevice).find({ where: { code }, order: { id: 'ASC' } }),
      await s.db.getRepository(AttendanceShift).find({ where: { code }, order: { id: 'ASC' } }),
      await s.db.getRepository(OutboxMessage).find({ where: { code, kind: 'absence' }, order: { id: 'ASC' } }),
    ];
  },
};
