import { Donation, Donor } from '../../api/src/domains/donor/donor.entities';
import type { UserType } from '../../api/src/domains/auth/user.entity';
import { amountInWords } from '../../api/src/rules/in-words';
import { makeAcademy, makeUser, type Signed } from '../support/factories';
import { errorCode, gql, rest, type GqlResult, type RestResult } from '../support/http';
import { startServer, type TestServer } from '../support/server';

const D = 'id memberNo donorType donorName fatherName village postOffice subDistrict district referrerId referrer mobile email donationAmount donationAmountPaisa';
const G = 'id memberNo donorName fatherName address mobile donationAmount providedAmount providedAmountPaisa inWords responsible date receiptId';
const SAVE = `mutation($i: DonorInput!) { saveDonor(input: $i) { ${D} } }`;
const DELETE = 'mutation($id: Int!) { deleteDonor(id: $id) }';
const DONORS = `query($t: String, $q: String, $o: Int, $l: Int) { donors(donorType: $t, search: $q, offset: $o, limit: $l) { total items { ${D} } } }`;
const MEMBER = `query($m: Int!) { donorByMemberNo(memberNo: $m) { ${D} } }`;
const ADD = `mutation($i: DonationInput!) { addDonation(input: $i) { ${G} } }`;
const DROP = 'mutation($id: Int!) { deleteDonation(id: $id) }';
const DONATIONS = `query($m: Int, $q: String) { donations(memberNo: $m, search: $q) { total items { ${G} } } }`;

let s: TestServer;
beforeAll(async () => { s = await startServer(); });
afterAll(() => s.close());

const ok = (r: GqlResult) => { expect(r.errors).toBeUndefined(); return r.data as any; };
const restError = (r: RestResult) => (r.body.success ? null : r.body.message);

const donorForm = (over: Record<string, unknown> = {}) => ({
  memberNo: 101, donorName: 'Abdur Rahim', fatherName: 'Abdul Karim', mobile: '01711000000', email: 'rahim@example.com', village: 'Kalikapur',
  postOffice: 'Kalikapur', subDistrict: 'Sadar', district: 'Cumilla', referrerId: 7, referrer: 'Hafez Nur', donationAmount: 500, ...over,
});

/** An academy with a principal (who writes) and donors 101 (general, 500 taka) and 102 (life-time, 1000), and one donation of 101 (250.50). */
interface World { principal: Signed; code: string; donor: number; lifeTime: number; donation: number }
async function world(): Promise<World> {
  const academy = await makeAcademy(s);
  const principal = await makeUser(s, 'principal', academy);
  const donor = ok(await gql(s.url, SAVE, { i: donorForm() }, principal.token)).saveDonor.id;
  const lifeTime = ok(await gql(s.url, SAVE, { i: donorForm({ memberNo: 102, donorName: 'Salma Begum', donorType: 'lifeTime', donationAmount: 1000, referrerId: null, referrer: '', email: '' }) }, principal.token)).saveDonor.id;
  const donation = ok(await gql(s.url, ADD, { i: { memberNo: 101, providedAmount: 250.5, date: '2026-03-10' } }, principal.token)).addDonation.id;
  return { principal, code: academy.code, donor, lifeTime, donation };
}

async function state(code: string): Promise<string> {
  return JSON.stringify({
    donors: await s.db.getRepository(Donor).find({ where: { code }, order: { id: 'ASC' } }),
    donations: await s.db.getRepository(Donation).find({ where: { code }, order: { id: 'ASC' } }),
  });
}

