import { Academy } from '../../api/src/domains/auth/academy.entity';
import { AcademySettings } from '../../api/src/domains/others/settings.entity';
import { settingsOf } from '../../api/src/domains/others/settings.service';
import { fillSmsText } from '../../api/src/rules/sms';
import type { Ctx } from '../../api/src/platform/context';
import { OutboxMessage } from '../../api/src/platform/outbox.entity';
import { sendSms } from '../../api/src/platform/sms';
import { makeAcademy, makeUser } from '../support/factories';
import { errorCode, gql, rest } from '../support/http';
import { startServer, type TestServer } from '../support/server';

const FIELDS = 'admissionSms onlineAdmission result notice receiptSms officiants draftMessages admissionSmsText receiptSmsText';
const GET = `{ settings { ${FIELDS} } }`;
const UPDATE = `mutation($input: SettingsInput!) { updateSettings(input: $input) { ${FIELDS} } }`;
const OUTBOX = 'query($page: Int, $limit: Int) { smsOutbox(page: $page, limit: $limit) { items { id kind receiver body parts cost status error createdAt } total } }';
const BALANCE = '{ smsBalance { balance balancePaisa messages balanceExpiry valid } }';

let s: TestServer;
beforeAll(async () => { s = await startServer(); });
afterAll(() => s.close());

const settingsRow = (code: string) => s.db.getRepository(AcademySettings).findOneBy({ code });
/** sendSms needs only the database and the clock of a context. */
const smsCtx = () => ({ db: s.db, clock: s.clock }) as unknown as Ctx;
const balanceOf = async (code: string) => (await s.db.getRepository(Academy).findOneByOrFail({ code })).smsBalance;

