import { FeeRule } from '../../api/src/domains/accounts/fee-rule.entity';
import { Student } from '../../api/src/domains/education/student.entity';
import { AcademySettings } from '../../api/src/domains/others/settings.entity';
import { Academy } from '../../api/src/domains/auth/academy.entity';
import type { Ctx } from '../../api/src/platform/context';
import { OutboxMessage } from '../../api/src/platform/outbox.entity';
import { createServer as createHttpServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { sendEventSms, smsDeliveriesRunning, smsDeliveriesSettled } from '../../api/src/platform/sms';
import { toBookMeta } from '../../api/src/rules/books';
import { makeAcademy, makeClass, makeStudents, makeUser, type Signed } from '../support/factories';
import { errorCode, gql, rest } from '../support/http';
import { startServer, type TestServer } from '../support/server';

const FIELDS = 'absenceSms feeDueSms resultSms absenceSmsText feeDueSmsText resultSmsText';
const UPDATE = `mutation($input: SettingsInput!) { updateSettings(input: $input) { ${FIELDS} } }`;

let s: TestServer;
beforeAll(async () => { s = await startServer(); });
afterAll(() => s.close());

const ctx = () => ({ db: s.db, clock: s.clock }) as unknown as Ctx;
const outbox = (code: string) => s.db.getRepository(OutboxMessage).find({ where: { code }, order: { id: 'ASC' } });
const balanceOf = async (code: string) => (await s.db.getRepository(Academy).findOneByOrFail({ code })).smsBalance;

describe('event messages (issue 12): absence, fee due, result published', () => {
  it('are off by default with templates in the academy\'s language; switched and edited in settings (GraphQL and REST)', async () => {
    const u = await makeUser(s, 'superUser', await makeAcademy(s, { language: 'en' }));
    const got = await gql(s.url, `{ settings { ${FIELDS} } }`, {}, u.token);
    expect(got.data.settings).toMatchObject({ absenceSms: false, feeDueSms: false, resultSms: false });
    expect(got.data.settings.absenceSmsText).toBe('Dear guardian, {name} ({class}, admit no {admitNo}) is absent today, {date}.');
    const r = await gql(s.url, UPDATE, { input: { absenceSms: true, resultSmsText: '{name}: {exam} result is out' } }, u.token);
    expect(r.data.updateSettings).toMatchObject({ absenceSms: true, feeDueSms: false, resultSmsText: '{name}: {exam} result is out' });
    const put = await rest(s.url, 'PUT', `/api/others/settings/update/${u.academy.code}`, { token: u.token, body: { settings: { fee_due_sms: true }, messages: { fee_due_sms: '{name} owes {amount} for {month}' } } });
    expect(put.status).toBe(200);
    const row = await s.db.getRepository(AcademySettings).findOneByOrFail({ code: u.academy.code });
    expect(row).toMatchObject({ absenceSms: true, feeDueSms: true, resultSms: false, feeDueSmsText: '{name} owes {amount} for {month}' });
    // the same rules as every settings write
    expect(errorCode(await gql(s.url, UPDATE, { input: { absenceSms: true } }))).toBe('loginError');
    const guardian = await makeUser(s, 'guardian', u.academy);
    expect(errorCode(await gql(s.url, UPDATE, { input: { feeDueSms: false } }, guardian.token))).toBe('authorRequired');
    expect(errorCode(await gql(s.url, UPDATE, { input: { absenceSmsText: 'x'.repeat(501) } }, u.token))).toBe('invalidValue');
    expect((await s.db.getRepository(AcademySettings).findOneByOrFail({ code: u.academy.code })).feeDueSms).toBe(true);
  });

  it('an event is sent only while its switch is on, from its template, once, charged and logged', async () => {
    const a = await makeAcademy(s, { smsBalance: 1000, language: 'en' });
    const u = await makeUser(s, 'superUser', a);
    const event = { code: a.code, kind: 'absence' as const, key: '2026-03-10:41', receiver: '01711000041, 01811000000', values: { name: 'Rahim', class: 'Six', admitNo: 41, date: '2026-03-10' } };
    expect(await sendEventSms(ctx(), event)).toBeNull(); // switched off
    expect(await outbox(a.code)).toHaveLength(0);

    await gql(s.url, UPDATE, { input: { absenceSms: true } }, u.token);
    const sent = await sendEventSms(ctx(), event);
    expect(sent).toMatchObject({ kind: 'absence', receiver: '01711000041', body: 'Dear guardian, Rahim (Six, admit no 41) is absent today, 2026-03-10.', parts: 2, costPaisa: 80, status: 'sent', eventKey: 'absence:2026-03-10:41' });
    // once: the same event again, or twice at once, sends nothing more
    expect(await sendEventSms(ctx(), event)).toBeNull();
    const again = await Promise.all([sendEventSms(ctx(), event), sendEventSms(ctx(), event)]);
    expect(again).toEqual([null, null]);
    // another day is another event; other kinds stay off
    expect(await sendEventSms(ctx(), { ...event, key: '2026-03-11:41' })).toMatchObject({ status: 'sent' });
    expect(await sendEventSms(ctx(), { ...event, kind: 'result', key: '7:41', values: { name: 'Rahim', exam: 'First term' } })).toBeNull();
    expect((await outbox(a.code)).map((m) => m.eventKey)).toEqual(['absence:2026-03-10:41', 'absence:2026-03-11:41']);
    expect(await balanceOf(a.code)).toBe(1000 - 160);
  });

  it('two different events racing are both sent; an empty balance logs the event as failed (balanceFinishde) and it is not tried again', async () => {
    const a = await makeAcademy(s, { smsBalance: 40, language: 'en' });
    const u = await makeUser(s, 'superUser', a);
    await gql(s.url, UPDATE, { input: { resultSms: true, resultSmsText: '{name} {exam}' } }, u.token);
    const base = { code: a.code, kind: 'result' as const, receiver: '01711000001' };
    const [x, y] = await Promise.all([
      sendEventSms(ctx(), { ...base, key: '7:1', values: { name: 'A', exam: 'T1' } }),
      sendEventSms(ctx(), { ...base, key: '7:2', values: { name: 'B', exam: 'T1' } }),
    ]);
    expect([x?.status, y?.status].sort()).toEqual(['failed', 'sent']);
    expect([x?.error, y?.error].sort()).toEqual(['', 'balanceFinishde']);
    expect(await balanceOf(a.code)).toBe(0);
    expect(await sendEventSms(ctx(), { ...base, key: '7:2', values: { name: 'B', exam: 'T1' } })).toBeNull();
    expect(await sendEventSms(ctx(), { ...base, key: '7:1', values: { name: 'A', exam: 'T1' } })).toBeNull();
    expect(await outbox(a.code)).toHaveLength(2);
  });
});

const FEE_DUE = 'mutation($c: String!, $m: String!) { sendFeeDueSms(className: $c, subject: "monthly_fee", month: $m, year: 2026) { sent failed repeated skipped } }';

/** Class 9 with a monthly fee of 1,500.50: Abdullah and Bilal admitted in January owe for February; Ciraj, admitted in March, does not. */
async function feeAcademy(balance: number): Promise<Signed> {
  const u = await makeUser(s, 'education', await makeAcademy(s, { smsBalance: balance, language: 'en' }));
  await makeClass(s, u.academy, { className: 'Class 9' });
  const rules = s.db.getRepository(FeeRule);
  await rules.save(rules.create({ code: u.academy.code, fund: 'generalFund', title: 'monthly_fee', amountPaisa: 150050, classes: ['Class 9'], groups: [] }));
  const [a, b] = await makeStudents(s, u.academy, 'Class 9', ['Abdullah', 'Bilal'], 901);
  await s.db.getRepository(Student).save([{ ...a, fatherMobile: '01711000901' }, { ...b, fatherMobile: '01711000902' }]);
  await makeStudents(s, u.academy, 'Class 9', ['Ciraj'], 903, { date: '2026-03-01', fatherMobile: '01711000903' });
  return u;
}

describe('sendFeeDueSms: the fee-due message to the guardians of a fee sheet\'s debtors', () => {
  it('not signed in, wrong role, switched off: refused and nothing sent', async () => {
    const u = await feeAcademy(1000);
    expect(errorCode(await gql(s.url, FEE_DUE, { c: 'Class 9', m: 'february' }))).toBe('loginError');
    const teacher = await makeUser(s, 'generalTeacher', u.academy);
    expect(errorCode(await gql(s.url, FEE_DUE, { c: 'Class 9', m: 'february' }, teacher.token))).toBe('authorRequired');
    expect(errorCode(await gql(s.url, FEE_DUE, { c: 'Class 9', m: 'february' }, u.token))).toBe('notWorked');
    expect(await outbox(u.academy.code)).toHaveLength(0);
    expect(await balanceOf(u.academy.code)).toBe(1000);
  });

  it('bad input and another academy\'s class: the catalogue key or nothing found, nothing sent', async () => {
    const u = await feeAcademy(1000);
    const other = await feeAcademy(1000);
    for (const x of [u, other]) await gql(s.url, UPDATE, { input: { feeDueSms: true } }, x.token);
    expect(errorCode(await gql(s.url, FEE_DUE, { c: 'Class 9', m: '13' }, u.token))).toBe('invalidValue');
    expect(errorCode(await gql(s.url, FEE_DUE, { c: '', m: 'february' }, u.token))).toBe('requiredField');
    // the other academy's class of the same name is not this one's: this academy's class has its own debtors only
    await s.db.getRepository(FeeRule).delete({ code: u.academy.code });
    expect((await gql(s.url, FEE_DUE, { c: 'Class 9', m: 'february' }, u.token)).data.sendFeeDueSms).toEqual({ sent: 0, failed: 0, repeated: 0, skipped: 3 });
    expect(await outbox(u.academy.code)).toHaveLength(0);
    expect(await outbox(other.academy.code)).toHaveLength(0);
  });

  it('messages each debtor once, with the amount owed; a second run sends nothing again', async () => {
    const u = await feeAcademy(1000);
    await gql(s.url, UPDATE, { input: { feeDueSms: true, feeDueSmsText: '{name} ({admitNo}) owes {amount} for {month}' } }, u.token);
    const r = await gql(s.url, FEE_DUE, { c: 'Class 9', m: 'february' }, u.token);
    expect(r.data.sendFeeDueSms).toEqual({ sent: 2, failed: 0, repeated: 0, skipped: 1 });
    const rows = await outbox(u.academy.code);
    expect(rows.map((m) => [m.kind, m.receiver, m.body, m.status])).toEqual([
      ['feeDue', '01711000901', 'Abdullah (901) owes 1500.5 for 2026-02', 'sent'],
      ['feeDue', '01711000902', 'Bilal (902) owes 1500.5 for 2026-02', 'sent'],
    ]);
    expect((await gql(s.url, FEE_DUE, { c: 'Class 9', m: 'february' }, u.token)).data.sendFeeDueSms).toEqual({ sent: 0, failed: 0, repeated: 2, skipped: 1 });
    expect(await outbox(u.academy.code)).toHaveLength(2);
    expect(await balanceOf(u.academy.code)).toBe(1000 - 2 * 40); // 38 characters with punctuation: one 60-character part each
  });

  it('publishing a result tells each listed student\'s guardian once, while the switch is on; a publish is never refused for a message', async () => {
    const a = await makeAcademy(s, { smsBalance: 1000, language: 'en' });
    const u = await makeUser(s, 'superUser', a);
    await makeClass(s, a, { department: 'Kitab', className: 'Class 6', groupName: '', bookMeta: toBookMeta([{ slot: 1, name: 'Arabic', isOptional: false }]) });
    await makeStudents(s, a, 'Class 6', ['Abdullah', 'Ibrahim'], 1, { fatherMobile: '01711000001' });
    await makeStudents(s, a, 'Class 6', ['Umar'], 3, { fatherMobile: '' });
    const create = (exam: string) => gql(s.url, 'mutation($input: ResultInput!) { createResult(input: $input) { id } }', { input: {
      className: 'Class 6', groupName: '', examName: exam, numberPerSubject: 100, year: 2026,
      rows: [{ admitNo: 1, name: '', marks: [80] }, { admitNo: 2, name: '', marks: [70] }, { admitNo: 3, name: '', marks: [60] }],
    } }, u.token);
    const publish = (id: number, published: boolean) => gql(s.url, 'mutation($id: Int!, $published: Boolean!) { publishResult(id: $id, published: $published) { id published } }', { id, published }, u.token);
    // Switched off: the publish goes through, nobody is told.
    const first = (await create('FirstTermExam')).data.createResult.id;
    expect((await publish(first, true)).data.publishResult).toEqual({ id: first, published: true });
    expect(await outbox(a.code)).toHaveLength(0);
    await gql(s.url, UPDATE, { input: { resultSms: true } }, u.token);
    const second = (await create('SecondTermExam')).data.createResult.id;
    expect((await publish(second, true)).errors).toBeUndefined();
    // Two guardians with a mobile; Umar has none.
    const sent = await outbox(a.code);
    expect(sent.map((m) => [m.kind, m.receiver, m.body, m.status])).toEqual([
      ['result', '01711000001', 'Dear guardian, the result of SecondTermExam for Abdullah has been published.', 'sent'],
      ['result', '01711000001', 'Dear guardian, the result of SecondTermExam for Ibrahim has been published.', 'sent'],
    ]);
    // Back to draft and published again: nobody hears twice.
    await publish(second, false);
    await publish(second, true);
    expect(await outbox(a.code)).toHaveLength(2);
    // No balance left: the result is still published; the messages are logged as failed or not charged.
    await s.db.getRepository(Academy).update({ code: a.code }, { smsBalance: 0 });
    const third = (await create('ThirdTermExam')).data.createResult.id;
    expect((await publish(third, true)).data.publishResult).toEqual({ id: third, published: true });
    expect(await balanceOf(a.code)).toBe(0);
  });
});

describe('shutdown waits for SMS still being delivered (bounded)', () => {
  it('the server\'s close resolves only after a delivery the provider is still holding has been recorded', async () => {
    // a provider that holds every answer until released
    const held: ServerResponse[] = [];
    let arrived: () => void = () => undefined;
    const arrival = new Promise<void>((resolve) => { arrived = resolve; });
    const provider = createHttpServer((_req: IncomingMessage, res: ServerResponse) => { held.push(res); arrived(); });
    await new Promise<void>((resolve) => provider.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(provider.address() as AddressInfo).port}/api/smsapi`;
    const other = await startServer({ SMS_GATEWAY: 'bulksmsbd', SMS_API_URL: url, SMS_API_KEY: 'key', SMS_SENDER_ID: 'Talim' });
    try {
      const a = await makeAcademy(other, { smsBalance: 1000, language: 'en' });
      const settings = other.db.getRepository(AcademySettings);
      await settings.save(settings.create({ code: a.code, draftMessages: [], absenceSms: true, absenceSmsText: '{name} absent' }));
      const order: string[] = [];
      const sending = sendEventSms({ db: other.db, clock: other.clock, config: other.config } as unknown as Ctx, { code: a.code, kind: 'absence', key: '2026-03-10:1', receiver: '01711000001', values: { name: 'Rahim' } })
        .then((m) => { order.push(`delivered ${m?.status}`); });
      await arrival;
      expect(smsDeliveriesRunning()).toBe(1);
      // bounded: while the provider holds the answer, a short wait gives up (false)
      expect(await smsDeliveriesSettled(1)).toBe(false);
      const closing = other.close().then(() => { order.push('closed'); });
      await new Promise((resolve) => setImmediate(resolve));
      expect(order).toEqual([]);
      for (const res of held) res.end(JSON.stringify({ response_code: 202, message_id: 1, success_message: 'SMS Submitted Successfully', error_message: '' }));
      await Promise.all([sending, closing]);
      expect(order).toEqual(['delivered sent', 'closed']);
      expect(await smsDeliveriesSettled(1)).toBe(true);
      expect(smsDeliveriesRunning()).toBe(0);
    } finally {
      await new Promise((resolve) => provider.close(resolve));
    }
  });
});
