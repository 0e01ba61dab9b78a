import { FeeRule } from '../../api/src/domains/accounts/fee-rule.entity';
import { makeClass, makeUser, type Signed } from '../support/factories';
import { errorCode, gql, rest } from '../support/http';
import { startServer, type TestServer } from '../support/server';

const FIELDS = 'id fund title amount classes groups';
const SAVE = `mutation($rules: [FeeRuleInput!]!) { saveFeeRules(rules: $rules) { ${FIELDS} } }`;
const LIST = `{ feeRules { ${FIELDS} } }`;
const DELETE = 'mutation($id: Int!) { deleteFeeRule(id: $id) }';

let s: TestServer;
beforeAll(async () => { s = await startServer(); });
afterAll(() => s.close());

const stored = (code: string) => s.db.getRepository(FeeRule).find({ where: { code }, order: { id: 'ASC' } });
const count = (code: string) => s.db.getRepository(FeeRule).countBy({ code });

/** An accountant of a fresh academy whose class panel has Class 6 (no group) and Class 9 (Science, Arts). */
async function accountant(type: 'accountant' | 'superUser' = 'accountant'): Promise<Signed> {
  const u = await makeUser(s, type);
  await makeClass(s, u.academy, { className: 'Class 6', groupName: '' });
  await makeClass(s, u.academy, { className: 'Class 9', groupName: 'Science' });
  await makeClass(s, u.academy, { className: 'Class 9', groupName: 'Arts' });
  return u;
}

async function seedRules(u: Signed, n = 1): Promise<FeeRule[]> {
  const repo = s.db.getRepository(FeeRule);
  const out: FeeRule[] = [];
  for (let i = 0; i < n; i++) {
    out.push(await repo.save(repo.create({ code: u.academy.code, fund: 'generalFund', title: `seed_${i}`, amountPaisa: 100, classes: ['Class 6'], groups: [] })));
  }
  return out;
}

const monthly = { fund: 'generalFund', title: 'monthly_fee', amount: 1500.5, classes: ['Class 6', 'Class 9'], groups: [] };

