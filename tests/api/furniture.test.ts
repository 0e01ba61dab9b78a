import { Furniture, GivenFurniture } from '../../api/src/domains/administration/furniture.entity';
import type { UserType } from '../../api/src/domains/auth/user.entity';
import { makeUser, type Signed } from '../support/factories';
import { errorCode, gql, rest, type GqlResult, type RestResult } from '../support/http';
import { startServer, type TestServer } from '../support/server';

const F = 'id furnitureName totalHas totalGiven remain responsible createdAt';
const G = 'id furnitureId furnitureName totalGiven receiverDepartment receiverResponsible givenAt provider';
const SAVE = `mutation($i: FurnitureNewInput!) { saveFurniture(input: $i) { message matched furnitures { ${F} } } }`;
const UPDATE = `mutation($i: FurnitureUpdateInput!) { updateFurniture(input: $i) { ${F} } }`;
const DELETE = 'mutation($id: Int!) { deleteFurniture(id: $id) }';
const GIVE = `mutation($i: GiveFurnitureInput!) { giveFurniture(input: $i) { givenFurnitures { ${G} } furnitures { ${F} } } }`;
const UPDATE_GIVEN = `mutation($id: Int!, $amount: Int!) { updateGivenFurniture(id: $id, amount: $amount) { returned given { ${G} } furniture { ${F} } } }`;
const ACCEPT = `mutation($id: Int!, $n: Int, $all: Boolean) { acceptGivenFurniture(id: $id, acceptAmount: $n, all: $all) { returned given { ${G} } furniture { ${F} } } }`;
const LIST = `{ furnitures { ${F} } }`;
const GIVEN = `query($offset: Int, $limit: Int, $furnitureId: Int) { givenFurnitures(offset: $offset, limit: $limit, furnitureId: $furnitureId) { total items { ${G} } } }`;

let s: TestServer;
beforeAll(async () => { s = await startServer(); });
afterAll(() => s.close());

/** An academy's store: Chair (10, 4 given in one give-out) and Table (3, none given). */
interface World { owner: Signed; code: string; chair: number; table: number; given: number }

async function world(type: UserType = 'principal'): Promise<World> {
  const owner = await makeUser(s, type);
  const saved = await gql(s.url, SAVE, { i: { rows: [{ name: 'Chair', amount: 10 }, { name: 'Table', amount: 3 }], date: '2026-03-01', responsible: 'Store keeper' } }, owner.token);
  const [chair, table] = saved.data.saveFurniture.furnitures.map((f: { id: number }) => f.id);
  const gave = await gql(s.url, GIVE, { i: { data: [{ id: chair, amount: 4 }], receiverDepartment: 'Hifz', receiverResponsible: 'Ustad Karim' } }, owner.token);
  return { owner, code: owner.academy.code, chair, table, given: gave.data.giveFurniture.givenFurnitures[0].id };
}

/** Everything of an academy's store, to prove a refused call changed nothing. */
async function state(code: string): Promise<string> {
  return JSON.stringify({
    furnitures: await s.db.getRepository(Furniture).find({ where: { code }, order: { id: 'ASC' } }),
    given: await s.db.getRepository(GivenFurniture).find({ where: { code }, order: { id: 'ASC' } }),
  });
}

const restError = (r: RestResult) => (r.body.success ? null : r.body.message);
const gqlError = (r: GqlResult) => errorCode(r);

