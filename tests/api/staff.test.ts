import { readdirSync } from 'node:fs';
import path from 'node:path';
import { Staff, StaffDuty } from '../../api/src/domains/administration/staff.entity';
import { AcademySettings } from '../../api/src/domains/others/settings.entity';
import { makeUser, type Signed } from '../support/factories';
import { errorCode, gql, pngBytes, rest } from '../support/http';
import { startServer, type TestServer } from '../support/server';

const FIELDS = 'id staffId name fatherName designation birthDate mobile nid village postOffice subDistrict district qualification preExperience terms dutyList salary boardingFee residenceType candidateType hireDate department photoUrl';
const SAVE = `mutation($i: StaffInput!, $photo: Upload) { saveStaff(input: $i, photo: $photo) { ${FIELDS} } }`;
const DELETE = 'mutation($id: Int!) { deleteStaff(id: $id) }';
const ADD_DUTY = 'mutation($i: StaffDutyInput!) { addStaffDuty(input: $i) { id staffId duty } }';
const DELETE_DUTY = 'mutation($id: Int!) { deleteStaffDuty(id: $id) }';
const LIST = 'query($search: String, $offset: Int, $limit: Int) { staff(search: $search, offset: $offset, limit: $limit) { total items { id staffId name dutyList } } }';
const MEMBER = `query($id: Int!) { staffMember(id: $id) { ${FIELDS} } }`;
const DUTIES = 'query($staffId: Int) { staffDuties(staffId: $staffId) { id staffId duty } }';
const PUBLIC = 'query($id: Int!) { publicOfficiant(id: $id) { id name designation dutyList photoUrl academyName academySlug } }';

/** The spec's snake_case fields of a staff answer, in order. */
const SPEC_FIELDS = ['id', 'staff_id', 'name', 'father_name', 'designation', 'birth_date', 'mobile', 'nid', 'village', 'post_office', 'sub_district', 'district', 'qualification', 'pre_experience', 'terms', 'duty_list', 'salary', 'boarding_fee', 'residence_type', 'candidate_type', 'hire_date', 'department', 'photo_url'];

let s: TestServer;
beforeAll(async () => { s = await startServer(); });
afterAll(() => s.close());

let nidSeq = 1000;
const form = (over: Record<string, unknown> = {}) => ({
  staffId: '', name: 'Abdul Karim', fatherName: 'Abdul Halim', designation: 'Senior teacher', birthDate: '1985-04-12', mobile: '01711000000',
  nid: String(++nidSeq), village: 'Kalir Char', postOffice: 'Mirpur', subDistrict: 'Mirpur', district: 'Dhaka', qualification: 'Kamil',
  preExperience: '5 years', terms: 'Full time', salary: 15000.5, boardingFee: 1200, residenceType: 'residential', candidateType: 'teacher',
  hireDate: '2020-01-01', department: 'Kitab', ...over,
});
const staffCount = (code: string) => s.db.getRepository(Staff).countBy({ code });
const dutyCount = (code: string) => s.db.getRepository(StaffDuty).countBy({ code });
const uploads = () => { try { return readdirSync(path.join(s.config.dataDir, 'uploads'), { recursive: true }).length; } catch { return 0; } };

async function add(who: Signed, over: Record<string, unknown> = {}) {
  const r = await gql(s.url, SAVE, { i: form(over) }, who.token);
  if (r.errors) throw new Error(JSON.stringify(r.errors));
  return r.data.saveStaff as { id: number; staffId: string; nid: string; photoUrl: string };
}
async function addDuty(who: Signed, staffId: number, duty: string) {
  const r = await gql(s.url, ADD_DUTY, { i: { staffId, duty } }, who.token);
  if (r.errors) throw new Error(JSON.stringify(r.errors));
  return r.data.addStaffDuty as { id: number };
}

/** A GraphQL multipart request with the photo file. */
async function saveWithPhoto(token: string, input: Record<string, unknown>) {
  const f = new FormData();
  f.append('operations', JSON.stringify({ query: SAVE, variables: { i: input, photo: null } }));
  f.append('map', JSON.stringify({ 0: ['variables.photo'] }));
  f.append('0', new Blob([pngBytes(200, 200)], { type: 'image/png' }), 'photo.png');
  const res = await fetch(`${s.url}/graphql`, { method: 'POST', body: f, headers: { 'Apollo-Require-Preflight': 'true', authorization: `Bearer ${token}` } });
  return res.json();
}

