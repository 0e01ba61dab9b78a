import { Furniture, GivenFurniture } from '../../api/src/domains/administration/furniture.entity';
import { makeUser } from '../support/factories';
import { gql, rest } from '../support/http';
import { startServer, type TestServer } from '../support/server';

/**
 * Stock never oversells (DESIGN §5): many give-outs at once against one item, half over GraphQL
 * and half over REST. Runs on SQLite and, with DATABASE_URL, on MySQL/MariaDB.
 */
let s: TestServer;
beforeAll(async () => { s = await startServer(); });
afterAll(() => s.close());

const SAVE = 'mutation($i: FurnitureNewInput!) { saveFurniture(input: $i) { furnitures { id } } }';
const GIVE = 'mutation($i: GiveFurnitureInput!) { giveFurniture(input: $i) { givenFurnitures { id } } }';

describe('concurrent give-outs', () => {
  it('300 give-outs of one at once against 100 in stock: exactly 100 succeed, the rest are maxNotPossible, remain never below 0', async () => {
    const u = await makeUser(s, 'principal');
    const code = u.academy.code;
    const id = (await gql(s.url, SAVE, { i: { rows: [{ name: 'Chair', amount: 100 }] } }, u.token)).data.saveFurniture.furnitures[0].id;
    const give = (i: number) => (i % 2
      ? gql(s.url, GIVE, { i: { data: [{ id, amount: 1 }], receiverDepartment: `Dept ${i}`, receiverResponsible: 'x' } }, u.token)
        .then((r) => r.errors?.[0]?.extensions?.code ?? 'ok')
      : rest(s.url, 'POST', `/api/adminis/furniture/giving/new/${code}`, { token: u.token, body: { data: [{ id, amount: 1 }], receiverDepartment: `Dept ${i}`, receiverResponsible: 'x' } })
        .then((r) => (r.body.success ? 'ok' : r.body.message)));
    const results = await Promise.all(Array.from({ length: 300 }, (_, i) => give(i)));
    const counts = results.reduce<Record<string, number>>((acc, r) => ({ ...acc, [r]: (acc[r] ?? 0) + 1 }), {});
    expect(counts).toEqual({ ok: 100, maxNotPossible: 200 });
    const item = await s.db.getRepository(Furniture).findOneByOrFail({ id, code });
    expect([item.totalHas, item.totalGiven]).toEqual([100, 100]);
    expect(item.totalHas - item.totalGiven).toBeGreaterThanOrEqual(0);
    const given = await s.db.getRepository(GivenFurniture).findBy({ code, furnitureId: id });
    expect(given).toHaveLength(100);
    expect(given.reduce((sum, g) => sum + g.totalGiven, 0)).toBe(100);
  });

  it('two-row give-outs racing over shared items never oversell either item, and each is all or nothing', async () => {
    const u = await makeUser(s, 'principal');
    const code = u.academy.code;
    const [a, b] = (await gql(s.url, SAVE, { i: { rows: [{ name: 'Desk', amount: 30 }, { name: 'Bench', amount: 20 }] } }, u.token)).data.saveFurniture.furnitures.map((f: { id: number }) => f.id);
    // Half name the items one way round, half the other: no deadlock may leak out as an error.
    const results = await Promise.all(Array.from({ length: 60 }, (_, i) =>
      gql(s.url, GIVE, { i: { data: i % 2 ? [{ id: a, amount: 1 }, { id: b, amount: 1 }] : [{ id: b, amount: 1 }, { id: a, amount: 1 }], receiverDepartment: 'x', receiverResponsible: 'y' } }, u.token)
        .then((r) => r.errors?.[0]?.extensions?.code ?? 'ok')));
    expect(results.filter((r) => r === 'ok')).toHaveLength(20);
    expect(results.filter((r) => r !== 'ok').every((r) => r === 'maxNotPossible')).toBe(true);
    const items = await s.db.getRepository(Furniture).find({ where: { code }, order: { id: 'ASC' } });
    expect(items.map((f) => [f.totalHas, f.totalGiven])).toEqual([[30, 20], [20, 20]]);
    expect(await s.db.getRepository(GivenFurniture).countBy({ code })).toBe(40);
  });
});