type Ids = Pick<World, 'donor' | 'donation'>;
type Write = (w: World, token: string | undefined, code: string, ids: Ids) => Promise<string | null>;
/** Adding donors and donations: the donation menu group. */
const adds: Record<string, Write> = {
  'saveDonor (new)': (_w, t) => gql(s.url, SAVE, { i: donorForm({ memberNo: 201 }) }, t).then(errorCode),
  addDonation: (_w, t) => gql(s.url, ADD, { i: { memberNo: 101, providedAmount: 100 } }, t).then(errorCode),
  'POST /new_member': (_w, t, c) => rest(s.url, 'POST', `/api/donor/new_member/${c}`, { token: t, body: { ...donorForm({ memberNo: '202', donationAmount: '300' }) } }).then(restError),
  'POST /donation/new': (_w, t, c) => rest(s.url, 'POST', `/api/donor/donation/new/${c}`, { token: t, body: { member_no: '101', provided_amount: '75' } }).then(restError),
};
/** Editing and deleting donors, deleting donations: principal or superUser. */
const changes: Record<string, Write> = {
  'saveDonor (edit)': (_w, t, _c, ids) => gql(s.url, SAVE, { i: donorForm({ id: ids.donor, donorName: 'Abdur Rahim Mia' }) }, t).then(errorCode),
  deleteDonor: (_w, t, _c, ids) => gql(s.url, DELETE, { id: ids.donor }, t).then(errorCode),
  deleteDonation: (_w, t, _c, ids) => gql(s.url, DROP, { id: ids.donation }, t).then(errorCode),
  'PUT /update_member': (_w, t, c, ids) => rest(s.url, 'PUT', `/api/donor/update_member/${c}`, { token: t, body: donorForm({ id: String(ids.donor), donorName: 'Rahim' }) }).then(restError),
  'DELETE /member/delete': (_w, t, c, ids) => rest(s.url, 'DELETE', `/api/donor/member/delete/${c}/${ids.donor}`, { token: t }).then(restError),
  'DELETE /donation/delete': (_w, t, c, ids) => rest(s.url, 'DELETE', `/api/donor/donation/delete/${c}/${ids.donation}`, { token: t }).then(restError),
};
const writes = { ...adds, ...changes };

/** Deleting a donor needs it without donations: the delete cases remove the donation first (as the principal). */
async function freeDonor(w: World): Promise<void> {
  ok(await gql(s.url, DROP, { id: w.donation }, w.principal.token));
}

describe('donors: who may', () => {
  it('every write is loginError when not signed in, and changes nothing', async () => {
    const w = await world();
    const before = await state(w.code);
    for (const [name, call] of Object.entries(writes)) expect([name, await call(w, undefined, w.code, w)]).toEqual([name, 'loginError']);
    expect(await state(w.code)).toBe(before);
  });

  it.each(['hostelManager', 'generalTeacher', 'boardingSuper', 'guardian'] as const)('every write is authorRequired for %s (not in the donation group), and changes nothing', async (type) => {
    const w = await world();
    const mine = await makeUser(s, type, w.principal.academy);
    const before = await state(w.code);
    for (const [name, call] of Object.entries(writes)) expect([name, await call(w, mine.token, w.code, w)]).toEqual([name, 'authorRequired']);
    expect(await state(w.code)).toBe(before);
    // Reading is the donation group's too.
    expect(errorCode(await gql(s.url, DONORS, {}, mine.token))).toBe('authorRequired');
    expect(errorCode(await gql(s.url, DONATIONS, {}, mine.token))).toBe('authorRequired');
  });

  it.each(['accountant', 'education', 'admin', 'councilMember'] as const)('%s adds donors and donations but cannot edit or delete (authorRequired)', async (type) => {
    const w = await world();
    const u = await makeUser(s, type, w.principal.academy);
    for (const [name, call] of Object.entries(changes)) expect([name, await call(w, u.token, w.code, w)]).toEqual([name, 'authorRequired']);
    for (const [name, call] of Object.entries(adds)) expect([type, name, await call(w, u.token, w.code, w)]).toEqual([type, name, null]);
  });

  it.each(['principal', 'superUser'] as const)('every write works for %s', async (type: UserType) => {
    for (const [name, call] of Object.entries(writes)) {
      const w = await world();
      const u = type === 'principal' ? w.principal : await makeUser(s, type, w.principal.academy);
      if (name === 'deleteDonor' || name === 'DELETE /member/delete') await freeDonor(w);
      expect([type, name, await call(w, u.token, w.code, w)]).toEqual([type, name, null]);
    }
  });

  it("another academy's donors and donations are sorryNotFound (its code in a path: authorRequired), and neither academy changes", async () => {
    const a = await world();
    const b = await world();
    const [beforeA, beforeB] = [await state(a.code), await state(b.code)];
    for (const name of Object.keys(changes)) expect([name, await changes[name](a, a.principal.token, a.code, b)]).toEqual([name, 'sorryNotFound']);
    for (const name of Object.keys(writes).filter((n) => n.includes('/'))) expect([name, await writes[name](b, a.principal.token, b.code, b)]).toEqual([name, 'authorRequired']);
    for (const path of ['members', 'donations']) expect((await rest(s.url, 'GET', `/api/donor/${path}/${b.code}`, { token: a.principal.token })).body.message).toBe('authorRequired');
    // B's member numbers are not A's donors: A's member 999 is no one.
    expect(errorCode(await gql(s.url, ADD, { i: { memberNo: 999, providedAmount: 5 } }, a.principal.token))).toBe('sorryNotFound');
    expect(await state(a.code)).toBe(beforeA);
    expect(await state(b.code)).toBe(beforeB);
    expect(ok(await gql(s.url, DONORS, {}, a.principal.token)).donors.items.map((d: { id: number }) => d.id)).toEqual([a.donor, a.lifeTime]);
    expect(ok(await gql(s.url, DONATIONS, {}, a.principal.token)).donations.items.map((d: { id: number }) => d.id)).toEqual([a.donation]);
  });
});