function multipart(fields: Record<string, unknown>, photo = true): FormData {
  const f = new FormData();
  for (const [k, v] of Object.entries(fields)) f.append(k, String(v));
  if (photo) f.append('photo', new Blob([pngBytes(200, 200)], { type: 'image/png' }), 'photo.png');
  return f;
}

/** The spec's REST payload (snake_case) of a form. */
const snakeForm = (over: Record<string, unknown> = {}) => {
  const f = form(over);
  return {
    staff_id: f.staffId, name: f.name, father_name: f.fatherName, designation: f.designation, birth_date: f.birthDate, mobile: f.mobile, nid: f.nid,
    village: f.village, post_office: f.postOffice, sub_district: f.subDistrict, district: f.district, qualification: f.qualification,
    pre_experience: f.preExperience, terms: f.terms, salary: f.salary, boarding_fee: f.boardingFee, residence_type: f.residenceType,
    candidate_type: f.candidateType, hire_date: f.hireDate, department: f.department,
  };
};

describe('staff writes: the five cases', () => {
  it('every mutation and REST write is loginError when not signed in', async () => {
    expect(errorCode(await gql(s.url, SAVE, { i: form() }))).toBe('loginError');
    expect(errorCode(await gql(s.url, DELETE, { id: 1 }))).toBe('loginError');
    expect(errorCode(await gql(s.url, ADD_DUTY, { i: { staffId: 1, duty: 'x' } }))).toBe('loginError');
    expect(errorCode(await gql(s.url, DELETE_DUTY, { id: 1 }))).toBe('loginError');
    expect(errorCode(await gql(s.url, LIST))).toBe('loginError');
    const code = '100001';
    for (const [method, p, body] of [
      ['POST', `/api/adminis/staff/new/${code}`, snakeForm()],
      ['POST', `/api/adminis/staff/${code}`, {}],
      ['PUT', `/api/adminis/staff/update/${code}`, { id: 1, ...snakeForm() }],
      ['DELETE', `/api/adminis/staff/delete/${code}/1234`, undefined],
      ['PUT', `/api/adminis/staff/add_duty_online/${code}`, { staffId: 1, duty: 'x' }],
      ['GET', `/api/adminis/staff/duties/${code}`, undefined],
      ['DELETE', `/api/adminis/staff/delete_duty/${code}/1`, undefined],
    ] as const) {
      const r = await rest(s.url, method, p, { body });
      expect([method, p, r.status, r.body.message]).toEqual([method, p, 401, 'loginError']);
    }
  });

  it('writes are authorRequired for roles other than principal or superUser, and nothing is written', async () => {
    const owner = await makeUser(s, 'principal');
    const code = owner.academy.code;
    const row = await add(owner);
    const duty = await addDuty(owner, row.id, 'Morning assembly');
    for (const type of ['education', 'accountant', 'generalTeacher', 'admin', 'councilMember', 'guardian'] as const) {
      const u = await makeUser(s, type, owner.academy);
      const t = u.token;
      expect([type, errorCode(await gql(s.url, SAVE, { i: form() }, t))]).toEqual([type, 'authorRequired']);
      expect(errorCode(await gql(s.url, SAVE, { i: form({ id: row.id, name: 'hacked' }) }, t))).toBe('authorRequired');
      expect(errorCode(await gql(s.url, DELETE, { id: row.id }, t))).toBe('authorRequired');
      expect(errorCode(await gql(s.url, ADD_DUTY, { i: { staffId: row.id, duty: 'planted' } }, t))).toBe('authorRequired');
      expect(errorCode(await gql(s.url, DELETE_DUTY, { id: duty.id }, t))).toBe('authorRequired');
      expect((await rest(s.url, 'POST', `/api/adminis/staff/new/${code}`, { token: t, body: snakeForm() })).body.message).toBe('authorRequired');
      expect((await rest(s.url, 'PUT', `/api/adminis/staff/update/${code}`, { token: t, body: { id: row.id, ...snakeForm({ name: 'hacked' }) } })).body.message).toBe('authorRequired');
      expect((await rest(s.url, 'DELETE', `/api/adminis/staff/delete/${code}/${row.nid}`, { token: t })).body.message).toBe('authorRequired');
      expect((await rest(s.url, 'PUT', `/api/adminis/staff/add_duty_online/${code}`, { token: t, body: { staffId: row.id, duty: 'planted' } })).body.message).toBe('authorRequired');
      const del = await rest(s.url, 'DELETE', `/api/adminis/staff/delete_duty/${code}/${duty.id}`, { token: t });
      expect([del.status, del.body.message]).toEqual([403, 'authorRequired']);
    }
    // Any staff user reads the list; a guardian does not.
    const teacher = await makeUser(s, 'generalTeacher', owner.academy);
    expect((await gql(s.url, LIST, {}, teacher.token)).data.staff.total).toBe(1);
    const guardian = await makeUser(s, 'guardian', owner.academy);
    expect(errorCode(await gql(s.url, LIST, {}, guardian.token))).toBe('authorRequired');
    expect(await staffCount(code)).toBe(1);
    expect(await dutyCount(code)).toBe(1);
    expect((await s.db.getRepository(Staff).findOneByOrFail({ id: row.id })).name).toBe('Abdul Karim');
  });

  it("another academy's staff and duties are sorryNotFound, and nothing of theirs changes", async () => {
    const owner = await makeUser(s, 'superUser');
    const row = await add(owner, { staffId: 'T-1' });
    const duty = await addDuty(owner, row.id, 'Library duty');
    const other = await makeUser(s, 'superUser');
    const code = other.academy.code;
    const before = JSON.stringify([await s.db.getRepository(Staff).findBy({ code: owner.academy.code }), await s.db.getRepository(StaffDuty).findBy({ code: owner.academy.code })]);
    expect(errorCode(await gql(s.url, SAVE, { i: form({ id: row.id, name: 'hacked' }) }, other.token))).toBe('sorryNotFound');
    expect(errorCode(await gql(s.url, DELETE, { id: row.id }, other.token))).toBe('sorryNotFound');
    expect(errorCode(await gql(s.url, ADD_DUTY, { i: { staffId: row.id, duty: 'planted' } }, other.token))).toBe('sorryNotFound');
    expect(errorCode(await gql(s.url, DELETE_DUTY, { id: duty.id }, other.token))).toBe('sorryNotFound');
    expect(errorCode(await gql(s.url, MEMBER, { id: row.id }, other.token))).toBe('sorryNotFound');
    expect(errorCode(await gql(s.url, DUTIES, { staffId: row.id }, other.token))).toBe('sorryNotFound');
    expect((await gql(s.url, LIST, {}, other.token)).data.staff).toEqual({ total: 0, items: [] });
    expect((await gql(s.url, DUTIES, {}, other.token)).data.staffDuties).toEqual([]);
    expect((await rest(s.url, 'PUT', `/api/adminis/staff/update/${code}`, { token: other.token, body: { id: row.id, ...snakeForm({ name: 'hacked' }) } })).body.message).toBe('sorryNotFound');
    const byNid = await rest(s.url, 'DELETE', `/api/adminis/staff/delete/${code}/${row.nid}`, { token: other.token });
    expect([byNid.status, byNid.body.message]).toEqual([404, 'sorryNotFound']);
    expect((await rest(s.url, 'PUT', `/api/adminis/staff/add_duty_online/${code}`, { token: other.token, body: { staffId: row.id, duty: 'planted' } })).body.message).toBe('sorryNotFound');
    expect((await rest(s.url, 'PUT', `/api/adminis/staff/add_duty_online/${code}`, { token: other.token, body: { id: duty.id, staffId: row.id, duty: 'hacked' } })).body.message).toBe('sorryNotFound');
    expect((await rest(s.url, 'DELETE', `/api/adminis/staff/delete_duty/${code}/${duty.id}`, { token: other.token })).body.message).toBe('sorryNotFound');
    // Their academy code in the path is refused outright.
    const theirs = owner.academy.code;
    expect((await rest(s.url, 'POST', `/api/adminis/staff/${theirs}`, { token: other.token })).body.message).toBe('authorRequired');
    expect((await rest(s.url, 'DELETE', `/api/adminis/staff/delete/${theirs}/${row.nid}`, { token: other.token })).body.message).toBe('authorRequired');
    expect(JSON.stringify([await s.db.getRepository(Staff).findBy({ code: owner.academy.code }), await s.db.getRepository(StaffDuty).findBy({ code: owner.academy.code })])).toBe(before);
    // The same staff id and nid are free in another academy.
    expect((await add(other, { staffId: 'T-1', nid: row.nid })).staffId).toBe('T-1');
  });

  it.each([
    ['requiredField', { name: '' }],
    ['requiredField', { name: '   ' }],
    ['requiredField', { fatherName: '' }],
    ['requiredField', { designation: '' }],
    ['requiredField', { birthDate: '' }],
    ['invalidValue', { birthDate: '1985-02-30' }],
    ['invalidValue', { birthDate: '12/04/1985' }],
    ['requiredField', { mobile: '' }],
    ['invalidValue', { mobile: 'call me' }],
    ['invalidValue', { mobile: '017, 018, 019' }],
    ['checkMobile', { mobile: '0'.repeat(31) }],
    ['requiredField', { nid: '' }],
    ['invalidValue', { nid: '12345x' }],
    ['invalidValue', { nid: '1'.repeat(31) }],
    ['invalidValue', { residenceType: 'daycare' }],
    ['invalidValue', { candidateType: 'student' }],
    ['invalidValue', { salary: -1 }],
    ['invalidValue', { salary: 100.555 }],
    ['invalidValue', { salary: 30_000_000 }],
    ['invalidValue', { boardingFee: -0.5 }],
    ['invalidValue', { hireDate: '2020-13-01' }],
    ['invalidValue', { staffId: 'x'.repeat(41) }],
    ['invalidValue', { terms: 'x'.repeat(1001) }],
  ])('refuses %s (%j) over GraphQL and REST, writing nothing', async (key, over) => {
    const u = await makeUser(s, 'principal');
    const r = await gql(s.url, SAVE, { i: form(over) }, u.token);
    expect(errorCode(r)).toBe(key);
    expect(r.errors![0].extensions!.params).toEqual({ field: Object.keys(over)[0] });
    const before = uploads();
    const viaRest = await rest(s.url, 'POST', `/api/adminis/staff/new/${u.academy.code}`, { token: u.token, form: multipart(form(over)) });
    expect([viaRest.status, viaRest.body.message, viaRest.body.params]).toEqual([400, key, { field: Object.keys(over)[0] }]);
    expect(uploads()).toBe(before);
    expect(await staffCount(u.academy.code)).toBe(0);
  });

  it('refuses a blank or too long duty and a refused edit changes nothing', async () => {
    const u = await makeUser(s, 'principal');
    const row = await add(u);
    for (const [duty, key] of [['', 'requiredField'], ['  ', 'requiredField'], ['x'.repeat(501), 'invalidValue']]) {
      const r = await gql(s.url, ADD_DUTY, { i: { staffId: row.id, duty } }, u.token);
      expect([errorCode(r), r.errors![0].extensions!.params]).toEqual([key, { field: 'duty' }]);
      const viaRest = await rest(s.url, 'PUT', `/api/adminis/staff/add_duty_online/${u.academy.code}`, { token: u.token, body: { staff_id: row.id, duty } });
      expect([viaRest.body.message, viaRest.body.params]).toEqual([key, { field: 'duty' }]);
    }
    expect(errorCode(await gql(s.url, ADD_DUTY, { i: { staffId: 0, duty: 'x' } }, u.token))).toBe('requiredField');
    expect(await dutyCount(u.academy.code)).toBe(0);
    const edit = await gql(s.url, SAVE, { i: form({ id: row.id, name: 'Changed', mobile: '0'.repeat(31) }) }, u.token);
    expect(errorCode(edit)).toBe('checkMobile');
    expect((await s.db.getRepository(Staff).findOneByOrFail({ id: row.id })).name).toBe('Abdul Karim');
  });

  it('refuses a duplicate staff id or nid in the academy with duplicateNotPossible, writing nothing', async () => {
    const u = await makeUser(s, 'superUser');
    const first = await add(u, { staffId: 'S-7', nid: '19901234567' });
    const second = await add(u, { staffId: 'S-8' });
    const dupId = await gql(s.url, SAVE, { i: form({ staffId: 'S-7' }) }, u.token);
    expect([errorCode(dupId), dupId.errors![0].extensions!.params]).toEqual(['duplicateNotPossible', { field: 'staffId' }]);
    const dupNid = await gql(s.url, SAVE, { i: form({ nid: '19901234567' }) }, u.token);
    expect([errorCode(dupNid), dupNid.errors![0].extensions!.params]).toEqual(['duplicateNotPossible', { field: 'nid' }]);
    // An edit into another row's staff id is refused too; keeping one's own is fine.
    expect(errorCode(await gql(s.url, SAVE, { i: form({ id: second.id, staffId: 'S-7' }) }, u.token))).toBe('duplicateNotPossible');
    expect(errorCode(await gql(s.url, SAVE, { i: form({ id: first.id, staffId: 'S-7', nid: '19901234567', name: 'Same' }) }, u.token))).toBeNull();
    const viaRest = await rest(s.url, 'POST', `/api/adminis/staff/new/${u.academy.code}`, { token: u.token, body: snakeForm({ staffId: 'S-8' }) });
    expect([viaRest.status, viaRest.body.message]).toEqual([409, 'duplicateNotPossible']);
    expect(await staffCount(u.academy.code)).toBe(2);
    // The database's unique keys hold even without the service's check.
    const repo = s.db.getRepository(Staff);
    await expect(repo.insert({ ...repo.create(await repo.findOneByOrFail({ id: first.id })), id: undefined, nid: '1' })).rejects.toThrow();
    await expect(repo.insert({ ...repo.create(await repo.findOneByOrFail({ id: first.id })), id: undefined, staffId: 'other' })).rejects.toThrow();
  });

  it('accepts a mobile of exactly 30 characters with two numbers; 31 is checkMobile', async () => {
    const u = await makeUser(s, 'principal');
    const thirty = '+8801711000000, +8801811000000';
    expect(thirty).toHaveLength(30);
    expect((await add(u, { mobile: thirty })).id).toBeGreaterThan(0);
    const r = await gql(s.url, SAVE, { i: form({ mobile: `${thirty}0` }) }, u.token);
    expect(errorCode(r)).toBe('checkMobile');
    const viaRest = await rest(s.url, 'POST', `/api/adminis/staff/new/${u.academy.code}`, { token: u.token, body: snakeForm({ mobile: '0'.repeat(31) }) });
    expect([viaRest.status, viaRest.body.message, viaRest.body.params]).toEqual([400, 'checkMobile', { field: 'mobile' }]);
  });
});

