import 'reflect-metadata';
import { printSchema } from 'graphql';
import { Args, buildSchema, Field, Int, ObjectType, Query, Resolver } from 'type-graphql';
import { Homework } from '../../api/src/domains/education/exam-paper.entity';
import type { Ctx } from '../../api/src/platform/context';
import { owned, PageArgs, PageOf, pageFromQuery, searchWhere } from '../../api/src/platform/crud';
import { camelBody, snakeView } from '../../api/src/platform/rest';
import { makeUser, type Signed } from '../support/factories';
import { startServer, type TestServer } from '../support/server';

/** The shared CRUD kit of the API: tenant-scoped rows, paging, REST body and answer names. */
@ObjectType() class KitThing { @Field(() => Int) id: number; }
@ObjectType() class KitThingPage extends PageOf(KitThing) {}
@Resolver() class KitResolver {
  @Query(() => KitThingPage) kitThings(@Args() a: PageArgs): KitThingPage { return { items: [{ id: a.offset }], total: a.limit }; }
}

describe('PageOf and PageArgs', () => {
  it('make a { items, total } type and offset/limit arguments with defaults', async () => {
    const text = printSchema(await buildSchema({ resolvers: [KitResolver], validate: false }));
    expect(text).toContain('type KitThingPage {\n  items: [KitThing!]!\n\n  """Rows matching, over all pages."""\n  total: Int!\n}');
    expect(text).toMatch(/kitThings\(\s*"""Rows to skip\."""\s*offset: Int! = 0\s*"""Rows to return \(1 … 500\)\."""\s*limit: Int! = 100\s*\): KitThingPage!/);
  });

  it('reads REST paging: offset/limit or page/pageSize; refuses out of range with invalidValue', () => {
    expect(pageFromQuery({})).toMatchObject({ offset: 0, limit: 100 });
    expect(pageFromQuery({ offset: '20', limit: '10' })).toMatchObject({ offset: 20, limit: 10 });
    expect(pageFromQuery({ page: '3', pageSize: '20' })).toMatchObject({ offset: 40, limit: 20 });
    for (const bad of [{ limit: '0' }, { limit: '501' }, { offset: '-1' }, { limit: 'x' }, { page: '0' }]) {
      expect(() => pageFromQuery(bad)).toThrow(expect.objectContaining({ code: 'invalidValue' }));
    }
  });
});

describe('REST names', () => {
  it('camelBody adds camelCase keys to a snake_case body (camelCase given wins); snakeView answers in snake_case without code', () => {
    expect(camelBody({ staff_id: 'S1', father_name: 'x', fatherName: 'y', name: 'n' })).toEqual({ staffId: 'S1', fatherName: 'y', name: 'n' });
    expect(snakeView({ id: 1, code: '123456', fatherName: 'x', photoUrl: '' })).toEqual({ id: 1, father_name: 'x', photo_url: '' });
  });
});

describe('owned(): one academy\'s rows', () => {
  let s: TestServer;
  let A: Signed;
  let B: Signed;
  beforeAll(async () => {
    s = await startServer();
    A = await makeUser(s, 'superUser');
    B = await makeUser(s, 'superUser');
  });
  afterAll(() => s.close());
  const ctxOf = (who: Signed) => ({ db: s.db, actor: { user: who.user, academy: who.academy } }) as unknown as Ctx;
  const add = (who: Signed, content: string) => owned(ctxOf(who), Homework).repo.save(owned(ctxOf(who), Homework).create({ department: 'd', className: 'c', date: '2026-01-01', content }));

  it('gets, lists, pages and removes only its own rows; another academy\'s id is sorryNotFound', async () => {
    const mine = [await add(A, 'a1'), await add(A, 'a2'), await add(A, 'a3')];
    const theirs = await add(B, 'b1');
    const a = owned(ctxOf(A), Homework);
    expect((await a.get(mine[0].id)).content).toBe('a1');
    await expect(a.get(theirs.id)).rejects.toMatchObject({ code: 'sorryNotFound' });
    await expect(a.get(0)).rejects.toMatchObject({ code: 'sorryNotFound' });
    expect((await a.list()).map((h) => h.content)).toEqual(['a1', 'a2', 'a3']);
    const page = await a.page(Object.assign(new PageArgs(), { offset: 1, limit: 1 }));
    expect([page.total, page.items.map((h) => h.content)]).toEqual([3, ['a2']]);
    await expect(a.remove(theirs.id)).rejects.toMatchObject({ code: 'sorryNotFound' });
    expect(await s.db.getRepository(Homework).countBy({ id: theirs.id })).toBe(1);
    expect((await a.remove(mine[1].id)).content).toBe('a2');
    expect((await a.list()).map((h) => h.content)).toEqual(['a1', 'a3']);
    expect(a.create({ content: 'x' }).code).toBe(A.academy.code);
  });

  it('searchWhere finds a text in any of the fields, % and _ literally, only in its own rows', async () => {
    await add(A, 'Read 100% of unit_4');
    await add(A, 'Read unit 4');
    await add(B, 'Read 100% of unit_4 (B)');
    const a = owned(ctxOf(A), Homework);
    const found = async (q: string) => (await a.page(new PageArgs(), searchWhere<Homework>(['content', 'className'], q), { id: 'ASC' })).items.map((h) => h.content);
    expect(await found('100%')).toEqual(['Read 100% of unit_4']);
    expect(await found('unit_')).toEqual(['Read 100% of unit_4']);
    expect(await found('UNIT')).toEqual(expect.arrayContaining(['Read 100% of unit_4', 'Read unit 4']));
    expect(searchWhere<Homework>(['content'], '  ')).toBeUndefined();
  });
});
