/**
 * Issue 24 item 11: the conduct rating (hostel student report) and the teacher evaluation (staff
 * report) as default headings, editable per academy in settings (updateSettings.conductHeadings /
 * evaluationQuestions). The defaults are message ids (web/src/i18n), so the API answers an empty
 * list until the academy saves its own.
 */
import { AcademySettings } from '../../api/src/domains/others/settings.entity';
import {
  CONDUCT_HEADING_MAX, CONDUCT_ITEMS, EVALUATION_ITEMS, EVALUATION_QUESTION_MAX, headingsInvalid, keptHeadings, startingHeadings,
} from '../../api/src/rules/report-headings';
import en from '../../web/src/i18n/en.json';
import bn from '../../web/src/i18n/bn.json';
import ar from '../../web/src/i18n/ar.json';
import { makeAcademy, makeUser } from '../support/factories';
import { errorCode, gql } from '../support/http';
import { startServer, type TestServer } from '../support/server';

const FIELDS = 'conductHeadings evaluationQuestions notice';
const GET = `{ settings { ${FIELDS} } }`;
const UPDATE = `mutation($input: SettingsInput!) { updateSettings(input: $input) { ${FIELDS} } }`;

describe('report headings rules', () => {
  it('six conduct items and ten evaluation questions, each with a message in en, bn and ar (and madrasa wording)', () => {
    expect(CONDUCT_ITEMS).toHaveLength(6);
    expect(EVALUATION_ITEMS).toHaveLength(10);
    for (const catalogue of [en, bn, ar] as Record<string, string>[]) {
      for (const item of CONDUCT_ITEMS) expect(catalogue[`hostelReports.conduct.${item}`]).toEqual(expect.any(String));
      for (const item of EVALUATION_ITEMS) expect(catalogue[`staffReports.evaluation.${item}`]).toEqual(expect.any(String));
      expect(catalogue['madrasa.hostelReports.conduct.respectTeachers']).not.toBe(catalogue['hostelReports.conduct.respectTeachers']);
      expect(catalogue['madrasa.staffReports.evaluation.rules']).not.toBe(catalogue['staffReports.evaluation.rules']);
    }
  });

  it('the starting headings are the academy\'s own when saved, else the defaults translated', () => {
    const t = (item: string) => `T:${item}`;
    expect(startingHeadings(null, CONDUCT_ITEMS, t)).toEqual(CONDUCT_ITEMS.map(t));
    expect(startingHeadings([' ', ''], CONDUCT_ITEMS, t)).toEqual(CONDUCT_ITEMS.map(t));
    expect(startingHeadings([' Quran ', '', 'Sports'], CONDUCT_ITEMS, t)).toEqual(['Quran', 'Sports']);
    expect(keptHeadings([' a ', '', 'b'])).toEqual(['a', 'b']);
  });

  it('refuses more than ten, too long, not text, or a heading twice', () => {
    expect(headingsInvalid(['a', 'b', '', ''], CONDUCT_HEADING_MAX)).toBe(false);
    expect(headingsInvalid([], CONDUCT_HEADING_MAX)).toBe(false);
    expect(headingsInvalid(Array.from({ length: 11 }, (_, i) => `h${i}`), CONDUCT_HEADING_MAX)).toBe(true);
    expect(headingsInvalid(['x'.repeat(CONDUCT_HEADING_MAX + 1)], CONDUCT_HEADING_MAX)).toBe(true);
    expect(headingsInvalid(['x'.repeat(EVALUATION_QUESTION_MAX)], EVALUATION_QUESTION_MAX)).toBe(false);
    expect(headingsInvalid(['Prayer', ' prayer '], CONDUCT_HEADING_MAX)).toBe(true);
    expect(headingsInvalid([1], CONDUCT_HEADING_MAX)).toBe(true);
    expect(headingsInvalid('Prayer', CONDUCT_HEADING_MAX)).toBe(true);
  });
});

