import { ClassRoom } from '../../api/src/domains/education/class.entity';
import { makeClass, makeUser } from '../support/factories';
import { errorCode, gql, rest } from '../support/http';
import { startServer, type TestServer } from '../support/server';

const SAVE = 'mutation($input: ClassInput!) { saveClass(input: $input) { id department className groupName books { slot name isOptional } } }';
const LIST = '{ classes { id department className groupName books { slot name isOptional } } }';
const DELETE = 'mutation($id: Int!) { deleteClass(id: $id) }';

let s: TestServer;
beforeAll(async () => { s = await startServer(); });
afterAll(() => s.close());

const rows = (code: string) => s.db.getRepository(ClassRoom).countBy({ code });
const six = {
  department: 'Kitab', className: 'Class 6', groupName: '',
  books: [
    { slot: 1, name: 'Arabic', isOptional: false },
    { slot: 2, name: ' Bangla ', isOptional: false },
    { slot: 4, name: 'Agriculture', isOptional: true },
    { slot: 3, name: '', isOptional: false },
  ],
};

describe('class panel', () => {
  it('lists the academy\'s classes in department, class, group order for any staff', async () => {
    const t = await makeUser(s, 'generalTeacher');
    await makeClass(s, t.academy, { department: 'B', className: '1' });
    await makeClass(s, t.academy, { department: 'A', className: '2' });
    const r = await gql(s.url, LIST, {}, t.token);
    expect(r.data.classes.map((c: { department: string }) => c.department)).toEqual(['A', 'B']);
    expect(r.data.classes[0].books).toEqual([{ slot: 1, name: 'Bangla', isOptional: false }, { slot: 2, name: 'Arts', isOptional: true }]);
    const rr = await rest(s.url, 'GET', `/api/education/classes/${t.academy.code}`, { token: t.token });
    expect(rr.body.classes[0]).toMatchObject({ department: 'A', class_name: '2', group_name: '', book_meta: { book1: { name: 'Bangla', isOptional: false }, book2: { name: 'Arts', isOptional: true } } });
  });

  describe('saveClass', () => {
    it('is refused when not signed in', async () => {
      expect(errorCode(await gql(s.url, SAVE, { input: six }))).toBe('loginError');
      expect((await rest(s.url, 'GET', '/api/education/classes/100001')).body.message).toBe('loginError');
    });

    it('is refused for roles other than education or superUser, and writes nothing', async () => {
      for (const type of ['principal', 'admin', 'generalTeacher', 'accountant'] as const) {
        const u = await makeUser(s, type);
        expect(errorCode(await gql(s.url, SAVE, { input: six }, u.token))).toBe('authorRequired');
        expect(await rows(u.academy.code)).toBe(0);
      }
    });

    it('cannot update another tenant\'s row', async () => {
      const mine = await makeUser(s, 'education');
      const theirs = await makeUser(s, 'education');
      const row = await makeClass(s, theirs.academy, { className: 'Theirs' });
      expect(errorCode(await gql(s.url, SAVE, { input: { ...six, id: row.id } }, mine.token))).toBe('sorryNotFound');
      const r = await rest(s.url, 'PUT', `/api/education/class/update/${mine.academy.code}`, { token: mine.token, body: { id: row.id, department: 'X', className: 'Y' } });
      expect(r.body.message).toBe('sorryNotFound');
      expect((await s.db.getRepository(ClassRoom).findOneByOrFail({ id: row.id })).className).toBe('Theirs');
    });

    it.each([
      ['requiredField', { department: '' }],
      ['requiredField', { className: '  ' }],
      ['invalidValue', { books: [{ slot: 16, name: 'X', isOptional: false }] }],
      ['invalidValue', { books: [{ slot: 1, name: 'X', isOptional: false }, { slot: 1, name: 'Y', isOptional: false }] }],
    ])('refuses %s and writes nothing', async (key, over) => {
      const u = await makeUser(s, 'education');
      const input = { ...six, ...over };
      const r = await gql(s.url, SAVE, { input }, u.token);
      expect(errorCode(r)).toBe(key);
      if (key === 'requiredField') expect(r.errors![0].extensions!.params).toEqual({ field: Object.keys(over)[0] });
      expect(await rows(u.academy.code)).toBe(0);
    });

    it('adds a row keeping book positions, trims names, drops empty slots; the same class twice is duplicateNotPossible', async () => {
      const u = await makeUser(s, 'education');
      const r = await gql(s.url, SAVE, { input: six }, u.token);
      expect(r.data.saveClass).toMatchObject({
        department: 'Kitab', className: 'Class 6', groupName: '',
        books: [{ slot: 1, name: 'Arabic', isOptional: false }, { slot: 2, name: 'Bangla', isOptional: false }, { slot: 4, name: 'Agriculture', isOptional: true }],
      });
      expect(errorCode(await gql(s.url, SAVE, { input: six }, u.token))).toBe('duplicateNotPossible');
      expect(await rows(u.academy.code)).toBe(1);
    });

    it('updates a row; over REST the row carries book1…book15 plus optionalBooks', async () => {
      const u = await makeUser(s, 'superUser');
      const created = await rest(s.url, 'POST', `/api/education/class/new/${u.academy.code}`, {
        token: u.token, body: { department: 'Alim', className: 'Class 9', groupName: 'Science', book1: 'Physics', book2: 'Higher Math', optionalBooks: ['book2'] },
      });
      expect(created.body.class).toMatchObject({ class_name: 'Class 9', group_name: 'Science', book_meta: { book1: { name: 'Physics', isOptional: false }, book2: { name: 'Higher Math', isOptional: true } } });
      const id = created.body.class.id;
      const updated = await rest(s.url, 'PUT', `/api/education/class/update/${u.academy.code}`, {
        token: u.token, body: { id, department: 'Alim', className: 'Class 9', groupName: 'Science', book1: 'Physics', book2: 'Higher Math', book3: 'Biology', optionalBooks: ['book3'] },
      });
      expect(updated.body.class.book_meta).toEqual({
        book1: { name: 'Physics', isOptional: false }, book2: { name: 'Higher Math', isOptional: false }, book3: { name: 'Biology', isOptional: true },
      });
      const g = await gql(s.url, SAVE, { input: { id, department: 'Alim', className: 'Class 10', groupName: 'Science', books: [] } }, u.token);
      expect(g.data.saveClass).toMatchObject({ id, className: 'Class 10', books: [] });
      expect(await rows(u.academy.code)).toBe(1);
    });
  });

  describe('deleteClass', () => {
    it('is refused when not signed in, for other roles and for another tenant\'s row', async () => {
      const edu = await makeUser(s, 'education');
      const teacher = await makeUser(s, 'generalTeacher', edu.academy);
      const foreign = await makeUser(s, 'education');
      const mine = await makeClass(s, edu.academy);
      const theirs = await makeClass(s, foreign.academy);
      expect(errorCode(await gql(s.url, DELETE, { id: mine.id }))).toBe('loginError');
      expect(errorCode(await gql(s.url, DELETE, { id: mine.id }, teacher.token))).toBe('authorRequired');
      expect(errorCode(await gql(s.url, DELETE, { id: theirs.id }, edu.token))).toBe('sorryNotFound');
      expect((await rest(s.url, 'DELETE', `/api/education/class/delete/${foreign.academy.code}/${theirs.id}`, { token: edu.token })).body.message).toBe('authorRequired');
      expect((await rest(s.url, 'DELETE', `/api/education/class/delete/${edu.academy.code}/abc`, { token: edu.token })).body.message).toBe('sorryNotFound');
      expect(await rows(edu.academy.code)).toBe(1);
      expect(await rows(foreign.academy.code)).toBe(1);
    });

    it('deletes over GraphQL and REST', async () => {
      const edu = await makeUser(s, 'education');
      const a = await makeClass(s, edu.academy);
      const b = await makeClass(s, edu.academy);
      expect((await gql(s.url, DELETE, { id: a.id }, edu.token)).data.deleteClass).toBe(true);
      expect((await rest(s.url, 'DELETE', `/api/education/class/delete/${edu.academy.code}/${b.id}`, { token: edu.token })).body).toEqual({ success: true });
      expect(await rows(edu.academy.code)).toBe(0);
    });
  });
});
