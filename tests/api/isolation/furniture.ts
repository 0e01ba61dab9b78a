import { Furniture, GivenFurniture } from '../../../api/src/domains/administration/furniture.entity';
import { gql, rest } from '../../support/http';
import type { IsolationArea } from './area';

/** The furniture store: B's items and give-outs never reach A, and A changes none of them. */
let bChair: Furniture;
let bTable: Furniture;
let bGiven: GivenFurniture;
const F = 'id furnitureName totalHas totalGiven remain responsible';
const G = 'id furnitureId furnitureName totalGiven receiverDepartment receiverResponsible provider';

export const furnitureArea: IsolationArea = {
  async seed(s, _A, B) {
    const code = B.academy.code;
    const items = s.db.getRepository(Furniture);
    bChair = await items.save(items.create({ code, furnitureName: 'B-secret-chair', totalHas: 10, totalGiven: 4, responsible: 'B-secret-keeper', createdAt: '2026-03-01' }));
    bTable = await items.save(items.create({ code, furnitureName: 'B-secret-table', totalHas: 3, totalGiven: 0, responsible: 'B-secret-keeper', createdAt: '2026-03-01' }));
    const given = s.db.getRepository(GivenFurniture);
    bGiven = await given.save(given.create({
      code, furnitureId: bChair.id, furnitureName: 'B-secret-chair', totalGiven: 4, receiverDepartment: 'B-secret-department',
      receiverResponsible: 'B-secret-receiver', givenAt: new Date('2026-03-02T04:00:00Z'), provider: 'B-secret-provider',
    }));
  },

  graphql: (s, A) => ({
    furnitures: () => gql(s.url, `{ furnitures { ${F} } }`, {}, A.token),
    givenFurnitures: () => gql(s.url, `query($id: Int) { givenFurnitures(furnitureId: $id) { total items { ${G} } } }`, { id: bChair.id }, A.token),
    saveFurniture: () => gql(s.url, `mutation($i: FurnitureNewInput!) { saveFurniture(input: $i) { message matched furnitures { ${F} } } }`, {
      i: { rows: [{ name: 'A planted', amount: 1 }, { furnitureId: bChair.id, amount: 5 }] },
    }, A.token),
    updateFurniture: () => gql(s.url, `mutation($i: FurnitureUpdateInput!) { updateFurniture(input: $i) { ${F} } }`, { i: { id: bChair.id, name: 'hacked', amount: 99 } }, A.token),
    deleteFurniture: () => gql(s.url, 'mutation($id: Int!) { deleteFurniture(id: $id) }', { id: bTable.id }, A.token),
    giveFurniture: () => gql(s.url, `mutation($i: GiveFurnitureInput!) { giveFurniture(input: $i) { givenFurnitures { ${G} } furnitures { ${F} } } }`, {
      i: { data: [{ id: bChair.id, amount: 1 }], receiverDepartment: 'x', receiverResponsible: 'y' },
    }, A.token),
    updateGivenFurniture: () => gql(s.url, `mutation($id: Int!) { updateGivenFurniture(id: $id, amount: 1) { returned given { ${G} } furniture { ${F} } } }`, { id: bGiven.id }, A.token),
    acceptGivenFurniture: () => gql(s.url, `mutation($id: Int!) { acceptGivenFurniture(id: $id, all: true) { returned given { ${G} } furniture { ${F} } } }`, { id: bGiven.id }, A.token),
  }),

  rest: (s, A, B) => {
    const a = A.academy.code;
    const b = B.academy.code;
    const as = { token: A.token };
    const path = (p: string) => `/api/adminis${p}`;
    const give = { data: [{ id: bChair.id, amount: 1 }], receiverDepartment: 'x', receiverResponsible: 'y', responsible: 'z' };
    return {
      'POST /api/adminis/furniture/new/:code': () => [
        rest(s.url, 'POST', path(`/furniture/new/${b}`), { ...as, body: { data: [{ id: 1, name: 'A planted', amount: 1 }] } }),
        rest(s.url, 'POST', path(`/furniture/new/${a}`), { ...as, body: { data: [{ furniture_id: bChair.id, amount: 5 }] } }),
      ],
      'GET /api/adminis/furnitures/:code': () => [
        rest(s.url, 'GET', path(`/furnitures/${b}`), as),
        rest(s.url, 'GET', path(`/furnitures/${a}`), as),
      ],
      'PUT /api/adminis/furniture/update/:code': () => [
        rest(s.url, 'PUT', path(`/furniture/update/${b}`), { ...as, body: { id: bChair.id, name: 'hacked', amount: 99 } }),
        rest(s.url, 'PUT', path(`/furniture/update/${a}`), { ...as, body: { id: bChair.id, name: 'hacked', amount: 99 } }),
      ],
      'PUT /api/adminis/furniture/matched/update/:code': () => [
        rest(s.url, 'PUT', path(`/furniture/matched/update/${b}`), { ...as, body: { data: [{ id: bChair.id, amount: 5 }] } }),
        rest(s.url, 'PUT', path(`/furniture/matched/update/${a}`), { ...as, body: { data: [{ id: bChair.id, amount: 5 }] } }),
      ],
      'DELETE /api/adminis/furniture/delete/:code/:id': () => [
        rest(s.url, 'DELETE', path(`/furniture/delete/${b}/${bTable.id}`), as),
        rest(s.url, 'DELETE', path(`/furniture/delete/${a}/${bTable.id}`), as),
      ],
      'POST /api/adminis/furniture/giving/new/:code': () => [
        rest(s.url, 'POST', path(`/furniture/giving/new/${b}`), { ...as, body: give }),
        rest(s.url, 'POST', path(`/furniture/giving/new/${a}`), { ...as, body: give }),
      ],
      'GET /api/adminis/given/furnitures/:code': () => [
        rest(s.url, 'GET', path(`/given/furnitures/${b}`), as),
        rest(s.url, 'GET', path(`/given/furnitures/${a}`), as),
        rest(s.url, 'GET', path(`/given/furnitures/${a}?furnitureId=${bChair.id}`), as),
      ],
      'POST /api/adminis/furniture/accept/:code': () => [
        rest(s.url, 'POST', path(`/furniture/accept/${b}`), { ...as, body: { id: bGiven.id, acceptAll: true } }),
        rest(s.url, 'POST', path(`/furniture/accept/${a}`), { ...as, body: { id: bGiven.id, acceptAll: true } }),
        rest(s.url, 'POST', path(`/furniture/accept/${a}`), { ...as, body: { id: bGiven.id, amount: 1 } }),
      ],
    };
  },

  async snapshot(s, B) {
    const code = B.academy.code;
    return {
      furnitures: await s.db.getRepository(Furniture).find({ where: { code }, order: { id: 'ASC' } }),
      given: await s.db.getRepository(GivenFurniture).find({ where: { code }, order: { id: 'ASC' } }),
    };
  },
};