/** Every write, as GraphQL and as REST, made valid for the store `w` (ids may be another academy's). */
type Ids = Pick<World, 'chair' | 'table' | 'given'>;
const writes: Record<string, (token: string | undefined, code: string, ids: Ids) => Promise<string | null>> = {
  saveFurniture: (t, _c, ids) => gql(s.url, SAVE, { i: { rows: [{ name: 'Desk', amount: 2 }, { furnitureId: ids.chair, amount: 1 }] } }, t).then(gqlError),
  updateFurniture: (t, _c, ids) => gql(s.url, UPDATE, { i: { id: ids.chair, name: 'Chair', amount: 12 } }, t).then(gqlError),
  deleteFurniture: (t, _c, ids) => gql(s.url, DELETE, { id: ids.table }, t).then(gqlError),
  giveFurniture: (t, _c, ids) => gql(s.url, GIVE, { i: { data: [{ id: ids.chair, amount: 1 }], receiverDepartment: 'x', receiverResponsible: 'y' } }, t).then(gqlError),
  updateGivenFurniture: (t, _c, ids) => gql(s.url, UPDATE_GIVEN, { id: ids.given, amount: 3 }, t).then(gqlError),
  acceptGivenFurniture: (t, _c, ids) => gql(s.url, ACCEPT, { id: ids.given, all: true }, t).then(gqlError),
  'POST /furniture/new': (t, c, ids) => rest(s.url, 'POST', `/api/adminis/furniture/new/${c}`, { token: t, body: { data: [{ id: 1, name: 'Desk', amount: 2 }, { furniture_id: ids.chair, amount: 1 }] } }).then(restError),
  'PUT /furniture/update': (t, c, ids) => rest(s.url, 'PUT', `/api/adminis/furniture/update/${c}`, { token: t, body: { id: ids.chair, name: 'Chair', amount: 12 } }).then(restError),
  'PUT /furniture/matched/update': (t, c, ids) => rest(s.url, 'PUT', `/api/adminis/furniture/matched/update/${c}`, { token: t, body: { data: [{ id: ids.chair, amount: 1 }] } }).then(restError),
  'DELETE /furniture/delete': (t, c, ids) => rest(s.url, 'DELETE', `/api/adminis/furniture/delete/${c}/${ids.table}`, { token: t }).then(restError),
  'POST /furniture/giving/new': (t, c, ids) => rest(s.url, 'POST', `/api/adminis/furniture/giving/new/${c}`, { token: t, body: { data: [{ id: ids.chair, amount: 1 }], receiverDepartment: 'x', receiverResponsible: 'y', responsible: 'z' } }).then(restError),
  'POST /furniture/accept': (t, c, ids) => rest(s.url, 'POST', `/api/adminis/furniture/accept/${c}`, { token: t, body: { id: ids.given, amount: 3, acceptAmount: 1, acceptAll: false } }).then(restError),
};

describe('furniture writes: who may', () => {
  it('every write is loginError when not signed in, and changes nothing', async () => {
    const w = await world();
    const before = await state(w.code);
    for (const [name, call] of Object.entries(writes)) expect([name, await call(undefined, w.code, w)]).toEqual([name, 'loginError']);
    expect(await state(w.code)).toBe(before);
  });

  it.each(['education', 'accountant', 'guardian', 'generalTeacher'] as const)('every write is authorRequired for %s, and changes nothing', async (type) => {
    const w = await world();
    const u = await makeUser(s, type, w.owner.academy);
    const before = await state(w.code);
    for (const [name, call] of Object.entries(writes)) expect([name, await call(u.token, w.code, w)]).toEqual([name, 'authorRequired']);
    expect(await state(w.code)).toBe(before);
  });

  it('a guardian cannot read the store either; other academy users can', async () => {
    const w = await world();
    const guardian = await makeUser(s, 'guardian', w.owner.academy);
    expect(errorCode(await gql(s.url, LIST, {}, guardian.token))).toBe('authorRequired');
    expect(errorCode(await gql(s.url, GIVEN, {}, guardian.token))).toBe('authorRequired');
    expect((await rest(s.url, 'GET', `/api/adminis/furnitures/${w.code}`, { token: guardian.token })).body.message).toBe('authorRequired');
    const teacher = await makeUser(s, 'accountant', w.owner.academy);
    expect((await gql(s.url, LIST, {}, teacher.token)).data.furnitures).toHaveLength(2);
    expect((await rest(s.url, 'GET', `/api/adminis/given/furnitures/${w.code}`, { token: teacher.token })).body.total).toBe(1);
  });

  it('every write works for principal and superUser', async () => {
    for (const type of ['principal', 'superUser'] as const) {
      for (const [name, call] of Object.entries(writes)) {
        const w = await world(type);
        expect([type, name, await call(w.owner.token, w.code, w)]).toEqual([type, name, null]);
      }
    }
  });

  it("another academy's items and given rows are sorryNotFound, and neither academy changes", async () => {
    const a = await world();
    const b = await world();
    const [beforeA, beforeB] = [await state(a.code), await state(b.code)];
    for (const [name, call] of Object.entries(writes)) {
      expect([name, await call(a.owner.token, a.code, b)]).toEqual([name, 'sorryNotFound']);
      // B's code in the path: not A's academy.
      if (name.includes('/')) expect([name, await call(a.owner.token, b.code, b)]).toEqual([name, 'authorRequired']);
    }
    expect(await state(b.code)).toBe(beforeB);
    expect(await state(a.code)).toBe(beforeA);
    expect((await gql(s.url, LIST, {}, a.owner.token)).data.furnitures.map((f: { id: number }) => f.id).sort()).toEqual([a.chair, a.table].sort());
    expect((await gql(s.url, GIVEN, { furnitureId: b.chair }, a.owner.token)).data.givenFurnitures).toEqual({ total: 0, items: [] });
    expect((await rest(s.url, 'GET', `/api/adminis/furnitures/${b.code}`, { token: a.owner.token })).body.message).toBe('authorRequired');
  });
});