describe('settings', () => {
  it('answers the defaults, in the academy\'s language, for any staff, without writing a row', async () => {
    const t = await makeUser(s, 'generalTeacher');
    expect(await settingsRow(t.academy.code)).toBeNull();
    const r = await gql(s.url, GET, {}, t.token);
    expect(r.data.settings).toMatchObject({
      admissionSms: false, onlineAdmission: false, result: false, notice: false, receiptSms: false, officiants: false, draftMessages: [],
    });
    expect(r.data.settings.admissionSmsText).toMatch(/\{name\}.*\{class\}.*\{admitNo\}/);
    expect(r.data.settings.receiptSmsText).toMatch(/\{name\}.*\{amount\}|\{amount\}.*\{name\}/);
    expect(r.data.settings.admissionSmsText).toContain('ভর্তি');
    expect(await settingsRow(t.academy.code)).toBeNull();
    const rr = await rest(s.url, 'GET', `/api/others/settings/${t.academy.code}`, { token: t.token });
    expect(rr.body).toEqual({
      success: true,
      settings: {
        admission_sms: false, online_admission: false, result: false, notice: false, receipt_sms: false, officiants: false, draft_messages: [],
        messages: { admission_sms: r.data.settings.admissionSmsText, receipt_sms: r.data.settings.receiptSmsText },
      },
      // the grading settings ride along (defaults until saved; tests/api/results.test.ts)
      grading: { isGrade: true, result_system: 'parcentageSystem', grades: expect.any(Array), failOnSubjectFail: true },
    });
    expect(await s.db.getRepository(AcademySettings).countBy({ code: t.academy.code })).toBe(0);

    const en = await makeUser(s, 'superUser', await makeAcademy(s, { language: 'en' }));
    expect((await gql(s.url, GET, {}, en.token)).data.settings.admissionSmsText).toBe('Dear guardian, {name} has been admitted to {class}. Admit no: {admitNo}');
    expect(fillSmsText('{name} admitted to {class}, no. {admitNo}, {other}', { name: 'Rahim', class: 'Six', admitNo: 12 }))
      .toBe('Rahim admitted to Six, no. 12, {other}');
  });

  it('settingsOf reads any academy without a signed-in user and never writes; the first save creates the row', async () => {
    const a = await makeAcademy(s);
    expect((await settingsOf(s.db, a.code)).onlineAdmission).toBe(false);
    expect(await settingsRow(a.code)).toBeNull();
    await s.db.getRepository(AcademySettings).save({ ...(await settingsOf(s.db, a.code)), onlineAdmission: true });
    expect((await settingsOf(s.db, a.code)).onlineAdmission).toBe(true);
    expect((await settingsOf(s.db, '999999')).admissionSms).toBe(false);
    expect(await settingsRow('999999')).toBeNull();
  });

  it('the REST reads are refused when not signed in, for a guardian and for another tenant', async () => {
    const g = await makeUser(s, 'guardian');
    const other = await makeUser(s, 'superUser');
    expect((await rest(s.url, 'GET', `/api/others/settings/${g.academy.code}`)).body.message).toBe('loginError');
    expect(errorCode(await gql(s.url, GET))).toBe('loginError');
    expect(errorCode(await gql(s.url, GET, {}, g.token))).toBe('authorRequired');
    expect((await rest(s.url, 'GET', `/api/others/settings/${g.academy.code}`, { token: g.token })).body.message).toBe('authorRequired');
    expect((await rest(s.url, 'GET', `/api/others/settings/${g.academy.code}`, { token: other.token })).body.message).toBe('authorRequired');
  });

  describe('updateSettings', () => {
    it('is refused when not signed in', async () => {
      const u = await makeUser(s, 'superUser');
      expect(errorCode(await gql(s.url, UPDATE, { input: { notice: true } }))).toBe('loginError');
      const r = await rest(s.url, 'PUT', `/api/others/settings/update/${u.academy.code}`, { body: { settings: { notice: true } } });
      expect(r.status).toBe(401);
      expect(r.body.message).toBe('loginError');
      expect(await settingsRow(u.academy.code)).toBeNull();
    });

    it('is refused for a guardian, and writes nothing', async () => {
      const g = await makeUser(s, 'guardian');
      expect(errorCode(await gql(s.url, UPDATE, { input: { notice: true } }, g.token))).toBe('authorRequired');
      const r = await rest(s.url, 'PUT', `/api/others/settings/update/${g.academy.code}`, { token: g.token, body: { settings: { notice: true } } });
      expect(r.status).toBe(403);
      expect(r.body.message).toBe('authorRequired');
      expect(await settingsRow(g.academy.code)).toBeNull();
    });

    it('is refused while the academy has expired (notActivated)', async () => {
      const u = await makeUser(s, 'superUser', await makeAcademy(s, { expiryDate: '2026-03-10' }));
      expect(errorCode(await gql(s.url, UPDATE, { input: { notice: true } }, u.token))).toBe('notActivated');
      expect(await settingsRow(u.academy.code)).toBeNull();
    });

    it('cannot change another tenant\'s settings', async () => {
      const mine = await makeUser(s, 'superUser');
      const theirs = await makeUser(s, 'superUser');
      await gql(s.url, UPDATE, { input: { result: true, draftMessages: ['B draft'] } }, theirs.token);
      const before = await settingsRow(theirs.academy.code);
      const r = await rest(s.url, 'PUT', `/api/others/settings/update/${theirs.academy.code}`, {
        token: mine.token, body: { settings: { admission_sms: true, result: false }, messages: { admission_sms: 'hacked' } },
      });
      expect(r.status).toBe(403);
      expect(r.body.message).toBe('authorRequired');
      expect((await rest(s.url, 'GET', `/api/others/settings/${theirs.academy.code}`, { token: mine.token })).body.message).toBe('authorRequired');
      expect(await settingsRow(theirs.academy.code)).toEqual(before);
      // GraphQL has no code to forge: it only ever changes the caller's own row.
      await gql(s.url, UPDATE, { input: { officiants: true } }, mine.token);
      expect(await settingsRow(theirs.academy.code)).toEqual(before);
    });

    it.each([
      ['a 501-character admission text', { admissionSmsText: 'ক'.repeat(501) }],
      ['a 501-character receipt text', { receiptSmsText: 'a'.repeat(501) }],
      ['51 drafts', { draftMessages: Array.from({ length: 51 }, (_, i) => `draft ${i}`) }],
      ['a 501-character draft', { draftMessages: ['ok', 'x'.repeat(501)] }],
    ])('refuses %s with invalidValue and writes nothing', async (_name, input) => {
      const u = await makeUser(s, 'superUser');
      expect(errorCode(await gql(s.url, UPDATE, { input: { ...input, notice: true } }, u.token))).toBe('invalidValue');
      expect(await settingsRow(u.academy.code)).toBeNull();
    });

    it('refuses bad REST payloads with invalidValue and writes nothing', async () => {
      const u = await makeUser(s, 'superUser');
      const put = (body: unknown) => rest(s.url, 'PUT', `/api/others/settings/update/${u.academy.code}`, { token: u.token, body });
      for (const body of [
        { messages: { admission_sms: 'ক'.repeat(501) } },
        { settings: { notice: true }, draft_messages: 'not a list' },
        { draft_messages: [1, 2] },
        { settings: { result: 5 } },
      ]) {
        const r = await put(body);
        expect(r.status).toBe(400);
        expect(r.body).toMatchObject({ success: false, message: 'invalidValue' });
      }
      expect(await settingsRow(u.academy.code)).toBeNull();
    });

    it('saves over GraphQL: only the fields given change; drafts are trimmed, empty ones dropped; 500 characters pass', async () => {
      const u = await makeUser(s, 'generalTeacher');
      const first = await gql(s.url, UPDATE, { input: { admissionSms: true, officiants: true } }, u.token);
      expect(first.data.updateSettings).toMatchObject({ admissionSms: true, officiants: true, notice: false, draftMessages: [] });
      expect(first.data.updateSettings.admissionSmsText).toContain('{admitNo}');
      const text = 'ক'.repeat(500);
      const r = await gql(s.url, UPDATE, { input: { receiptSmsText: text, draftMessages: [' Exam on Sunday ', '', '  ', 'ছুটি'] } }, u.token);
      expect(r.data.updateSettings).toMatchObject({ admissionSms: true, officiants: true, receiptSmsText: text, draftMessages: ['Exam on Sunday', 'ছুটি'] });
      expect(await settingsRow(u.academy.code)).toMatchObject({ admissionSms: true, receiptSmsText: text, draftMessages: ['Exam on Sunday', 'ছুটি'] });
      expect((await gql(s.url, GET, {}, u.token)).data.settings).toEqual(r.data.updateSettings);
    });

    it('saves over REST: the settings map (snake_case or camelCase) and the messages list', async () => {
      const u = await makeUser(s, 'superUser');
      const path = `/api/others/settings/update/${u.academy.code}`;
      const map = await rest(s.url, 'PUT', path, { token: u.token, body: { settings: { admission_sms: true, online_admission: true, result: true, notice: false, receipt_sms: true, officiants: true } } });
      expect(map.status).toBe(200);
      expect(map.body.success).toBe(true);
      expect(map.body.settings).toMatchObject({ admission_sms: true, online_admission: true, result: true, notice: false, receipt_sms: true, officiants: true, draft_messages: [] });
      const camel = await rest(s.url, 'PUT', path, { token: u.token, body: { settings: { onlineAdmission: false, notice: true } } });
      expect(camel.body.settings).toMatchObject({ admission_sms: true, online_admission: false, notice: true });
      const messages = await rest(s.url, 'PUT', path, {
        token: u.token, body: { messages: { admission_sms: '{name} ভর্তি: {admitNo}', receipt_sms: 'Paid {amount}' }, draft_messages: ['Holiday tomorrow'] },
      });
      expect(messages.body).toEqual({
        success: true,
        settings: {
          admission_sms: true, online_admission: false, result: true, notice: true, receipt_sms: true, officiants: true,
          draft_messages: ['Holiday tomorrow'], messages: { admission_sms: '{name} ভর্তি: {admitNo}', receipt_sms: 'Paid {amount}' },
        },
      });
      const got = await rest(s.url, 'GET', `/api/others/settings/${u.academy.code}`, { token: u.token });
      expect(got.body).toEqual({ ...messages.body, grading: expect.objectContaining({ result_system: 'parcentageSystem' }) });
    });
  });
});