describe('staff: success over GraphQL', () => {
  it('registers (next staff number when blank, money kept to the paisa, photo stored), edits, pages, searches and deletes', async () => {
    const u = await makeUser(s, 'principal');
    const created = await saveWithPhoto(u.token, form({ salary: 12345.67, boardingFee: 0.1 }));
    expect(created.errors).toBeUndefined();
    const a = created.data.saveStaff;
    expect(a).toMatchObject({ staffId: '1', name: 'Abdul Karim', salary: 12345.67, boardingFee: 0.1, dutyList: [], photoUrl: expect.stringMatching(/^\/files\/.+\.png$/) });
    expect(await s.db.getRepository(Staff).findOneByOrFail({ id: a.id })).toMatchObject({ salaryPaisa: 1234567, boardingFeePaisa: 10 });
    const b = await add(u, { name: 'Rahima Begum', designation: 'Cook', candidateType: 'worker', residenceType: 'nonResidential' });
    expect(b.staffId).toBe('2');
    const c = await add(u, { staffId: 'W-10', name: 'Jamal 100%_sure', designation: 'Guard' });
    expect(c.staffId).toBe('W-10');
    expect((await add(u, { name: 'Next' })).staffId).toBe('3');

    const edited = await gql(s.url, SAVE, { i: form({ id: a.id, staffId: '1', name: 'Abdul Karim Mia', salary: 16000, hireDate: '' }) }, u.token);
    expect(edited.data.saveStaff).toMatchObject({ id: a.id, name: 'Abdul Karim Mia', salary: 16000, hireDate: '', photoUrl: a.photoUrl });
    // A new photo replaces the old one and its file is deleted.
    const before = uploads();
    const rephoto = await saveWithPhoto(u.token, form({ id: a.id, staffId: '1', nid: edited.data.saveStaff.nid }));
    expect(rephoto.data.saveStaff.photoUrl).not.toBe(a.photoUrl);
    expect(uploads()).toBe(before);

    const page = await gql(s.url, LIST, { offset: 1, limit: 2 }, u.token);
    expect(page.data.staff.total).toBe(4);
    expect(page.data.staff.items.map((x: { name: string }) => x.name)).toEqual(['Rahima Begum', 'Jamal 100%_sure']);
    const found = await gql(s.url, LIST, { search: 'rahima' }, u.token);
    expect(found.data.staff.items.map((x: { id: number }) => x.id)).toEqual([b.id]);
    // % and _ are taken literally.
    expect((await gql(s.url, LIST, { search: '100%_' }, u.token)).data.staff.items.map((x: { id: number }) => x.id)).toEqual([c.id]);
    expect((await gql(s.url, LIST, { search: '%' }, u.token)).data.staff.total).toBe(1);
    expect((await gql(s.url, LIST, { search: 'W-1' }, u.token)).data.staff.total).toBe(1);
    expect(errorCode(await gql(s.url, LIST, { limit: 501 }, u.token))).toBe('invalidValue');

    expect(await gql(s.url, DELETE, { id: b.id }, u.token)).toEqual({ data: { deleteStaff: true } });
    expect(errorCode(await gql(s.url, DELETE, { id: b.id }, u.token))).toBe('sorryNotFound');
    expect(await staffCount(u.academy.code)).toBe(3);
  });

  it('adds, edits, lists and deletes duties; the duty list follows; deleting a staff member deletes their duties', async () => {
    const u = await makeUser(s, 'superUser');
    const a = await add(u);
    const b = await add(u, { name: 'Second' });
    const d1 = await addDuty(u, a.id, 'Fajr supervision');
    await addDuty(u, a.id, 'Hostel night duty');
    await addDuty(u, b.id, 'Gate');
    const changed = await gql(s.url, ADD_DUTY, { i: { id: d1.id, staffId: a.id, duty: 'Fajr and Isha supervision' } }, u.token);
    expect(changed.data.addStaffDuty).toEqual({ id: d1.id, staffId: a.id, duty: 'Fajr and Isha supervision' });
    expect((await gql(s.url, DUTIES, { staffId: a.id }, u.token)).data.staffDuties.map((d: { duty: string }) => d.duty)).toEqual(['Fajr and Isha supervision', 'Hostel night duty']);
    expect((await gql(s.url, DUTIES, {}, u.token)).data.staffDuties).toHaveLength(3);
    expect((await gql(s.url, MEMBER, { id: a.id }, u.token)).data.staffMember.dutyList).toEqual(['Fajr and Isha supervision', 'Hostel night duty']);
    expect(await gql(s.url, DELETE_DUTY, { id: d1.id }, u.token)).toEqual({ data: { deleteStaffDuty: true } });
    expect((await gql(s.url, LIST, {}, u.token)).data.staff.items.map((x: { dutyList: string[] }) => x.dutyList)).toEqual([['Hostel night duty'], ['Gate']]);
    // A duty id of another staff member is not this one's.
    const other = await addDuty(u, b.id, 'Other');
    expect(errorCode(await gql(s.url, ADD_DUTY, { i: { id: other.id, staffId: a.id, duty: 'moved' } }, u.token))).toBe('sorryNotFound');
    await gql(s.url, DELETE, { id: a.id }, u.token);
    expect(await s.db.getRepository(StaffDuty).countBy({ staffId: a.id })).toBe(0);
    expect(await dutyCount(u.academy.code)).toBe(2);
  });
});

