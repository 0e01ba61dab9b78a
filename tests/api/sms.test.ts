import { Academy } from '../../api/src/domains/auth/academy.entity';
import { Staff } from '../../api/src/domains/administration/staff.entity';
import { Student } from '../../api/src/domains/education/student.entity';
import { OutboxMessage } from '../../api/src/platform/outbox.entity';
import { smsDeliveriesSettled } from '../../api/src/platform/sms';
import { makeAcademy, makeStudents, makeUser, type Signed } from '../support/factories';
import { startFakeSmsProvider } from '../support/fake-sms-provider';
import { errorCode, gql, rest } from '../support/http';
import { startServer, type TestServer } from '../support/server';

const SEND = 'mutation($i: SendSmsInput!) { sendSms(input: $i) { batch total pending sent failed costPaisa } }';
const RECEIVERS = 'query($i: SmsReceiversInput!) { smsReceivers(input: $i) { mobiles student { admitNo name className mobile } } }';
const BATCH = 'query($b: String!) { smsBatch(batch: $b) { batch total pending sent failed costPaisa } }';

let s: TestServer;
beforeAll(async () => { s = await startServer(); });
afterAll(async () => { await smsDeliveriesSettled(); await s.close(); });

const balanceOf = async (code: string) => (await s.db.getRepository(Academy).findOneByOrFail({ code })).smsBalance;
const outboxOf = (code: string) => s.db.getRepository(OutboxMessage).find({ where: { code }, order: { id: 'ASC' } });
const mobile = (i: number) => `017${String(i).padStart(8, '0')}`;

/** An academy with SMS balance (paisa), an education user, and a class whose students have distinct guardian mobiles. */
async function academyWith(balance: number, students = 3, over: Partial<Academy> = {}): Promise<Signed> {
  const a = await makeAcademy(s, { smsBalance: balance, ...over });
  const u = await makeUser(s, 'education', a);
  const list = await makeStudents(s, a, 'Six', Array.from({ length: students }, (_, i) => `Student ${i + 1}`));
  list.forEach((st, i) => { st.fatherMobile = mobile(i + 1); });
  await s.db.getRepository(Student).save(list);
  return u;
}