describe('furniture writes: bad input is refused with its key, writing nothing', () => {
  const cases: [string, (w: World) => Promise<GqlResult | RestResult>, string, Record<string, unknown>?][] = [
    ['no rows', (w) => gql(s.url, SAVE, { i: { rows: [] } }, w.owner.token), 'requiredField', { field: 'rows' }],
    ['eleven rows', (w) => gql(s.url, SAVE, { i: { rows: Array.from({ length: 11 }, (_, i) => ({ name: `N${i}`, amount: 1 })) } }, w.owner.token), 'invalidValue', { field: 'rows' }],
    ['a row without a name', (w) => gql(s.url, SAVE, { i: { rows: [{ name: 'Desk', amount: 1 }, { name: ' ', amount: 1 }] } }, w.owner.token), 'requiredField', { field: 'rows.1.name' }],
    ['a second row without an amount', (w) => gql(s.url, SAVE, { i: { rows: [{ name: 'Desk', amount: 1 }, { name: 'Bench', amount: 0 }] } }, w.owner.token), 'requiredField', { field: 'rows.1.amount' }],
    ['a negative amount', (w) => gql(s.url, SAVE, { i: { rows: [{ name: 'Desk', amount: -1 }] } }, w.owner.token), 'invalidValue', { field: 'rows.0.amount' }],
    ['an impossible date', (w) => gql(s.url, SAVE, { i: { rows: [{ name: 'Desk', amount: 1 }], date: '2026-02-30' } }, w.owner.token), 'invalidValue', { field: 'date' }],
    ['a name too long', (w) => gql(s.url, SAVE, { i: { rows: [{ name: 'x'.repeat(121), amount: 1 }] } }, w.owner.token), 'invalidValue', { field: 'rows.0.name' }],
    ['REST: only blank rows', (w) => rest(s.url, 'POST', `/api/adminis/furniture/new/${w.code}`, { token: w.owner.token, body: { data: [{ id: 1, name: '', amount: '' }], date: '2026-03-01' } }), 'requiredField', { field: 'rows' }],
    ['REST: a name without an amount', (w) => rest(s.url, 'POST', `/api/adminis/furniture/new/${w.code}`, { token: w.owner.token, body: { data: [{ id: 1, name: 'Desk', amount: 2 }, { id: 2, name: 'Bench', amount: '' }] } }), 'requiredField', { field: 'rows.1.amount' }],
    ['edit below what is given', (w) => gql(s.url, UPDATE, { i: { id: w.chair, name: 'Chair', amount: 3 } }, w.owner.token), 'minNotPossible', { name: 'Chair' }],
    ['REST: edit below what is given', (w) => rest(s.url, 'PUT', `/api/adminis/furniture/update/${w.code}`, { token: w.owner.token, body: { id: w.chair, furniture_name: 'Chair', total_has: 3 } }), 'minNotPossible', { name: 'Chair' }],
    ['edit with no name', (w) => gql(s.url, UPDATE, { i: { id: w.chair, name: ' ', amount: 12 } }, w.owner.token), 'requiredField', { field: 'name' }],
    ['edit to no amount', (w) => gql(s.url, UPDATE, { i: { id: w.chair, name: 'Chair', amount: 0 } }, w.owner.token), 'requiredField', { field: 'amount' }],
    ['rename to another item', (w) => gql(s.url, UPDATE, { i: { id: w.chair, name: ' table', amount: 12 } }, w.owner.token), 'duplicateNotPossible', { field: 'name' }],
    ['REST: matched update of nothing', (w) => rest(s.url, 'PUT', `/api/adminis/furniture/matched/update/${w.code}`, { token: w.owner.token, body: { data: [] } }), 'requiredField', { field: 'data' }],
    ['REST: matched update of a missing item', (w) => rest(s.url, 'PUT', `/api/adminis/furniture/matched/update/${w.code}`, { token: w.owner.token, body: { data: [{ id: w.table, amount: 1 }, { id: 999999, amount: 1 }] } }), 'sorryNotFound', {}],
    ['delete while some is given', (w) => gql(s.url, DELETE, { id: w.chair }, w.owner.token), 'notWorked', { name: 'Chair' }],
    ['REST: delete while some is given', (w) => rest(s.url, 'DELETE', `/api/adminis/furniture/delete/${w.code}/${w.chair}`, { token: w.owner.token }), 'notWorked', { name: 'Chair' }],
    ['REST: delete of no id', (w) => rest(s.url, 'DELETE', `/api/adminis/furniture/delete/${w.code}/x`, { token: w.owner.token }), 'sorryNotFound', {}],
    ['give with nothing selected', (w) => gql(s.url, GIVE, { i: { data: [], receiverDepartment: 'x', receiverResponsible: 'y' } }, w.owner.token), 'pleaseSelect', {}],
    ['give two rows, the second above what remains', (w) => gql(s.url, GIVE, { i: { data: [{ id: w.chair, amount: 6 }, { id: w.table, amount: 4 }], receiverDepartment: 'x', receiverResponsible: 'y' } }, w.owner.token), 'maxNotPossible', { remain: 3, name: 'Table' }],
    ['REST: give two rows, the first above what remains', (w) => rest(s.url, 'POST', `/api/adminis/furniture/giving/new/${w.code}`, { token: w.owner.token, body: { data: [{ id: w.chair, amount: 7 }, { id: w.table, amount: 1 }], receiverDepartment: 'x', receiverResponsible: 'y', responsible: 'z' } }), 'maxNotPossible', { remain: 6, name: 'Chair' }],
    ['REST: give the same item twice, together above what remains', (w) => rest(s.url, 'POST', `/api/adminis/furniture/giving/new/${w.code}`, { token: w.owner.token, body: { data: [{ id: w.table, amount: 2 }, { id: w.table, amount: 2 }], receiverDepartment: 'x', receiverResponsible: 'y' } }), 'maxNotPossible', { remain: 3, name: 'Table' }],
    ['REST: give with nothing selected', (w) => rest(s.url, 'POST', `/api/adminis/furniture/giving/new/${w.code}`, { token: w.owner.token, body: { data: [], receiverDepartment: 'x', receiverResponsible: 'y' } }), 'pleaseSelect', {}],
    ['give with no receiver department', (w) => gql(s.url, GIVE, { i: { data: [{ id: w.chair, amount: 1 }], receiverDepartment: '', receiverResponsible: 'y' } }, w.owner.token), 'requiredField', { field: 'receiverDepartment' }],
    ['give a selected row no amount', (w) => gql(s.url, GIVE, { i: { data: [{ id: w.chair, amount: 0 }], receiverDepartment: 'x', receiverResponsible: 'y' } }, w.owner.token), 'requiredField', { field: 'data.0.amount' }],
    ['give from a missing item', (w) => gql(s.url, GIVE, { i: { data: [{ id: w.table, amount: 1 }, { id: 999999, amount: 1 }], receiverDepartment: 'x', receiverResponsible: 'y' } }, w.owner.token), 'sorryNotFound', {}],
    ['given edit to the same amount', (w) => gql(s.url, UPDATE_GIVEN, { id: w.given, amount: 4 }, w.owner.token), 'notWorked', { name: 'Chair' }],
    ['given edit to more', (w) => gql(s.url, UPDATE_GIVEN, { id: w.given, amount: 5 }, w.owner.token), 'notWorked', { name: 'Chair' }],
    ['given edit to nothing', (w) => gql(s.url, UPDATE_GIVEN, { id: w.given, amount: 0 }, w.owner.token), 'invalidValue', { field: 'amount' }],
    ['accept everything as an amount', (w) => gql(s.url, ACCEPT, { id: w.given, n: 4 }, w.owner.token), 'invalidValue', { field: 'acceptAmount' }],
    ['accept without an amount', (w) => gql(s.url, ACCEPT, { id: w.given }, w.owner.token), 'invalidValue', { field: 'amount' }],
    ['REST: accept to a negative amount', (w) => rest(s.url, 'POST', `/api/adminis/furniture/accept/${w.code}`, { token: w.owner.token, body: { id: w.given, amount: -1 } }), 'invalidValue', { field: 'amount' }],
    ['REST: accept where amount and acceptAmount disagree', (w) => rest(s.url, 'POST', `/api/adminis/furniture/accept/${w.code}`, { token: w.owner.token, body: { id: w.given, amount: 3, acceptAmount: 2 } }), 'invalidValue', { field: 'acceptAmount' }],
    ['REST: accept a missing given row', (w) => rest(s.url, 'POST', `/api/adminis/furniture/accept/${w.code}`, { token: w.owner.token, body: { id: 999999, acceptAll: true } }), 'sorryNotFound', {}],
  ];

  it.each(cases)('%s', async (_name, call, key, params) => {
    const w = await world();
    const before = await state(w.code);
    const r = await call(w);
    if ('status' in r) {
      expect([r.body.success, r.body.message, r.body.params ?? {}]).toEqual([false, key, params]);
      expect(r.status).toBeGreaterThanOrEqual(400);
    } else {
      expect([errorCode(r), r.errors![0].extensions!.params ?? {}]).toEqual([key, params]);
    }
    expect(await state(w.code)).toBe(before);
  });
});