describe('staff: the REST calls of spec doc 1 §7', () => {
  it('new (multipart with photo, or JSON), list as { staff } in snake_case, update, duties, delete by nid', async () => {
    const u = await makeUser(s, 'principal');
    const code = u.academy.code;
    const made = await rest(s.url, 'POST', `/api/adminis/staff/new/${code}`, { token: u.token, form: multipart({ ...snakeForm({ staffId: 'T-01', salary: '9500.25', boardingFee: '' }) }) });
    expect(made.status).toBe(200);
    expect(made.body.success).toBe(true);
    expect(Object.keys(made.body.staff)).toEqual(SPEC_FIELDS);
    expect(made.body.staff).toMatchObject({ staff_id: 'T-01', father_name: 'Abdul Halim', birth_date: '1985-04-12', post_office: 'Mirpur', sub_district: 'Mirpur', pre_experience: '5 years', salary: 9500.25, boarding_fee: 0, residence_type: 'residential', candidate_type: 'teacher', hire_date: '2020-01-01', duty_list: [], photo_url: expect.stringMatching(/^\/files\/.+\.png$/) });
    const json = await rest(s.url, 'POST', `/api/adminis/staff/new/${code}`, { token: u.token, body: { ...snakeForm({ name: 'Second', nid: '5550001' }), candidate_type: 'worker' } });
    expect(json.body.staff).toMatchObject({ name: 'Second', nid: '5550001', candidate_type: 'worker', staff_id: '1', photo_url: '' });
    // A photo of the wrong kind is refused and nothing is written.
    const bad = new FormData();
    for (const [k, v] of Object.entries(snakeForm())) bad.append(k, String(v));
    bad.append('photo', new Blob([Buffer.from('not an image')], { type: 'image/png' }), 'x.png');
    expect((await rest(s.url, 'POST', `/api/adminis/staff/new/${code}`, { token: u.token, form: bad })).body.message).toBe('invalidFile');

    const duty = await rest(s.url, 'PUT', `/api/adminis/staff/add_duty_online/${code}`, { token: u.token, body: { staffId: made.body.staff.id, duty: 'Class 6 Arabic' } });
    expect(duty.body).toEqual({ success: true, duty: { id: expect.any(Number), staff_id: made.body.staff.id, duty: 'Class 6 Arabic', created_at: expect.any(String) } });
    await rest(s.url, 'PUT', `/api/adminis/staff/add_duty_online/${code}`, { token: u.token, body: { staff_id: json.body.staff.id, duty: 'Kitchen' } });

    const list = await rest(s.url, 'POST', `/api/adminis/staff/${code}`, { token: u.token });
    expect(list.body.success).toBe(true);
    expect(list.body.staff.map((x: Record<string, unknown>) => [x.name, x.duty_list])).toEqual([['Abdul Karim', ['Class 6 Arabic']], ['Second', ['Kitchen']]]);
    for (const x of list.body.staff) expect(Object.keys(x)).toEqual(SPEC_FIELDS);

    const duties = await rest(s.url, 'GET', `/api/adminis/staff/duties/${code}?staffId=${json.body.staff.id}`, { token: u.token });
    expect(duties.body.duties.map((d: { duty: string; staff_id: number }) => [d.staff_id, d.duty])).toEqual([[json.body.staff.id, 'Kitchen']]);
    expect((await rest(s.url, 'GET', `/api/adminis/staff/duties/${code}`, { token: u.token })).body.duties).toHaveLength(2);
    expect((await rest(s.url, 'GET', `/api/adminis/staff/duties/${code}?staffId=abc`, { token: u.token })).body.message).toBe('invalidValue');

    const upd = await rest(s.url, 'PUT', `/api/adminis/staff/update/${code}`, { token: u.token, body: { id: json.body.staff.id, ...snakeForm({ name: 'Second Renamed', nid: '5550001', staffId: '1', salary: 8000 }) } });
    expect(upd.body.staff).toMatchObject({ id: json.body.staff.id, name: 'Second Renamed', salary: 8000, duty_list: ['Kitchen'] });
    const noId = await rest(s.url, 'PUT', `/api/adminis/staff/update/${code}`, { token: u.token, body: snakeForm() });
    expect([noId.body.message, noId.body.params]).toEqual(['requiredField', { field: 'id' }]);

    expect((await rest(s.url, 'DELETE', `/api/adminis/staff/delete_duty/${code}/${duty.body.duty.id}`, { token: u.token })).body).toEqual({ success: true });
    expect((await rest(s.url, 'DELETE', `/api/adminis/staff/delete_duty/${code}/${duty.body.duty.id}`, { token: u.token })).body.message).toBe('sorryNotFound');

    // Delete by nid, as the spec's path says; the photo file goes with the row.
    const before = uploads();
    expect((await rest(s.url, 'DELETE', `/api/adminis/staff/delete/${code}/${made.body.staff.nid}`, { token: u.token })).body).toEqual({ success: true });
    expect(uploads()).toBe(before - 1);
    expect((await rest(s.url, 'DELETE', `/api/adminis/staff/delete/${code}/${made.body.staff.nid}`, { token: u.token })).body.message).toBe('sorryNotFound');
    expect((await rest(s.url, 'DELETE', `/api/adminis/staff/delete/${code}/5550001`, { token: u.token })).body).toEqual({ success: true });
    expect(await staffCount(code)).toBe(0);
    expect(await dutyCount(code)).toBe(0);
  });
});