describe('sendSms (GraphQL) and POST /api/others/sms_send/:code', () => {
  it('not signed in: loginError, nothing sent', async () => {
    const u = await academyWith(10_000);
    expect(errorCode(await gql(s.url, SEND, { i: { mode: 'class', className: 'Six', body: 'Hello' } }))).toBe('loginError');
    const r = await rest(s.url, 'POST', `/api/others/sms_send/${u.academy.code}`, { body: { receiver: 'class', className: 'Six', message: 'Hello' } });
    expect(r.status).toBe(401);
    expect(await outboxOf(u.academy.code)).toHaveLength(0);
    expect(await balanceOf(u.academy.code)).toBe(10_000);
  });

  it('wrong role (a general teacher, a guardian): authorRequired, nothing sent', async () => {
    const u = await academyWith(10_000);
    for (const type of ['generalTeacher', 'accountant', 'guardian'] as const) {
      const other = await makeUser(s, type, u.academy);
      expect(errorCode(await gql(s.url, SEND, { i: { mode: 'class', className: 'Six', body: 'Hello' } }, other.token))).toBe('authorRequired');
      expect(errorCode(await gql(s.url, RECEIVERS, { i: { mode: 'guardians' } }, other.token))).toBe('authorRequired');
      const r = await rest(s.url, 'POST', `/api/others/sms_send/${u.academy.code}`, { token: other.token, body: { receiver: 'class', className: 'Six', message: 'Hello' } });
      expect(r.status).toBe(403);
    }
    expect(await outboxOf(u.academy.code)).toHaveLength(0);
    expect(await balanceOf(u.academy.code)).toBe(10_000);
  });

  it('another academy: its admit numbers, its send and its code are not found; its balance untouched', async () => {
    const A = await academyWith(10_000, 1);
    const B = await academyWith(10_000, 1);
    await s.db.getRepository(Student).update({ code: B.academy.code }, { admitNo: 77, fatherMobile: '01999999999' });
    expect(errorCode(await gql(s.url, SEND, { i: { mode: 'guardian', admitNo: 77, body: 'Hello' } }, A.token))).toBe('sorryNotFound');
    expect(errorCode(await gql(s.url, RECEIVERS, { i: { mode: 'guardian', admitNo: 77 } }, A.token))).toBe('sorryNotFound');
    const bSend = await gql(s.url, SEND, { i: { mode: 'class', className: 'Six', body: 'B only' } }, B.token);
    await smsDeliveriesSettled();
    expect(errorCode(await gql(s.url, BATCH, { b: bSend.data.sendSms.batch }, A.token))).toBe('sorryNotFound');
    // B's code in the path: authorRequired (the path's code must be the caller's)
    const r = await rest(s.url, 'POST', `/api/others/sms_send/${B.academy.code}`, { token: A.token, body: { receiver: 'class', className: 'Six', message: 'Hello' } });
    expect(r.status).toBe(403);
    expect((await rest(s.url, 'GET', `/api/others/sms_batch/${A.academy.code}/${bSend.data.sendSms.batch}`, { token: A.token })).status).toBe(404);
    expect(await outboxOf(A.academy.code)).toHaveLength(0);
    expect(await balanceOf(A.academy.code)).toBe(10_000);
    expect(await balanceOf(B.academy.code)).toBe(10_000 - 40);
  });

  it('bad input: the catalogue key, and nothing charged or logged', async () => {
    const u = await academyWith(10_000);
    const send = async (i: Record<string, unknown>) => errorCode(await gql(s.url, SEND, { i }, u.token));
    expect(await send({ mode: 'class', className: 'Six', body: '' })).toBe('requiredField');
    expect(await send({ mode: 'class', className: 'Six', body: 'x'.repeat(601) })).toBe('invalidValue');
    expect(await send({ mode: 'everyone', body: 'Hello' })).toBe('invalidValue');
    expect(await send({ mode: 'guardian', body: 'Hello' })).toBe('requiredField');
    expect(await send({ mode: 'class', body: 'Hello' })).toBe('requiredField');
    expect(await send({ mode: 'class', className: 'No such class', body: 'Hello' })).toBe('sorryNotFound');
    expect(await send({ mode: 'guardian', admitNo: 999, body: 'Hello' })).toBe('sorryNotFound');
    expect(await send({ mode: 'numbers', mobiles: ['not a number'], body: 'Hello' })).toBe('checkMobile');
    expect(await send({ mode: 'staff', body: 'Hello' })).toBe('sorryNotFound'); // no staff yet
    const r = await rest(s.url, 'POST', `/api/others/sms_send/${u.academy.code}`, { token: u.token, body: { receiver: 'class', className: 'Six', message: '' } });
    expect(r.status).toBe(400);
    expect(r.body.message).toBe('requiredField');
    expect(await outboxOf(u.academy.code)).toHaveLength(0);
    expect(await balanceOf(u.academy.code)).toBe(10_000);
  });

  it('balance short or expired: balanceFinishde for the whole send, nothing charged or logged', async () => {
    const short = await academyWith(80, 3); // 3 receivers × 40 = 120 > 80
    expect(errorCode(await gql(s.url, SEND, { i: { mode: 'class', className: 'Six', body: 'Hello' } }, short.token))).toBe('balanceFinishde');
    const r = await rest(s.url, 'POST', `/api/others/sms_send/${short.academy.code}`, { token: short.token, body: { receiver: 'class', className: 'Six', message: 'Hello' } });
    expect(r.status).toBe(403);
    expect(r.body.message).toBe('balanceFinishde');
    expect(await outboxOf(short.academy.code)).toHaveLength(0);
    expect(await balanceOf(short.academy.code)).toBe(80);
    // the test clock's today is 2026-03-10: a balance that expired that day is spent
    const expired = await academyWith(10_000, 1, { balanceExpiry: '2026-03-10' });
    expect(errorCode(await gql(s.url, SEND, { i: { mode: 'class', className: 'Six', body: 'Hello' } }, expired.token))).toBe('balanceFinishde');
    expect(await outboxOf(expired.academy.code)).toHaveLength(0);
    expect(await balanceOf(expired.academy.code)).toBe(10_000);
    // exactly enough is enough
    const exact = await academyWith(120, 3);
    expect((await gql(s.url, SEND, { i: { mode: 'class', className: 'Six', body: 'Hello' } }, exact.token)).data.sendSms.total).toBe(3);
    await smsDeliveriesSettled();
    expect(await balanceOf(exact.academy.code)).toBe(0);
  });

  it('worked example: a 61-character Bengali text to a class of 100 is 2 parts each, 80.00 taka, one row per guardian', async () => {
    const u = await academyWith(10_000, 100);
    const body = 'ক'.repeat(61);
    const who = await gql(s.url, RECEIVERS, { i: { mode: 'class', className: 'Six' } }, u.token);
    expect(who.data.smsReceivers.mobiles).toHaveLength(100);
    const r = await gql(s.url, SEND, { i: { mode: 'class', className: 'Six', body } }, u.token);
    expect(r.errors).toBeUndefined();
    expect(r.data.sendSms).toMatchObject({ total: 100, costPaisa: 8000 });
    expect(await balanceOf(u.academy.code)).toBe(2000); // charged at once, before delivery
    await smsDeliveriesSettled();
    const done = await gql(s.url, BATCH, { b: r.data.sendSms.batch }, u.token);
    expect(done.data.smsBatch).toEqual({ batch: r.data.sendSms.batch, total: 100, pending: 0, sent: 100, failed: 0, costPaisa: 8000 });
    const rows = await outboxOf(u.academy.code);
    expect(rows).toHaveLength(100);
    expect(rows.every((m) => m.parts === 2 && m.costPaisa === 80 && m.status === 'sent' && m.kind === 'manual' && m.batch === r.data.sendSms.batch)).toBe(true);
  });

  it('modes: one guardian by admit number (shown), every guardian, staff, numbers; mobiles once each', async () => {
    const u = await academyWith(10_000, 3);
    const students = s.db.getRepository(Student);
    // a sibling shares a guardian mobile; an out student and an application are not guardians "in"
    await makeStudents(s, u.academy, 'Seven', ['Sibling'], 50, { fatherMobile: `${mobile(1)}, 01811111111` });
    await makeStudents(s, u.academy, 'Seven', ['Left'], 60, { fatherMobile: '01622222222', condition: 'out' });
    await students.save(students.create({ ...(await students.findOneByOrFail({ code: u.academy.code, admitNo: 50 })), id: undefined, admitNo: null, formNo: 99, fatherMobile: '01633333333' }));
    const who = async (i: Record<string, unknown>) => (await gql(s.url, RECEIVERS, { i }, u.token)).data.smsReceivers;
    expect(await who({ mode: 'guardian', admitNo: 2 })).toEqual({ mobiles: [mobile(2)], student: { admitNo: 2, name: 'Student 2', className: 'Six', mobile: mobile(2) } });
    expect((await who({ mode: 'guardians' })).mobiles).toEqual([mobile(1), mobile(2), mobile(3)]);
    expect((await who({ mode: 'class', className: 'Seven' })).mobiles).toEqual([mobile(1)]);
    const staff = s.db.getRepository(Staff);
    for (const m of ['01911000001', '01911000002, 01511000000', '01911-000001']) {
      await staff.save(staff.create({ code: u.academy.code, staffId: m, name: 'T', fatherName: 'F', designation: 'Teacher', birthDate: '1990-01-01', mobile: m, nid: m }));
    }
    expect((await who({ mode: 'staff' })).mobiles).toEqual(['01911000001', '01911000002']);
    expect((await who({ mode: 'numbers', mobiles: ['01711 000001', '01711000001', '01822000000'] })).mobiles).toEqual(['01711000001', '01822000000']);

    // REST: the spec's payload; mobile alone sends to those numbers
    const r = await rest(s.url, 'POST', `/api/others/sms_send/${u.academy.code}`, {
      token: u.token, body: { mobile: '01711000001,01822000000', message: 'Exam on Sunday', messageCount: 1, secretKey: 'ignored', draft: '' },
    });
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ success: true, message: 'successMessage', total: 2, cost: 80 });
    await smsDeliveriesSettled();
    const progress = await rest(s.url, 'GET', `/api/others/sms_batch/${u.academy.code}/${r.body.batch}`, { token: u.token });
    expect(progress.body).toMatchObject({ total: 2, pending: 0, sent: 2, failed: 0, cost: 80 });
    const g = await rest(s.url, 'POST', `/api/others/sms_send/${u.academy.code}`, { token: u.token, body: { receiver: 'guardian', admit_no: 3, message: 'Hello' } });
    expect(g.body).toMatchObject({ total: 1 });
    await smsDeliveriesSettled();
    expect((await outboxOf(u.academy.code)).map((m) => m.receiver)).toEqual(['01711000001', '01822000000', mobile(3)]);
    expect(await balanceOf(u.academy.code)).toBe(10_000 - 120);
  });

  it('two sends racing for the last of the balance: one is charged, the other refused, never below zero', async () => {
    const u = await academyWith(120, 3);
    const i = { mode: 'class', className: 'Six', body: 'Hello' };
    const [x, y] = await Promise.all([gql(s.url, SEND, { i }, u.token), gql(s.url, SEND, { i }, u.token)]);
    expect([errorCode(x), errorCode(y)].sort()).toEqual(['balanceFinishde', null]);
    await smsDeliveriesSettled();
    expect(await balanceOf(u.academy.code)).toBe(0);
    expect(await outboxOf(u.academy.code)).toHaveLength(3);
  });
});