describe('furniture: what the store does', () => {
  it('the worked example: has 10, give 4 → remain 6; edit to 3 refused; accept 2 of 4 → given 2, remain 8; accept all → remain 10', async () => {
    const w = await world();
    const chair = async () => (await gql(s.url, LIST, {}, w.owner.token)).data.furnitures.find((f: { id: number }) => f.id === w.chair);
    expect(await chair()).toMatchObject({ furnitureName: 'Chair', totalHas: 10, totalGiven: 4, remain: 6, responsible: 'Store keeper', createdAt: '2026-03-01' });
    expect(errorCode(await gql(s.url, UPDATE, { i: { id: w.chair, name: 'Chair', amount: 3 } }, w.owner.token))).toBe('minNotPossible');
    const part = await gql(s.url, UPDATE_GIVEN, { id: w.given, amount: 2 }, w.owner.token);
    expect(part.data.updateGivenFurniture).toMatchObject({ returned: 2, given: { id: w.given, totalGiven: 2 }, furniture: { totalGiven: 2, remain: 8 } });
    expect(await chair()).toMatchObject({ totalGiven: 2, remain: 8 });
    const all = await gql(s.url, ACCEPT, { id: w.given, all: true }, w.owner.token);
    expect(all.data.acceptGivenFurniture).toMatchObject({ returned: 2, given: null, furniture: { totalGiven: 0, remain: 10 } });
    expect(await chair()).toMatchObject({ totalHas: 10, totalGiven: 0, remain: 10 });
    expect((await gql(s.url, GIVEN, {}, w.owner.token)).data.givenFurnitures).toEqual({ total: 0, items: [] });
    expect(await gql(s.url, DELETE, { id: w.chair }, w.owner.token)).toEqual({ data: { deleteFurniture: true } });
    expect(await s.db.getRepository(Furniture).countBy({ code: w.code })).toBe(1);
  });

  it('create: a known name (any letter case) adds to that item with matchedFurniture; rows of one name collapse; date and responsible default', async () => {
    const w = await world();
    const r = await gql(s.url, SAVE, { i: { rows: [{ name: '  chair ', amount: 5 }, { name: 'Bench', amount: 2 }, { name: 'bench', amount: 1 }] } }, w.owner.token);
    expect(r.data.saveFurniture.message).toBe('matchedFurniture');
    expect(r.data.saveFurniture.matched).toEqual(['Chair']);
    expect(r.data.saveFurniture.furnitures).toMatchObject([
      { id: w.chair, furnitureName: 'Chair', totalHas: 15, totalGiven: 4, remain: 11, createdAt: '2026-03-01' },
      { furnitureName: 'Bench', totalHas: 3, totalGiven: 0, remain: 3, createdAt: '2026-03-10', responsible: `principal ${w.owner.user.lastName}` },
    ]);
    const fresh = await gql(s.url, SAVE, { i: { rows: [{ name: 'Almirah', amount: 1 }], responsible: 'Hasan' } }, w.owner.token);
    expect(fresh.data.saveFurniture).toMatchObject({ message: 'successMessage', matched: [], furnitures: [{ furnitureName: 'Almirah', responsible: 'Hasan' }] });
    // By id: a matched update in the same form.
    const byId = await gql(s.url, SAVE, { i: { rows: [{ furnitureId: w.table, amount: 2 }] } }, w.owner.token);
    expect(byId.data.saveFurniture).toMatchObject({ message: 'matchedFurniture', matched: ['Table'], furnitures: [{ id: w.table, totalHas: 5 }] });
  });

  it('edit renames the item and its give-outs, changes the total and keeps the responsible unless given', async () => {
    const w = await world();
    const r = await gql(s.url, UPDATE, { i: { id: w.chair, name: 'Plastic chair', amount: 4 } }, w.owner.token);
    expect(r.data.updateFurniture).toMatchObject({ furnitureName: 'Plastic chair', totalHas: 4, totalGiven: 4, remain: 0, responsible: 'Store keeper' });
    expect((await gql(s.url, GIVEN, {}, w.owner.token)).data.givenFurnitures.items[0].furnitureName).toBe('Plastic chair');
    expect(errorCode(await gql(s.url, GIVE, { i: { data: [{ id: w.chair, amount: 1 }], receiverDepartment: 'x', receiverResponsible: 'y' } }, w.owner.token))).toBe('maxNotPossible');
  });

  it('give-out of several rows: one given row each, stock reduced, given list newest first with paging and an item filter', async () => {
    const w = await world();
    const r = await gql(s.url, GIVE, { i: { data: [{ id: w.table, amount: 3 }, { id: w.chair, amount: 6 }], receiverDepartment: 'Kitab', receiverResponsible: 'Ustad Rahim', responsible: 'Hasan' } }, w.owner.token);
    expect(r.errors).toBeUndefined();
    expect(r.data.giveFurniture.furnitures.map((f: { remain: number }) => f.remain)).toEqual([0, 0]);
    expect(r.data.giveFurniture.givenFurnitures).toMatchObject([
      { furnitureId: w.chair, furnitureName: 'Chair', totalGiven: 6, receiverDepartment: 'Kitab', receiverResponsible: 'Ustad Rahim', provider: 'Hasan', givenAt: '2026-03-10T06:00:00.000Z' },
      { furnitureId: w.table, furnitureName: 'Table', totalGiven: 3 },
    ]);
    const page = await gql(s.url, GIVEN, { offset: 0, limit: 2 }, w.owner.token);
    expect(page.data.givenFurnitures.total).toBe(3);
    expect(page.data.givenFurnitures.items).toHaveLength(2);
    const chairs = await gql(s.url, GIVEN, { furnitureId: w.chair }, w.owner.token);
    expect(chairs.data.givenFurnitures.items.map((g: { totalGiven: number }) => g.totalGiven)).toEqual([6, 4]);
    expect(errorCode(await gql(s.url, GIVEN, { limit: 0 }, w.owner.token))).toBe('invalidValue');
  });

  it('REST end to end: new with blank rows and a match, list in snake_case, update, matched update, give, given list, accept, accept all, delete', async () => {
    const w = await world();
    const base = `/api/adminis`;
    const call = (method: string, path: string, body?: unknown) => rest(s.url, method, `${base}${path}/${w.code}`, { token: w.owner.token, body });
    const rows = [{ id: 1, name: 'Bench', amount: 5 }, { id: 2, name: 'CHAIR', amount: '2' }, ...Array.from({ length: 8 }, (_, i) => ({ id: i + 3, name: '', amount: '' }))];
    const created = await call('POST', '/furniture/new', { data: rows, date: '2026-03-05', responsible: 'Hasan' });
    expect(created.body).toMatchObject({ success: true, message: 'matchedFurniture', matched: ['Chair'] });
    const bench = created.body.furnitures[0];
    expect(bench).toEqual({ id: bench.id, furniture_name: 'Bench', total_has: 5, total_given: 0, remain: 5, responsible: 'Hasan', created_at: '2026-03-05' });

    const listed = await rest(s.url, 'GET', `${base}/furnitures/${w.code}`, { token: w.owner.token });
    expect(listed.body.furnitures.map((f: { furniture_name: string; remain: number }) => [f.furniture_name, f.remain])).toEqual([['Bench', 5], ['Table', 3], ['Chair', 8]]);

    const upd = await call('PUT', '/furniture/update', { id: bench.id, name: 'Long bench', amount: 6, responsible: 'Karim' });
    expect(upd.body.furniture).toMatchObject({ furniture_name: 'Long bench', total_has: 6, responsible: 'Karim' });
    const matched = await call('PUT', '/furniture/matched/update', { data: [{ id: bench.id, amount: 4 }] });
    expect(matched.body).toMatchObject({ success: true, message: 'matchedFurniture', furnitures: [{ id: bench.id, total_has: 10, remain: 10 }] });

    const gave = await call('POST', '/furniture/giving/new', { data: [{ id: bench.id, amount: 7 }], receiverDepartment: 'Nazera', receiverResponsible: 'Ustad Ali', responsible: 'Hasan' });
    const g = gave.body.given_furnitures[0];
    expect(g).toEqual({
      id: g.id, furniture_id: bench.id, furniture_name: 'Long bench', total_given: 7, receiver_department: 'Nazera', receiver_responsible: 'Ustad Ali',
      given_at: '2026-03-10T06:00:00.000Z', provider: 'Hasan',
    });
    expect(gave.body.furnitures[0]).toMatchObject({ total_given: 7, remain: 3 });

    const given = await rest(s.url, 'GET', `${base}/given/furnitures/${w.code}?page=1&limit=1`, { token: w.owner.token });
    expect(given.body).toMatchObject({ success: true, total: 2, given_furnitures: [{ id: g.id }] });
    const ofBench = await rest(s.url, 'GET', `${base}/given/furnitures/${w.code}?furnitureId=${bench.id}`, { token: w.owner.token });
    expect(ofBench.body.given_furnitures.map((x: { id: number }) => x.id)).toEqual([g.id]);

    const accepted = await call('POST', '/furniture/accept', { id: g.id, acceptAmount: 3, acceptAll: false });
    expect(accepted.body).toMatchObject({ returned: 3, given_furniture: { id: g.id, total_given: 4 }, furniture: { id: bench.id, total_given: 4, remain: 6 } });
    const all = await call('POST', '/furniture/accept', { id: g.id, acceptAll: true });
    expect(all.body).toMatchObject({ returned: 4, given_furniture: null, furniture: { total_given: 0, remain: 10 } });

    expect((await rest(s.url, 'DELETE', `${base}/furniture/delete/${w.code}/${bench.id}`, { token: w.owner.token })).body).toEqual({ success: true });
    expect(await s.db.getRepository(Furniture).countBy({ code: w.code, id: bench.id })).toBe(0);
  });
});