describe('donors: the rules', () => {
  it('a donor is listed with taka and the referrer; the life-time list is the lifeTime type; search by name or member number', async () => {
    const w = await world();
    const t = w.principal.token;
    const all = ok(await gql(s.url, DONORS, {}, t)).donors;
    expect(all.total).toBe(2);
    expect(all.items[0]).toMatchObject({ memberNo: 101, donorType: 'general', referrerId: 7, referrer: 'Hafez Nur', donationAmount: 500, donationAmountPaisa: 50000 });
    expect(ok(await gql(s.url, DONORS, { t: 'lifeTime' }, t)).donors.items.map((d: { memberNo: number }) => d.memberNo)).toEqual([102]);
    expect(ok(await gql(s.url, DONORS, { q: 'salma' }, t)).donors.items.map((d: { memberNo: number }) => d.memberNo)).toEqual([102]);
    expect(ok(await gql(s.url, DONORS, { q: '101' }, t)).donors.items.map((d: { memberNo: number }) => d.memberNo)).toEqual([101]);
    const listed = await rest(s.url, 'GET', `/api/donor/members/${w.code}?type=lifeTime`, { token: t });
    expect(listed.body.members).toHaveLength(1);
    expect(listed.body.members[0]).toMatchObject({ member_no: 102, donor_name: 'Salma Begum', referrer_id: null, referrer_name: '', donation_amount: 1000 });
    expect((await rest(s.url, 'GET', `/api/donor/members/${w.code}`, { token: t })).body.members).toHaveLength(2);
 
    // The spec's answer key (doc 2 §7 "GET /members/{code} (returns donors)"), the same list as members.
    const every = (await rest(s.url, 'GET', `/api/donor/members/${w.code}`, { token: t })).body;
    expect(every.donors.map((d: { member_no: number }) => d.member_no)).toEqual([101, 102]);
    expect(every.donors).toEqual(every.members);
    expect((await rest(s.url, 'GET', `/api/donor/members/${w.code}?type=lifeTime`, { token: t })).body.donors.map((d: { member_no: number }) => d.member_no)).toEqual([102]);
    expect((await rest(s.url, 'GET', `/api/donor/members/${w.code}?type=monthly`, { token: t })).body).toMatchObject({ success: false, message: 'invalidValue', params: { field: 'type' } });
    expect((await rest(s.url, 'GET', `/api/donor/members/${w.code}?type=monthly`)).body.message).toBe('loginError');
  });

  it('the member number is locked on edit (invalidValue) and unique in the academy (duplicateNotPossible); another academy may use it', async () => {
    const w = await world();
    const before = await state(w.code);
    const moved = await gql(s.url, SAVE, { i: donorForm({ id: w.donor, memberNo: 150 }) }, w.principal.token);
    expect([errorCode(moved), moved.errors?.[0].extensions?.params]).toEqual(['invalidValue', { field: 'memberNo' }]);
    const twice = await gql(s.url, SAVE, { i: donorForm({ memberNo: 102 }) }, w.principal.token);
    expect([errorCode(twice), twice.errors?.[0].extensions?.params]).toEqual(['duplicateNotPossible', { field: 'memberNo' }]);
    expect(await state(w.code)).toBe(before);
    const other = await world();
    expect(other.donor).not.toBe(w.donor);
    const edited = ok(await gql(s.url, SAVE, { i: donorForm({ id: w.donor, donorName: '  Abdur   Rahim Mia ', fatherName: '', email: '', referrerId: null, referrer: '' }) }, w.principal.token)).saveDonor;
    expect(edited).toMatchObject({ memberNo: 101, donorName: 'Abdur Rahim Mia', fatherName: '', email: '', referrerId: null, referrer: '' });
  });

  it('a donation copies the donor, computes the amount in words, defaults the pledge, the address, the responsible and the date', async () => {
    const w = await world();
    const t = w.principal.token;
    s.clock.set(new Date('2026-04-02T08:00:00Z'));
    const d = ok(await gql(s.url, ADD, { i: { memberNo: 102, providedAmount: 1250.5 } }, t)).addDonation;
    expect(d).toMatchObject({
      memberNo: 102, donorName: 'Salma Begum', fatherName: 'Abdul Karim', address: 'Kalikapur, Kalikapur, Sadar, Cumilla', mobile: '01711000000',
      donationAmount: 1000, providedAmount: 1250.5, providedAmountPaisa: 125050, inWords: amountInWords(125050, 'bn'), date: '2026-04-02', receiptId: null,
      responsible: `${w.principal.user.firstName} ${w.principal.user.lastName}`,
    });
    const given = ok(await gql(s.url, ADD, { i: { memberNo: 101, providedAmount: 10, donationAmount: 0, address: 'Dhaka', responsible: 'Hafez Nur', date: '2026-01-05' } }, t)).addDonation;
    expect(given).toMatchObject({ donationAmount: 0, address: 'Dhaka', responsible: 'Hafez Nur', date: '2026-01-05' });
    const list = ok(await gql(s.url, DONATIONS, { m: 101 }, t)).donations;
    expect(list.items.map((x: { id: number }) => x.id)).toEqual([w.donation, given.id]);
    const answer = await rest(s.url, 'GET', `/api/donor/donations/${w.code}`, { token: t });
    expect(answer.body.donations[0]).toMatchObject({ id: d.id, member_no: 102, donor_name: 'Salma Begum', provided_amount: 1250.5, donation_amount: 1000, responsible: d.responsible });
  });

  it('a donor with donations cannot be deleted (notWorked); without them it can', async () => {
    const w = await world();
    const before = await state(w.code);
    const r = await gql(s.url, DELETE, { id: w.donor }, w.principal.token);
    expect([errorCode(r), r.errors?.[0].extensions?.params]).toEqual(['notWorked', { field: 'donations' }]);
    expect(await state(w.code)).toBe(before);
    ok(await gql(s.url, DELETE, { id: w.lifeTime }, w.principal.token));
    expect(await s.db.getRepository(Donor).countBy({ code: w.code })).toBe(1);
  });

  it('the member check answers the donor or sorryNotFound', async () => {
    const w = await world();
    expect(ok(await gql(s.url, MEMBER, { m: 102 }, w.principal.token)).donorByMemberNo).toMatchObject({ donorName: 'Salma Begum' });
    const r = await gql(s.url, MEMBER, { m: 103 }, w.principal.token);
    expect([errorCode(r), r.errors?.[0].extensions?.params]).toEqual(['sorryNotFound', { field: 'memberNo' }]);
  });
});

