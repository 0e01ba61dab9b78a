import { Leave } from '../../../api/src/domains/administration/leave.entity';
import { Staff } from '../../../api/src/domains/administration/staff.entity';
import { gql, rest } from '../../support/http';
import { makeStudents } from '../../support/factories';
import type { IsolationArea } from './area';

/** Student and staff leave: B's leaves (and the people they are for) never reach A, and A changes none of them. */
let bStaffLeave: Leave;
let bStudentLeave: Leave;
const STAFF_ID = 'B-secret-leave-staff';
const ADMIT_NO = 7001;
const SAVE = 'mutation($i: LeaveInput!) { saveLeave(input: $i) { id name idNo } }';
const form = (over: Record<string, unknown>) => ({ leaveStart: '2026-05-01', leaveEnd: '2026-05-02', leaveReason: 'sickness', leaveType: 'written', ...over });

export const leavesArea: IsolationArea = {
  async seed(s, _A, B) {
    const code = B.academy.code;
    const staff = await s.db.getRepository(Staff).save(s.db.getRepository(Staff).create({
      code, staffId: STAFF_ID, name: 'B-secret-leave-teacher', fatherName: 'x', designation: 'B-secret-designation', birthDate: '1980-01-01',
      mobile: '01700000000', nid: '990000000001',
    }));
    const [student] = await makeStudents(s, B.academy, 'B-secret-class', ['B-secret-leave-student'], ADMIT_NO);
    const repo = s.db.getRepository(Leave);
    const base = { code, startDate: '2026-03-01', endDate: '2026-03-02', days: 2, reason: 'sickness', leaveType: 'verbal' };
    bStaffLeave = await repo.save(repo.create({ ...base, kind: 'staff', personId: staff.id, idNo: STAFF_ID, name: 'B-secret-leave-teacher', classOrDesignation: 'B-secret-designation' }));
    bStudentLeave = await repo.save(repo.create({ ...base, kind: 'student', personId: student.id, idNo: String(ADMIT_NO), name: 'B-secret-leave-student', classOrDesignation: 'B-secret-class' }));
  },

  graphql: (s, A) => ({
    leaves: () => gql(s.url, '{ leaves(kind: "staff") { total items { name idNo } } }', {}, A.token),
    leavePerson: () => gql(s.url, 'query($idNo: String!) { leavePerson(kind: "staff", idNo: $idNo) { name classOrDesignation } }', { idNo: STAFF_ID }, A.token),
    saveLeave: () => gql(s.url, SAVE, { i: form({ id: bStaffLeave.id, kind: 'staff', idNo: STAFF_ID }) }, A.token),
    deleteLeave: () => gql(s.url, 'mutation($id: Int!) { deleteLeave(id: $id) }', { id: bStudentLeave.id }, A.token),
  }),

  rest: (s, A, B) => {
    const a = A.academy.code;
    const b = B.academy.code;
    const as = { token: A.token };
    return {
      'POST /api/education/student/leave/new/:code': () => [
        rest(s.url, 'POST', `/api/education/student/leave/new/${b}`, { ...as, body: form({ idNo: ADMIT_NO }) }),
        rest(s.url, 'POST', `/api/education/student/leave/new/${a}`, { ...as, body: form({ idNo: ADMIT_NO }) }),
      ],
      'POST /api/education/student/leaves/:code': () => [
        rest(s.url, 'POST', `/api/education/student/leaves/${b}`, { ...as, body: {} }),
        rest(s.url, 'POST', `/api/education/student/leaves/${a}`, { ...as, body: { id_no: String(ADMIT_NO) } }),
      ],
      'PUT /api/education/student/leave/update/:code': () => [
        rest(s.url, 'PUT', `/api/education/student/leave/update/${b}`, { ...as, body: form({ id: bStudentLeave.id, idNo: ADMIT_NO }) }),
        rest(s.url, 'PUT', `/api/education/student/leave/update/${a}`, { ...as, body: form({ id: bStudentLeave.id, idNo: ADMIT_NO }) }),
      ],
      'DELETE /api/education/student/leave/delete/:code/:id': () => [
        rest(s.url, 'DELETE', `/api/education/student/leave/delete/${b}/${bStudentLeave.id}`, as),
        rest(s.url, 'DELETE', `/api/education/student/leave/delete/${a}/${bStudentLeave.id}`, as),
      ],
      'POST /api/adminis/staff/leave/new/:code': () => [
        rest(s.url, 'POST', `/api/adminis/staff/leave/new/${b}`, { ...as, body: form({ idNo: STAFF_ID }) }),
        rest(s.url, 'POST', `/api/adminis/staff/leave/new/${a}`, { ...as, body: form({ idNo: STAFF_ID }) }),
      ],
      'GET /api/adminis/staff/leaves/:code': () => [
        rest(s.url, 'GET', `/api/adminis/staff/leaves/${b}`, as),
        rest(s.url, 'GET', `/api/adminis/staff/leaves/${a}?search=B-secret`, as),
      ],
      'PUT /api/adminis/staff/leave/update/:code': () => [
        rest(s.url, 'PUT', `/api/adminis/staff/leave/update/${b}`, { ...as, body: form({ id: bStaffLeave.id, idNo: STAFF_ID }) }),
        rest(s.url, 'PUT', `/api/adminis/staff/leave/update/${a}`, { ...as, body: form({ id: bStaffLeave.id, idNo: STAFF_ID }) }),
      ],
      'DELETE /api/adminis/staff/leave/delete/:code/:id': () => [
        rest(s.url, 'DELETE', `/api/adminis/staff/leave/delete/${b}/${bStaffLeave.id}`, as),
        rest(s.url, 'DELETE', `/api/adminis/staff/leave/delete/${a}/${bStaffLeave.id}`, as),
      ],
    };
  },

  snapshot: (s, B) => s.db.getRepository(Leave).find({ where: { code: B.academy.code }, order: { id: 'ASC' } }),
};