describe('SMS outbox and balance', () => {
  it('pages newest first, scoped to the academy, for the message service group only', async () => {
    const edu = await makeUser(s, 'education', await makeAcademy(s, { smsBalance: 10_000 }));
    const teacher = await makeUser(s, 'generalTeacher', edu.academy);
    const other = await makeUser(s, 'superUser', await makeAcademy(s, { smsBalance: 1000 }));
    for (let i = 1; i <= 5; i++) {
      await sendSms(smsCtx(), { code: edu.academy.code, kind: 'manual', receiver: '01711000001, 01811000002', body: `Message ${i}` });
    }
    await sendSms(smsCtx(), { code: other.academy.code, kind: 'manual', receiver: '01900000000', body: 'Other academy' });

    const p1 = await gql(s.url, OUTBOX, { page: 1, limit: 2 }, edu.token);
    expect(p1.data.smsOutbox.total).toBe(5);
    expect(p1.data.smsOutbox.items.map((m: { body: string }) => m.body)).toEqual(['Message 5', 'Message 4']);
    expect(p1.data.smsOutbox.items[0]).toMatchObject({ kind: 'manual', receiver: '01711000001', parts: 1, cost: 40, status: 'sent', error: '' });
    expect(new Date(p1.data.smsOutbox.items[0].createdAt).toISOString()).toBe(p1.data.smsOutbox.items[0].createdAt);
    const p3 = await gql(s.url, OUTBOX, { page: 3, limit: 2 }, edu.token);
    expect(p3.data.smsOutbox.items.map((m: { body: string }) => m.body)).toEqual(['Message 1']);
    const all = await gql(s.url, OUTBOX, {}, edu.token);
    expect(all.data.smsOutbox.items).toHaveLength(5);
    expect(JSON.stringify(all.data)).not.toContain('Other academy');

    const r = await rest(s.url, 'GET', `/api/others/sms_outbox/${edu.academy.code}?page=2&limit=3`, { token: edu.token });
    expect(r.body.success).toBe(true);
    expect(r.body.total).toBe(5);
    expect(r.body.messages.map((m: { body: string }) => m.body)).toEqual(['Message 2', 'Message 1']);
    expect(r.body.messages[0]).toMatchObject({ kind: 'manual', parts: 1, cost: 40, status: 'sent', error: '' });
    expect(r.body.messages[0].created_at).toEqual(expect.any(String));

    expect(errorCode(await gql(s.url, OUTBOX, {}))).toBe('loginError');
    expect(errorCode(await gql(s.url, OUTBOX, {}, teacher.token))).toBe('authorRequired');
    expect(errorCode(await gql(s.url, BALANCE, {}, teacher.token))).toBe('authorRequired');
    expect((await rest(s.url, 'GET', `/api/others/sms_outbox/${edu.academy.code}`, { token: teacher.token })).body.message).toBe('authorRequired');
    expect((await rest(s.url, 'GET', `/api/others/sms_outbox/${other.academy.code}`, { token: edu.token })).body.message).toBe('authorRequired');
  });

  it('reports the balance in taka, the messages it buys and whether it is still valid', async () => {
    const u = await makeUser(s, 'principal', await makeAcademy(s, { smsBalance: 10_050, balanceExpiry: '2026-06-30' }));
    expect((await gql(s.url, BALANCE, {}, u.token)).data.smsBalance).toEqual({
      balance: 100.5, balancePaisa: 10_050, messages: 251, balanceExpiry: '2026-06-30', valid: true,
    });
    await s.db.getRepository(Academy).update({ code: u.academy.code }, { balanceExpiry: '2026-03-10' });
    expect((await gql(s.url, BALANCE, {}, u.token)).data.smsBalance).toMatchObject({ valid: false, messages: 251 });
  });
});