describe('donors: bad input is refused with its key, writing nothing', () => {
  const save = (w: World, over: Record<string, unknown>) => gql(s.url, SAVE, { i: donorForm({ memberNo: 301, ...over }) }, w.principal.token);
  const add = (w: World, i: Record<string, unknown>) => gql(s.url, ADD, { i: { memberNo: 101, providedAmount: 50, ...i } }, w.principal.token);
  const post = (w: World, body: Record<string, unknown>) => rest(s.url, 'POST', `/api/donor/new_member/${w.code}`, { token: w.principal.token, body });
  const cases: [string, (w: World) => Promise<GqlResult | RestResult>, string, Record<string, unknown>][] = [
    ['no name', (w) => save(w, { donorName: ' ' }), 'requiredField', { field: 'donorName' }],
    ['no mobile', (w) => save(w, { mobile: '' }), 'requiredField', { field: 'mobile' }],
    ['a mobile too long', (w) => save(w, { mobile: '0171100000001711000000017110000' }), 'checkMobile', { field: 'mobile' }],
    ['no village', (w) => save(w, { village: '' }), 'requiredField', { field: 'village' }],
    ['no post office', (w) => save(w, { postOffice: '' }), 'requiredField', { field: 'postOffice' }],
    ['no sub-district', (w) => save(w, { subDistrict: '' }), 'requiredField', { field: 'subDistrict' }],
    ['no district', (w) => save(w, { district: ' ' }), 'requiredField', { field: 'district' }],
    ['a bad e-mail', (w) => save(w, { email: 'not-an-address' }), 'invalidEmail', { field: 'email' }],
    ['a member number of 0', (w) => save(w, { memberNo: 0 }), 'requiredField', { field: 'memberNo' }],
    ['a negative member number', (w) => save(w, { memberNo: -4 }), 'invalidValue', { field: 'memberNo' }],
    ['a negative pledge', (w) => save(w, { donationAmount: -1 }), 'invalidValue', { field: 'donationAmount' }],
    ['a pledge of three decimals', (w) => save(w, { donationAmount: 1.005 }), 'invalidValue', { field: 'donationAmount' }],
    ['an unknown donor type', (w) => save(w, { donorType: 'monthly' }), 'invalidValue', { field: 'donorType' }],
    ['an edit of a missing donor', (w) => save(w, { id: 999999 }), 'sorryNotFound', {}],
    ['REST: no member number', (w) => post(w, donorForm({ memberNo: '' })), 'requiredField', { field: 'memberNo' }],
    ['REST: a member number that is not a number', (w) => post(w, donorForm({ memberNo: 'A-12' })), 'invalidValue', { field: 'memberNo' }],
    ['REST: a referrer id that is not a number', (w) => post(w, donorForm({ memberNo: '303', referrerId: 'Hafez' })), 'invalidValue', { field: 'referrerId' }],
    ['REST: no pledge', (w) => post(w, donorForm({ memberNo: '304', donationAmount: '' })), 'requiredField', { field: 'donationAmount' }],
    ['REST: a duplicate member number', (w) => post(w, donorForm({ memberNo: '101' })), 'duplicateNotPossible', { field: 'memberNo' }],
    ['REST: an update of a member no one has', (w) => rest(s.url, 'PUT', `/api/donor/update_member/${w.code}`, { token: w.principal.token, body: donorForm({ memberNo: 999 }) }), 'sorryNotFound', { field: 'memberNo' }],
    ['a donation of no one', (w) => add(w, { memberNo: 555 }), 'sorryNotFound', { field: 'memberNo' }],
    ['a donation of nothing', (w) => add(w, { providedAmount: 0 }), 'requiredField', { field: 'providedAmount' }],
    ['a donation below 0', (w) => add(w, { providedAmount: -3 }), 'invalidValue', { field: 'providedAmount' }],
    ['a donation above the largest amount', (w) => add(w, { providedAmount: 20000000.01 }), 'invalidValue', { field: 'providedAmount' }],
    ['a donation on an impossible date', (w) => add(w, { date: '2026-02-30' }), 'invalidValue', { field: 'date' }],
    ['REST: a donation without a member', (w) => rest(s.url, 'POST', `/api/donor/donation/new/${w.code}`, { token: w.principal.token, body: { providedAmount: '5' } }), 'requiredField', { field: 'memberNo' }],
    ['REST: a donation amount that is not a number', (w) => rest(s.url, 'POST', `/api/donor/donation/new/${w.code}`, { token: w.principal.token, body: { memberNo: '101', providedAmount: 'lots' } }), 'invalidValue', { field: 'providedAmount' }],
    ['a delete of a missing donation', (w) => gql(s.url, DROP, { id: 999999 }, w.principal.token), 'sorryNotFound', {}],
    ['REST: a delete of a missing donor', (w) => rest(s.url, 'DELETE', `/api/donor/member/delete/${w.code}/999999`, { token: w.principal.token }), 'sorryNotFound', {}],
  ];
  it.each(cases)('%s', async (_name, call, key, params) => {
    const w = await world();
    const before = await state(w.code);
    const r = await call(w);
    if ('status' in r) {
      expect(r.body).toMatchObject({ success: false, message: key, params });
    } else {
      expect(errorCode(r)).toBe(key);
      expect(r.errors?.[0].extensions?.params ?? {}).toMatchObject(params);
    }
    expect(await state(w.code)).toBe(before);
  });
});

