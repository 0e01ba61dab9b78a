import { RegardingList } from '../../api/src/domains/accounts/receipts.entities';
import type { UserType } from '../../api/src/domains/auth/user.entity';
import { makeUser, type Signed } from '../support/factories';
import { errorCode, gql, rest, type GqlResult, type RestResult } from '../support/http';
import { startServer, type TestServer } from '../support/server';

const R = 'mci mce mgi mge';
const GET = `{ regardings { ${R} } }`;
const SAVE = `mutation($i: RegardingsInput!) { saveRegardings(input: $i) { ${R} } }`;

let s: TestServer;
beforeAll(async () => { s = await startServer(); });
afterAll(() => s.close());

async function world(type: UserType = 'accountant'): Promise<Signed> {
  const u = await makeUser(s, type);
  const saved = await gql(s.url, SAVE, { i: { mgi: ['Monthly fee', 'Donation'], mge: ['Salary'] } }, u.token);
  expect(saved.errors).toBeUndefined();
  return u;
}

const state = async (code: string) => JSON.stringify(await s.db.getRepository(RegardingList).find({ where: { code }, order: { id: 'ASC' } }));
const restError = (r: RestResult) => (r.body.success ? null : r.body.message);

const writes: Record<string, (token: string | undefined, code: string) => Promise<string | null>> = {
  saveRegardings: (t) => gql(s.url, SAVE, { i: { mci: ['Zakat'] } }, t).then(errorCode),
  'POST /regarding/new': (t, c) => rest(s.url, 'POST', `/api/account/regarding/new/${c}`, { token: t, body: { mci_regardings: ['Zakat'] } }).then(restError),
};

describe('regardings: who may save', () => {
  it('not signed in: loginError, nothing written', async () => {
    const u = await world();
    const before = await state(u.academy.code);
    for (const [name, call] of Object.entries(writes)) expect([name, await call(undefined, u.academy.code)]).toEqual([name, 'loginError']);
    expect(await state(u.academy.code)).toBe(before);
  });

  it.each(['principal', 'councilMember', 'boardingSuper', 'education', 'guardian'] as const)('%s: authorRequired, nothing written', async (type) => {
    const u = await world();
    const other = await makeUser(s, type, u.academy);
    const before = await state(u.academy.code);
    for (const [name, call] of Object.entries(writes)) expect([name, await call(other.token, u.academy.code)]).toEqual([name, 'authorRequired']);
    expect(await state(u.academy.code)).toBe(before);
  });

  it('another academy: its code in the path is authorRequired, and its lists are never touched', async () => {
    const a = await world();
    const b = await world();
    const before = await state(b.academy.code);
    expect(await writes['POST /regarding/new'](a.token, b.academy.code)).toBe('authorRequired');
    expect((await rest(s.url, 'GET', `/api/account/regardings/${b.academy.code}`, { token: a.token })).body.message).toBe('authorRequired');
    // A's own save writes A's lists only.
    expect(await writes.saveRegardings(a.token, a.academy.code)).toBeNull();
    expect(await state(b.academy.code)).toBe(before);
    expect((await gql(s.url, GET, {}, b.token)).data.regardings.mci).toEqual([]);
  });

  it('accountant and superUser may save, over GraphQL and REST', async () => {
    for (const type of ['accountant', 'superUser'] as const) {
      for (const [name, call] of Object.entries(writes)) {
        const u = await world(type);
        expect([type, name, await call(u.token, u.academy.code)]).toEqual([type, name, null]);
        expect((await gql(s.url, GET, {}, u.token)).data.regardings.mci).toEqual(['Zakat']);
      }
    }
  });
});