describe('report headings in settings', () => {
  let s: TestServer;
  beforeAll(async () => { s = await startServer(); });
  afterAll(() => s.close());
  const row = (code: string) => s.db.getRepository(AcademySettings).findOneBy({ code });

  it('answers empty lists (the defaults) for a new academy, to a hostel manager and a principal', async () => {
    const h = await makeUser(s, 'hostelManager');
    expect((await gql(s.url, GET, {}, h.token)).data.settings).toMatchObject({ conductHeadings: [], evaluationQuestions: [] });
    const p = await makeUser(s, 'principal', h.academy);
    expect((await gql(s.url, GET, {}, p.token)).data.settings).toMatchObject({ conductHeadings: [], evaluationQuestions: [] });
    expect(await row(h.academy.code)).toBeNull();
  });

  it('saves the academy\'s own headings (trimmed, empty ones dropped); an empty list restores the defaults', async () => {
    const u = await makeUser(s, 'hostelManager');
    const questions = Array.from({ length: 10 }, (_, i) => `প্রশ্ন ${i + 1}`);
    const r = await gql(s.url, UPDATE, { input: { conductHeadings: [' নামাজ ', '', 'খেলাধুলা'], evaluationQuestions: questions } }, u.token);
    expect(r.errors).toBeUndefined();
    expect(r.data.updateSettings).toMatchObject({ conductHeadings: ['নামাজ', 'খেলাধুলা'], evaluationQuestions: questions, notice: false });
    expect(await row(u.academy.code)).toMatchObject({ conductHeadings: ['নামাজ', 'খেলাধুলা'], evaluationQuestions: questions });
    // other fields leave them alone
    await gql(s.url, UPDATE, { input: { notice: true } }, u.token);
    expect((await gql(s.url, GET, {}, u.token)).data.settings).toMatchObject({ conductHeadings: ['নামাজ', 'খেলাধুলা'], notice: true });
    const cleared = await gql(s.url, UPDATE, { input: { conductHeadings: ['', ' '] } }, u.token);
    expect(cleared.data.updateSettings).toMatchObject({ conductHeadings: [], evaluationQuestions: questions });
    expect((await row(u.academy.code))?.conductHeadings).toBeNull();
  });

  it('is refused when not signed in and for a guardian, writing nothing', async () => {
    const g = await makeUser(s, 'guardian');
    expect(errorCode(await gql(s.url, UPDATE, { input: { conductHeadings: ['X'] } }))).toBe('loginError');
    expect(errorCode(await gql(s.url, UPDATE, { input: { conductHeadings: ['X'] } }, g.token))).toBe('authorRequired');
    expect(errorCode(await gql(s.url, GET))).toBe('loginError');
    expect(await row(g.academy.code)).toBeNull();
  });

  it('one academy\'s headings are its own: another tenant keeps the defaults', async () => {
    const a = await makeUser(s, 'superUser');
    const b = await makeUser(s, 'superUser', await makeAcademy(s, { language: 'en', academyType: 'madrasa' }));
    await gql(s.url, UPDATE, { input: { conductHeadings: ['Only A'], evaluationQuestions: ['Only A?'] } }, a.token);
    expect((await gql(s.url, GET, {}, b.token)).data.settings).toMatchObject({ conductHeadings: [], evaluationQuestions: [] });
    expect(await row(b.academy.code)).toBeNull();
    await gql(s.url, UPDATE, { input: { conductHeadings: ['Only B'] } }, b.token);
    expect((await gql(s.url, GET, {}, a.token)).data.settings).toMatchObject({ conductHeadings: ['Only A'], evaluationQuestions: ['Only A?'] });
  });

  it.each([
    ['eleven conduct headings', { conductHeadings: Array.from({ length: 11 }, (_, i) => `h${i}`) }, 'conductHeadings'],
    ['a 61-character conduct heading', { conductHeadings: ['x'.repeat(61)] }, 'conductHeadings'],
    ['a conduct heading twice', { conductHeadings: ['Prayer', ' prayer'] }, 'conductHeadings'],
    ['a 201-character question', { evaluationQuestions: ['x'.repeat(201)] }, 'evaluationQuestions'],
    ['a question twice', { evaluationQuestions: ['On time?', 'On time?'] }, 'evaluationQuestions'],
  ])('refuses %s with invalidValue and writes nothing', async (_name, input, field) => {
    const u = await makeUser(s, 'superUser');
    const r = await gql(s.url, UPDATE, { input: { ...input, notice: true } }, u.token);
    expect(errorCode(r)).toBe('invalidValue');
    expect(r.errors?.[0].extensions?.params).toMatchObject({ field });
    expect(await row(u.academy.code)).toBeNull();
  });
});