describe('donors: at the same time', () => {
  it('ten adds of one member number at once: one donor, the rest duplicateNotPossible', async () => {
    const w = await world();
    const answers = await Promise.all(Array.from({ length: 10 }, (_, i) => gql(s.url, SAVE, { i: donorForm({ memberNo: 500, donorName: `Racer ${i}` }) }, w.principal.token)));
    expect(answers.filter((r) => !r.errors).length).toBe(1);
    expect(answers.filter((r) => r.errors).map(errorCode)).toEqual(Array(9).fill('duplicateNotPossible'));
    expect(await s.db.getRepository(Donor).countBy({ code: w.code, memberNo: 500 })).toBe(1);
  });

  it('a donor deleted while donations are added: either the donor goes with none, or stays with them', async () => {
    const w = await world();
    const donor = ok(await gql(s.url, SAVE, { i: donorForm({ memberNo: 600 }) }, w.principal.token)).saveDonor.id;
    const [removed, ...given] = await Promise.all([
      gql(s.url, DELETE, { id: donor }, w.principal.token),
      ...Array.from({ length: 5 }, () => gql(s.url, ADD, { i: { memberNo: 600, providedAmount: 10 } }, w.principal.token)),
    ]);
    const left = await s.db.getRepository(Donor).countBy({ code: w.code, memberNo: 600 });
    const donations = await s.db.getRepository(Donation).countBy({ code: w.code, memberNo: 600 });
    if (errorCode(removed) === null) {
      expect([left, donations]).toEqual([0, 0]);
      expect(given.every((r) => errorCode(r) === 'sorryNotFound')).toBe(true);
    } else {
      expect(errorCode(removed)).toBe('notWorked');
      expect(left).toBe(1);
      expect(donations).toBe(given.filter((r) => !r.errors).length);
      expect(donations).toBeGreaterThan(0);
    }
  });
});