describe('a send left pending by a stopped server', () => {
  it('is given up when its progress is read: failed (notWorked) and refunded, once; a fresh pending one is left alone', async () => {
    const u = await academyWith(1000, 0);
    const outbox = s.db.getRepository(OutboxMessage);
    const row = (receiver: string, createdAt: Date) => outbox.create({
      code: u.academy.code, kind: 'manual', receiver, body: 'Hello', parts: 1, costPaisa: 40, status: 'pending', error: '', batch: 'stopped-batch', createdAt,
    });
    const old = new Date(s.clock.now().getTime() - 11 * 60_000);
    await outbox.save([row('01711000001', old), row('01711000002', old), row('01711000003', new Date(s.clock.now().getTime() + 60_000))]);
    const [x, y] = await Promise.all([gql(s.url, BATCH, { b: 'stopped-batch' }, u.token), gql(s.url, BATCH, { b: 'stopped-batch' }, u.token)]);
    for (const r of [x, y]) expect(r.data.smsBatch).toMatchObject({ total: 3, pending: 1, failed: 2, sent: 0, costPaisa: 40 });
    expect(await balanceOf(u.academy.code)).toBe(1000 + 80);
    const failed = await outbox.findBy({ code: u.academy.code, status: 'failed' });
    expect(failed.map((m) => [m.error, m.costPaisa])).toEqual([['notWorked', 0], ['notWorked', 0]]);
  });
});