describe('sendSms, worked examples (spec: 60 characters a part for non-Latin text, 150 otherwise; 40 paisa a part)', () => {
  it('charges a 61-character Bengali text as 2 parts, 80 paisa', async () => {
    const a = await makeAcademy(s, { smsBalance: 1000 });
    const body = 'আসসালামু আলাইকুম, আগামীকাল মাদরাসা বন্ধ থাকবে। পরীক্ষা রবিবার শুরু'.slice(0, 61).padEnd(61, 'ক');
    expect(body).toHaveLength(61);
    const m = await sendSms(smsCtx(), { code: a.code, kind: 'manual', receiver: '01711000000', body });
    expect(m).toMatchObject({ parts: 2, costPaisa: 80, status: 'sent', error: '' });
    expect(await balanceOf(a.code)).toBe(920);
  });

  it('charges a plain Latin 150-character text as 1 part', async () => {
    const a = await makeAcademy(s, { smsBalance: 1000 });
    const body = 'Exam results are out today '.repeat(6).slice(0, 150);
    expect(body).toHaveLength(150);
    const m = await sendSms(smsCtx(), { code: a.code, kind: 'receipt', receiver: '01711000000', body });
    expect(m).toMatchObject({ parts: 1, costPaisa: 40, status: 'sent' });
    expect(await balanceOf(a.code)).toBe(960);
  });

  it('fails with balanceFinishde when 50 paisa cannot pay for 2 parts; the balance is unchanged', async () => {
    const a = await makeAcademy(s, { smsBalance: 50 });
    const m = await sendSms(smsCtx(), { code: a.code, kind: 'admission', receiver: '01711000000', body: 'ক'.repeat(61) });
    expect(m).toMatchObject({ parts: 2, costPaisa: 0, status: 'failed', error: 'balanceFinishde' });
    expect(await balanceOf(a.code)).toBe(50);
    expect(await s.db.getRepository(OutboxMessage).countBy({ code: a.code, status: 'failed' })).toBe(1);
  });

  it('fails with balanceFinishde on or after the balance expiry', async () => {
    const a = await makeAcademy(s, { smsBalance: 1000, balanceExpiry: s.clock.today() });
    const m = await sendSms(smsCtx(), { code: a.code, kind: 'manual', receiver: '01711000000', body: 'Hello' });
    expect(m).toMatchObject({ status: 'failed', error: 'balanceFinishde', costPaisa: 0 });
    expect(await balanceOf(a.code)).toBe(1000);
    await s.db.getRepository(Academy).update({ code: a.code }, { balanceExpiry: '2026-03-11' });
    expect((await sendSms(smsCtx(), { code: a.code, kind: 'manual', receiver: '01711000000', body: 'Hello' })).status).toBe('sent');
  });
});
