/**
 * Values past MySQL's TEXT (64 KB) save and read back whole on both databases (the audit: 50
 * Bengali drafts, or a result of 160 students, answered 500 on MariaDB).
 */
import { toBookMeta } from '../../api/src/rules/books';
import { ResultTable } from '../../api/src/domains/education/result.entity';
import { makeClass, makeStudents, makeUser } from '../support/factories';
import { gql } from '../support/http';
import { startServer, type TestServer } from '../support/server';

let s: TestServer;
beforeAll(async () => { s = await startServer(); });
afterAll(() => s.close());

describe('large values', () => {
  it('fifty drafts of 500 Bengali characters (about 75 KB) save and read back', async () => {
    const su = await makeUser(s, 'superUser');
    const drafts = Array.from({ length: 50 }, (_, i) => `${i} ${'আগামীকাল পরীক্ষা '.repeat(40)}`.slice(0, 500));
    const saved = await gql(s.url, 'mutation($input: SettingsInput!) { updateSettings(input: $input) { draftMessages } }', { input: { draftMessages: drafts } }, su.token);
    expect(saved.errors).toBeUndefined();
    const read = await gql(s.url, '{ settings { draftMessages } }', {}, su.token);
    expect(read.data.settings.draftMessages).toEqual(drafts);
  });

  it('a result of 1,000 students and 15 subjects (about 130 KB) saves and reads back (the bench saves 2,000)', async () => {
    const su = await makeUser(s, 'superUser');
    const books = toBookMeta(Array.from({ length: 15 }, (_, i) => ({ slot: i + 1, name: `বিষয় ${i + 1}`, isOptional: i === 14 })));
    await makeClass(s, su.academy, { className: 'Class 8', bookMeta: books });
    const names = Array.from({ length: 1000 }, (_, i) => `মোহাম্মদ আব্দুল্লাহ ${i}`);
    for (let i = 0; i < names.length; i += 500) await makeStudents(s, su.academy, 'Class 8', names.slice(i, i + 500), i + 1);
    const rows = names.map((_, i) => ({ admitNo: i + 1, name: '', marks: Array.from({ length: 15 }, (_, j) => (i * 7 + j * 13) % 101) }));
    const r = await gql(s.url, 'mutation($i: ResultInput!) { createResult(input: $i) { id studentCount } }', {
      i: { className: 'Class 8', groupName: '', examName: 'FirstTermExam', numberPerSubject: 100, year: 2026, rows },
    }, su.token);
    expect(r.errors).toBeUndefined();
    expect(r.data.createResult.studentCount).toBe(1000);
    const stored = await s.db.getRepository(ResultTable).findOneByOrFail({ id: r.data.createResult.id });
    expect(stored.results).toHaveLength(1000);
    expect(stored.results[999][1]).toBe('মোহাম্মদ আব্দুল্লাহ 999');
  });
});