describe('the public staff profile /website/officiant/{id}', () => {
  it("is open to visitors while the academy shows its staff: name, designation, duty list and photo; missing is sorryNotFound", async () => {
    const u = await makeUser(s, 'principal');
    const made = await saveWithPhoto(u.token, form({ name: 'Maulana Yusuf', designation: 'Principal' }));
    const id = made.data.saveStaff.id as number;
    await addDuty(u, id, 'Khutbah on Friday');
    await addDuty(u, id, 'Teacher meetings');

    // The officiants setting is off: a visitor sees nothing (as for a missing id); the academy's own users do.
    expect(errorCode(await gql(s.url, PUBLIC, { id }))).toBe('sorryNotFound');
    expect((await rest(s.url, 'GET', `/api/adminis/staff/public_photo/${id}`)).body.message).toBe('sorryNotFound');
    expect((await gql(s.url, PUBLIC, { id }, u.token)).data.publicOfficiant.name).toBe('Maulana Yusuf');
    const stranger = await makeUser(s, 'superUser');
    expect(errorCode(await gql(s.url, PUBLIC, { id }, stranger.token))).toBe('sorryNotFound');

    const settings = s.db.getRepository(AcademySettings);
    await settings.save(settings.create({ code: u.academy.code, officiants: true, draftMessages: [] }));
    const shown = await gql(s.url, PUBLIC, { id });
    expect(shown.data.publicOfficiant).toEqual({
      id, name: 'Maulana Yusuf', designation: 'Principal', dutyList: ['Khutbah on Friday', 'Teacher meetings'],
      photoUrl: `/api/adminis/staff/public_photo/${id}`, academyName: u.academy.name, academySlug: u.academy.slug,
    });
    // Nothing private: no mobile, nid, salary or address in the public type.
    expect(JSON.stringify(shown)).not.toContain(made.data.saveStaff.nid);
    const photo = await fetch(`${s.url}/api/adminis/staff/public_photo/${id}`);
    expect([photo.status, photo.headers.get('content-type'), photo.headers.get('x-content-type-options')]).toEqual([200, 'image/png', 'nosniff']);
    expect(Buffer.from(await photo.arrayBuffer()).subarray(1, 4).toString()).toBe('PNG');
    // The stored file itself stays private.
    expect((await fetch(`${s.url}${made.data.saveStaff.photoUrl}`)).status).toBe(401);

    expect(errorCode(await gql(s.url, PUBLIC, { id: 999999 }))).toBe('sorryNotFound');
    expect(errorCode(await gql(s.url, PUBLIC, { id: -1 }))).toBe('sorryNotFound');
    expect((await rest(s.url, 'GET', '/api/adminis/staff/public_photo/999999')).body.message).toBe('sorryNotFound');
    expect((await rest(s.url, 'GET', '/api/adminis/staff/public_photo/abc')).body.message).toBe('sorryNotFound');
    const noPhoto = await add(u, { name: 'No photo' });
    expect((await gql(s.url, PUBLIC, { id: noPhoto.id })).data.publicOfficiant.photoUrl).toBe('');
    expect((await rest(s.url, 'GET', `/api/adminis/staff/public_photo/${noPhoto.id}`)).body.message).toBe('sorryNotFound');
    await gql(s.url, DELETE, { id }, u.token);
    expect(errorCode(await gql(s.url, PUBLIC, { id }))).toBe('sorryNotFound');
  });
});
