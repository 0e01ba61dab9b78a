import { Staff, StaffDuty } from '../../../api/src/domains/administration/staff.entity';
import { gql, rest } from '../../support/http';
import type { IsolationArea } from './area';

/** Staff and duties: B's staff (and their duties and public profile, B not showing its staff) never reach A, and A changes none. */
let bStaff: Staff;
let bDuty: StaffDuty;
const STAFF_ID = 'B-secret-staff-1';
const NID = '880000000000017';
const FIELDS = 'id staffId name designation nid dutyList photoUrl';
const form = (over: Record<string, unknown> = {}) => ({
  name: 'A planted', fatherName: 'x', designation: 'x', birthDate: '1980-01-01', mobile: '01700000000', nid: '770000000001', ...over,
});

export const staffArea: IsolationArea = {
  async seed(s, _A, B) {
    const code = B.academy.code;
    bStaff = await s.db.getRepository(Staff).save(s.db.getRepository(Staff).create({
      code, staffId: STAFF_ID, name: 'B-secret-staff-name', fatherName: 'B-secret-father', designation: 'B-secret-staff-designation',
      birthDate: '1979-01-01', mobile: '01799999999', nid: NID, salaryPaisa: 4242400, photoUrl: `/files/${code}/photo-b-secret.png`,
    }));
    bDuty = await s.db.getRepository(StaffDuty).save(s.db.getRepository(StaffDuty).create({ code, staffId: bStaff.id, duty: 'B-secret-duty' }));
  },

  secrets: () => [NID, '01799999999'],

  graphql: (s, A) => ({
    staff: () => gql(s.url, `{ staff(search: "B-secret") { total items { ${FIELDS} } } }`, {}, A.token),
    staffMember: () => gql(s.url, `query($id: Int!) { staffMember(id: $id) { ${FIELDS} } }`, { id: bStaff.id }, A.token),
    saveStaff: () => gql(s.url, `mutation($i: StaffInput!) { saveStaff(input: $i) { ${FIELDS} } }`, { i: form({ id: bStaff.id, staffId: STAFF_ID, nid: NID }) }, A.token),
    deleteStaff: () => gql(s.url, 'mutation($id: Int!) { deleteStaff(id: $id) }', { id: bStaff.id }, A.token),
    staffDuties: () => gql(s.url, 'query($id: Int) { staffDuties(staffId: $id) { id duty } }', { id: bStaff.id }, A.token),
    addStaffDuty: () => gql(s.url, 'mutation($i: StaffDutyInput!) { addStaffDuty(input: $i) { id duty } }', { i: { id: bDuty.id, staffId: bStaff.id, duty: 'hacked' } }, A.token),
    deleteStaffDuty: () => gql(s.url, 'mutation($id: Int!) { deleteStaffDuty(id: $id) }', { id: bDuty.id }, A.token),
    // B's officiants setting is off: its staff profiles are not public, not even to another academy's user.
    publicOfficiant: () => gql(s.url, 'query($id: Int!) { publicOfficiant(id: $id) { name designation dutyList photoUrl } }', { id: bStaff.id }, A.token),
  }),

  rest: (s, A, B) => {
    const a = A.academy.code;
    const b = B.academy.code;
    const as = { token: A.token };
    const path = (p: string) => `/api/adminis/staff${p}`;
    return {
      'POST /api/adminis/staff/new/:code': () => [
        rest(s.url, 'POST', path(`/new/${b}`), { ...as, body: form() }),
        rest(s.url, 'POST', path(`/new/${a}`), { ...as, body: form() }),
      ],
      'POST /api/adminis/staff/:code': () => [
        rest(s.url, 'POST', path(`/${b}`), as),
        rest(s.url, 'POST', path(`/${a}`), as),
      ],
      'PUT /api/adminis/staff/update/:code': () => [
        rest(s.url, 'PUT', path(`/update/${b}`), { ...as, body: form({ id: bStaff.id }) }),
        rest(s.url, 'PUT', path(`/update/${a}`), { ...as, body: form({ id: bStaff.id, staff_id: STAFF_ID, nid: NID }) }),
      ],
      'DELETE /api/adminis/staff/delete/:code/:nid': () => [
        rest(s.url, 'DELETE', path(`/delete/${b}/${NID}`), as),
        rest(s.url, 'DELETE', path(`/delete/${a}/${NID}`), as),
      ],
      'PUT /api/adminis/staff/add_duty_online/:code': () => [
        rest(s.url, 'PUT', path(`/add_duty_online/${b}`), { ...as, body: { staffId: bStaff.id, duty: 'planted' } }),
        rest(s.url, 'PUT', path(`/add_duty_online/${a}`), { ...as, body: { staffId: bStaff.id, duty: 'planted' } }),
        rest(s.url, 'PUT', path(`/add_duty_online/${a}`), { ...as, body: { id: bDuty.id, staff_id: bStaff.id, duty: 'hacked' } }),
      ],
      'GET /api/adminis/staff/duties/:code': () => [
        rest(s.url, 'GET', path(`/duties/${b}`), as),
        rest(s.url, 'GET', path(`/duties/${a}`), as),
        rest(s.url, 'GET', path(`/duties/${a}?staffId=${bStaff.id}`), as),
      ],
      'DELETE /api/adminis/staff/delete_duty/:code/:id': () => [
        rest(s.url, 'DELETE', path(`/delete_duty/${b}/${bDuty.id}`), as),
        rest(s.url, 'DELETE', path(`/delete_duty/${a}/${bDuty.id}`), as),
      ],
      'GET /api/adminis/staff/public_photo/:id': () => [
        rest(s.url, 'GET', path(`/public_photo/${bStaff.id}`), as),
        rest(s.url, 'GET', path(`/public_photo/${bStaff.id}`)),
      ],
    };
  },

  async snapshot(s, B) {
    const code = B.academy.code;
    return {
      staff: await s.db.getRepository(Staff).find({ where: { code }, order: { id: 'ASC' } }),
      duties: await s.db.getRepository(StaffDuty).find({ where: { code }, order: { id: 'ASC' } }),
    };
  },
};