describe('regardings: the lists', () => {
  it('deduplicates before saving: trimmed, blanks and repeats (letter case aside) dropped, first kept (spec doc 2 §5)', async () => {
    const u = await world();
    const r = await gql(s.url, SAVE, { i: { mci: ['  Zakat ', 'Sadaqah', 'zakat', '', '   ', 'SADAQAH', 'Lillah  boarding', 'lillah boarding'] } }, u.token);
    expect(r.data.saveRegardings.mci).toEqual(['Zakat', 'Sadaqah', 'Lillah boarding']);
  });

  it('a list left out stays as it is; an empty list empties it', async () => {
    const u = await world();
    const r = await gql(s.url, SAVE, { i: { mci: ['Zakat'], mge: [] } }, u.token);
    expect(r.data.saveRegardings).toEqual({ mci: ['Zakat'], mce: [], mgi: ['Monthly fee', 'Donation'], mge: [] });
  });

  it('REST: GET answers { regardings: { mci_regardings … } }; POST takes the four lists, or one list by fund, with string or object entries', async () => {
    const u = await world();
    const c = u.academy.code;
    const got = await rest(s.url, 'GET', `/api/account/regardings/${c}`, { token: u.token });
    expect(got.body).toEqual({ success: true, regardings: { mci_regardings: [], mce_regardings: [], mgi_regardings: ['Monthly fee', 'Donation'], mge_regardings: ['Salary'] } });
    const one = await rest(s.url, 'POST', `/api/account/regarding/new/${c}`, { token: u.token, body: { id: 1, code: c, fund: 'mce', regardings: [{ regarding: 'Food' }, 'Books', 'food'] } });
    expect(one.body.regardings.mce_regardings).toEqual(['Food', 'Books']);
    const all = await rest(s.url, 'POST', `/api/account/regarding/new/${c}`, { token: u.token, body: { mciRegardings: ['Zakat'], mgi_regardings: ['Fee'] } });
    expect(all.body.regardings).toEqual({ mci_regardings: ['Zakat'], mce_regardings: ['Food', 'Books'], mgi_regardings: ['Fee'], mge_regardings: ['Salary'] });
  });

  it('other staff read the lists; a guardian may not', async () => {
    const u = await world();
    const teacher = await makeUser(s, 'generalTeacher', u.academy);
    expect((await gql(s.url, GET, {}, teacher.token)).data.regardings.mgi).toEqual(['Monthly fee', 'Donation']);
    const guardian = await makeUser(s, 'guardian', u.academy);
    expect(errorCode(await gql(s.url, GET, {}, guardian.token))).toBe('authorRequired');
  });
});

describe('regardings: bad input is refused with its key, writing nothing', () => {
  const cases: [string, (u: Signed) => Promise<GqlResult | RestResult>, string, Record<string, unknown>][] = [
    ['no list at all', (u) => gql(s.url, SAVE, { i: {} }, u.token), 'requiredField', { field: 'regardings' }],
    ['a head too long', (u) => gql(s.url, SAVE, { i: { mci: ['ok', 'x'.repeat(121)] } }, u.token), 'invalidValue', { field: 'mci' }],
    ['too many heads', (u) => gql(s.url, SAVE, { i: { mgi: Array.from({ length: 301 }, (_, i) => `H${i}`) } }, u.token), 'invalidValue', { field: 'mgi' }],
    ['REST: a list that is not a list', (u) => rest(s.url, 'POST', `/api/account/regarding/new/${u.academy.code}`, { token: u.token, body: { mci_regardings: 'Zakat' } }), 'invalidValue', { field: 'mci' }],
    ['REST: a head that is not text', (u) => rest(s.url, 'POST', `/api/account/regarding/new/${u.academy.code}`, { token: u.token, body: { mge_regardings: ['Salary', 5] } }), 'invalidValue', { field: 'mge' }],
    ['REST: one list of an unknown kind', (u) => rest(s.url, 'POST', `/api/account/regarding/new/${u.academy.code}`, { token: u.token, body: { fund: 'generalFund', regardings: ['x'] } }), 'invalidValue', { field: 'fund' }],
    ['REST: nothing', (u) => rest(s.url, 'POST', `/api/account/regarding/new/${u.academy.code}`, { token: u.token, body: {} }), 'requiredField', { field: 'regardings' }],
  ];
  it.each(cases)('%s', async (_name, call, key, params) => {
    const u = await world();
    const before = await state(u.academy.code);
    const r = await call(u);
    if ('status' in r) {
      expect(r.body).toMatchObject({ success: false, message: key, params });
    } else {
      expect(errorCode(r)).toBe(key);
      expect(r.errors?.[0].extensions?.params).toMatchObject(params);
    }
    expect(await state(u.academy.code)).toBe(before);
  });
});