describe('the BulkSMSBD gateway against a local fake provider', () => {
  it('hands each message to the provider; a refused one is a failed row (notWorked) and refunded; an outage never a 500', async () => {
    const fake = await startFakeSmsProvider({ apiKey: 'test-key', failNumbers: ['8801700000002'] });
    const g = await startServer({ SMS_GATEWAY: 'bulksmsbd', SMS_API_URL: fake.url, SMS_API_KEY: 'test-key', SMS_SENDER_ID: '8809617000000' });
    try {
      const a = await makeAcademy(g, { smsBalance: 1000 });
      const u = await makeUser(g, 'principal', a);
      const list = await makeStudents(g, a, 'Six', ['One', 'Two', 'Three']);
      list.forEach((st, i) => { st.fatherMobile = mobile(i + 1); });
      list[2].fatherMobile = '12345';
      await g.db.getRepository(Student).save(list);
      const r = await gql(g.url, SEND, { i: { mode: 'class', className: 'Six', body: 'পরীক্ষা রবিবার' } }, u.token);
      expect(r.errors).toBeUndefined();
      await smsDeliveriesSettled();
      expect(fake.requests.map((q) => [q.path, q.apiKey, q.type, q.number, q.senderId, q.message])).toEqual(expect.arrayContaining([
        ['/api/smsapi', 'test-key', 'unicode', '8801700000001', '8809617000000', 'পরীক্ষা রবিবার'],
        ['/api/smsapi', 'test-key', 'unicode', '8801700000002', '8809617000000', 'পরীক্ষা রবিবার'],
        ['/api/smsapi', 'test-key', 'unicode', '12345', '8809617000000', 'পরীক্ষা রবিবার'],
      ]));
      const rows = await g.db.getRepository(OutboxMessage).find({ where: { code: a.code }, order: { receiver: 'ASC' } });
      expect(rows.map((m) => [m.receiver, m.status, m.error, m.costPaisa])).toEqual([
        [mobile(1), 'sent', '', 40], [mobile(2), 'failed', 'notWorked', 0], ['12345', 'failed', 'notWorked', 0],
      ]);
      expect((await g.db.getRepository(Academy).findOneByOrFail({ code: a.code })).smsBalance).toBe(1000 - 40);
      const done = await gql(g.url, BATCH, { b: r.data.sendSms.batch }, u.token);
      expect(done.data.smsBatch).toMatchObject({ total: 3, sent: 1, failed: 2, pending: 0, costPaisa: 40 });

      // plain Latin text goes as type=text; the provider down (HTTP 500, HTML): failed rows, refunded, the send itself answered
      fake.state.broken = true;
      const down = await rest(g.url, 'POST', `/api/others/sms_send/${a.code}`, { token: u.token, body: { mobile: mobile(1), message: 'Exam on Sunday' } });
      expect(down.status).toBe(200);
      await smsDeliveriesSettled();
      expect(fake.requests.at(-1)).toMatchObject({ type: 'text', number: '8801700000001', message: 'Exam on Sunday' });
      const last = await g.db.getRepository(OutboxMessage).findOneOrFail({ where: { code: a.code }, order: { id: 'DESC' } });
      expect(last).toMatchObject({ status: 'failed', error: 'notWorked', costPaisa: 0 });
      expect((await g.db.getRepository(Academy).findOneByOrFail({ code: a.code })).smsBalance).toBe(1000 - 40);
    } finally {
      await smsDeliveriesSettled();
      await g.close();
      await fake.close();
    }
  });

  it('a wrong api key is refused by the provider (1011): every message failed and refunded', async () => {
    const fake = await startFakeSmsProvider({ apiKey: 'right-key' });
    const g = await startServer({ SMS_GATEWAY: 'bulksmsbd', SMS_API_URL: fake.url, SMS_API_KEY: 'wrong-key', SMS_SENDER_ID: 'Talim' });
    try {
      const a = await makeAcademy(g, { smsBalance: 400 });
      const u = await makeUser(g, 'superUser', a);
      await gql(g.url, SEND, { i: { mode: 'numbers', mobiles: ['01711000001', '01711000002'], body: 'Hello' } }, u.token);
      await smsDeliveriesSettled();
      const rows = await g.db.getRepository(OutboxMessage).findBy({ code: a.code });
      expect(rows.map((m) => m.status)).toEqual(['failed', 'failed']);
      expect((await g.db.getRepository(Academy).findOneByOrFail({ code: a.code })).smsBalance).toBe(400);
    } finally {
      await smsDeliveriesSettled();
      await g.close();
      await fake.close();
    }
  });
});