describe('fee rules', () => {
  it('lists the academy\'s rules for any staff, amounts in taka, over GraphQL and REST', async () => {
    const u = await accountant();
    const teacher = await makeUser(s, 'generalTeacher', u.academy);
    const [rule] = await seedRules(u);
    const g = await gql(s.url, LIST, {}, teacher.token);
    expect(g.data.feeRules).toEqual([{ id: rule.id, fund: 'generalFund', title: 'seed_0', amount: 1, classes: ['Class 6'], groups: [] }]);
    const r = await rest(s.url, 'GET', `/api/account/fee_rules/${u.academy.code}`, { token: teacher.token });
    expect(r.body).toEqual({ success: true, data: { rules: [{ id: rule.id, fund: 'generalFund', title: 'seed_0', amount: 1, users: ['Class 6'], group: [] }] } });
    expect(errorCode(await gql(s.url, LIST))).toBe('loginError');
  });

  describe('saveFeeRules', () => {
    it('is refused when not signed in, and writes nothing', async () => {
      expect(errorCode(await gql(s.url, SAVE, { rules: [monthly] }))).toBe('loginError');
      const r = await rest(s.url, 'POST', '/api/account/fee_rules/new/100001', { body: { data: [{ ...monthly, users: monthly.classes }] } });
      expect(r.status).toBe(401);
      expect(r.body.message).toBe('loginError');
    });

    it('is refused for roles other than accountant or superUser, and writes nothing', async () => {
      const owner = await accountant();
      for (const type of ['education', 'generalTeacher', 'principal', 'admin'] as const) {
        const u = await makeUser(s, type, owner.academy);
        expect(errorCode(await gql(s.url, SAVE, { rules: [monthly] }, u.token))).toBe('authorRequired');
        const r = await rest(s.url, 'POST', `/api/account/fee_rules/new/${owner.academy.code}`, { token: u.token, body: { data: [{ ...monthly, users: monthly.classes }] } });
        expect(r.body.message).toBe('authorRequired');
      }
      expect(await count(owner.academy.code)).toBe(0);
    });

    it('cannot write another tenant\'s rules through the path code', async () => {
      const mine = await accountant();
      const theirs = await accountant();
      await seedRules(theirs, 2);
      const r = await rest(s.url, 'POST', `/api/account/fee_rules/new/${theirs.academy.code}`, { token: mine.token, body: { data: [{ ...monthly, users: monthly.classes }] } });
      expect(r.status).toBe(403);
      expect(r.body.message).toBe('authorRequired');
      expect((await rest(s.url, 'GET', `/api/account/fee_rules/${theirs.academy.code}`, { token: mine.token })).body.message).toBe('authorRequired');
      expect(await count(theirs.academy.code)).toBe(2);
      expect(await count(mine.academy.code)).toBe(0);
    });

    it('replacing my rules leaves another tenant\'s rules alone', async () => {
      const mine = await accountant();
      const theirs = await accountant();
      await seedRules(theirs, 2);
      expect((await gql(s.url, SAVE, { rules: [monthly] }, mine.token)).data.saveFeeRules).toHaveLength(1);
      expect(await count(theirs.academy.code)).toBe(2);
    });

    it.each([
      ['notWorked', 'no complete row', [{ fund: 'generalFund', title: 'monthly_fee', amount: 10, classes: [] }, { title: 'x', amount: 5, classes: ['Class 6'] }]],
      ['notWorked', 'an empty table', []],
      ['invalidValue', 'a class not in the class panel', [monthly, { ...monthly, title: 'exam_fee', classes: ['Class 6', 'Class 99'] }]],
      ['invalidValue', 'a group the chosen classes lack', [{ ...monthly, classes: ['Class 9'], groups: ['Commerce'] }]],
      ['invalidValue', 'three decimals', [{ ...monthly, amount: 10.005 }]],
      ['invalidValue', 'a negative amount', [{ ...monthly, amount: -1 }]],
      ['invalidValue', 'an unknown fund', [{ ...monthly, fund: 'pocketFund' }]],
    ])('refuses %s (%s) and writes nothing', async (key, _what, rules) => {
      const u = await accountant();
      const [kept] = await seedRules(u);
      expect(errorCode(await gql(s.url, SAVE, { rules }, u.token))).toBe(key);
      const r = await rest(s.url, 'POST', `/api/account/fee_rules/new/${u.academy.code}`, {
        token: u.token, body: { data: (rules as typeof monthly[]).map(({ classes, groups, ...rest }) => ({ ...rest, users: classes, group: groups })) },
      });
      expect(r.status).toBe(400);
      expect(r.body).toMatchObject({ success: false, message: key });
      expect((await stored(u.academy.code)).map((x) => x.id)).toEqual([kept.id]);
    });

    it('replaces the list with the complete rows, skipping incomplete ones; amounts exact to the paisa', async () => {
      const u = await accountant();
      await seedRules(u, 3);
      const rules = [
        monthly,
        { fund: 'charityFund', title: '  development_fee ', amount: 0.29, classes: ['Class 9', ' Class 9 '], groups: ['Science'] },
        { fund: 'generalFund', title: '', amount: 100, classes: ['Class 6'] },
        { fund: '', title: 'exam_fee', amount: 100, classes: ['Class 6'] },
        { fund: 'generalFund', title: 'exam_fee', classes: ['Class 6'] },
        { fund: 'generalFund', title: 'exam_fee', amount: 200, classes: [] },
        { fund: 'generalFund', title: 'Free text fee', amount: 0, classes: ['Class 6'] },
      ];
      const g = await gql(s.url, SAVE, { rules }, u.token);
      expect(g.errors).toBeUndefined();
      expect(g.data.saveFeeRules.map(({ id: _id, ...rest }: { id: number }) => rest)).toEqual([
        { fund: 'generalFund', title: 'monthly_fee', amount: 1500.5, classes: ['Class 6', 'Class 9'], groups: [] },
        { fund: 'charityFund', title: 'development_fee', amount: 0.29, classes: ['Class 9'], groups: ['Science'] },
        { fund: 'generalFund', title: 'Free text fee', amount: 0, classes: ['Class 6'], groups: [] },
      ]);
      const rows = await stored(u.academy.code);
      expect(rows.map((r) => [r.title, r.amountPaisa])).toEqual([['monthly_fee', 150050], ['development_fee', 29], ['Free text fee', 0]]);
      expect((await gql(s.url, LIST, {}, u.token)).data.feeRules).toEqual(g.data.saveFeeRules);
    });

    it('over REST takes { data } or { rules } with users and group, and answers data.rules', async () => {
      const u = await accountant('superUser');
      const r = await rest(s.url, 'POST', `/api/account/fee_rules/new/${u.academy.code}`, {
        token: u.token,
        body: {
          data: [
            { fund: 'generalFund', title: 'admission_fee', amount: '1500.50', users: ['Class 9'], group: ['Arts', 'Science'] },
            { fund: 'generalFund', title: 'boarding_fee', amount: 2000, users: [] },
          ],
        },
      });
      expect(r.status).toBe(200);
      expect(r.body).toEqual({
        success: true,
        data: { rules: [{ id: expect.any(Number), fund: 'generalFund', title: 'admission_fee', amount: 1500.5, users: ['Class 9'], group: ['Arts', 'Science'] }] },
      });
      expect((await stored(u.academy.code))[0].amountPaisa).toBe(150050);
      const again = await rest(s.url, 'POST', `/api/account/fee_rules/new/${u.academy.code}`, {
        token: u.token, body: { rules: [{ fund: 'charityFund', title: 'electricity_bill', amount: 75.25, users: 'Class 6' }] },
      });
      expect(again.body.data.rules).toEqual([{ id: expect.any(Number), fund: 'charityFund', title: 'electricity_bill', amount: 75.25, users: ['Class 6'], group: [] }]);
      const listed = await rest(s.url, 'GET', `/api/account/fee_rules/${u.academy.code}`, { token: u.token });
      expect(listed.body).toEqual({ success: true, data: { rules: again.body.data.rules } });
    });

    it('is refused with notActivated while the academy has expired', async () => {
      const u = await accountant();
      s.clock.set(new Date('2027-06-01T06:00:00Z'));
      try {
        expect(errorCode(await gql(s.url, SAVE, { rules: [monthly] }, u.token))).toBe('notActivated');
      } finally {
        s.clock.set(new Date('2026-03-10T06:00:00Z'));
      }
      expect(await count(u.academy.code)).toBe(0);
    });
  });

  describe('deleteFeeRule', () => {
    it('is refused when not signed in, for other roles and for another tenant\'s rule', async () => {
      const u = await accountant();
      const teacher = await makeUser(s, 'generalTeacher', u.academy);
      const education = await makeUser(s, 'education', u.academy);
      const foreign = await accountant();
      const [mine] = await seedRules(u);
      const [theirs] = await seedRules(foreign);
      expect(errorCode(await gql(s.url, DELETE, { id: mine.id }))).toBe('loginError');
      expect(errorCode(await gql(s.url, DELETE, { id: mine.id }, teacher.token))).toBe('authorRequired');
      expect(errorCode(await gql(s.url, DELETE, { id: mine.id }, education.token))).toBe('authorRequired');
      expect(errorCode(await gql(s.url, DELETE, { id: theirs.id }, u.token))).toBe('sorryNotFound');
      expect((await rest(s.url, 'DELETE', `/api/account/fee_rule/delete/${foreign.academy.code}/${theirs.id}`, { token: u.token })).body.message).toBe('authorRequired');
      expect((await rest(s.url, 'DELETE', `/api/account/fee_rule/delete/${u.academy.code}/${theirs.id}`, { token: u.token })).body.message).toBe('sorryNotFound');
      expect((await rest(s.url, 'DELETE', `/api/account/fee_rule/delete/${u.academy.code}/abc`, { token: u.token })).body.message).toBe('sorryNotFound');
      expect(await count(u.academy.code)).toBe(1);
      expect(await count(foreign.academy.code)).toBe(1);
    });

    it('deletes over GraphQL and REST', async () => {
      const u = await accountant();
      const [a, b, c] = await seedRules(u, 3);
      expect((await gql(s.url, DELETE, { id: a.id }, u.token)).data.deleteFeeRule).toBe(true);
      expect((await rest(s.url, 'DELETE', `/api/account/fee_rule/delete/${u.academy.code}/${b.id}`, { token: u.token })).body).toEqual({ success: true });
      expect((await stored(u.academy.code)).map((r) => r.id)).toEqual([c.id]);
    });
  });
});
