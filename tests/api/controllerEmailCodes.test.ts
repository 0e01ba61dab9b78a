import { EmailCode } from '../../api/src/domains/controller/email-code.entity';
import { makeAcademy } from '../support/factories';
import { errorCode, gql, rest } from '../support/http';
import { startServer, type TestServer } from '../support/server';

const SEND = 'mutation($i: EmailCodeSendInput!) { sendEmailCode(input: $i) }';
const VERIFY = 'mutation($i: EmailCodeVerifyInput!) { verifyEmailCode(input: $i) }';

let s: TestServer;
const start = new Date('2026-03-10T06:00:00Z');
beforeAll(async () => {
  s = await startServer({ ADMISSION_RATE_POINTS: '100' });
});
afterAll(() => s.close());
beforeEach(() => s.clock.set(start));

const rows = (email: string) => s.db.getRepository(EmailCode).find({ where: { email }, order: { id: 'ASC' } });
const otpOf = (row: EmailCode) => /\b(\d{6})\b/.exec(row.body)![1];
const later = (ms: number) => s.clock.set(new Date(start.getTime() + ms));

describe('e-mail one-time codes', () => {
  it('sends a six-digit code, kept hashed, queued in the outbox row; tagged with the academy the address belongs to', async () => {
    const academy = await makeAcademy(s);
    expect(await gql(s.url, SEND, { i: { email: academy.email.toUpperCase() } })).toEqual({ data: { sendEmailCode: true } });
    const [row] = await rows(academy.email);
    expect(row).toMatchObject({ code: academy.code, status: 'queued', used: false, attempts: 0 });
    expect(Number(row.expiresAt)).toBe(start.getTime() + 600_000);
    expect(row.otpHash).not.toContain(otpOf(row));
    await gql(s.url, SEND, { i: { email: 'nobody@else.test' } });
    expect((await rows('nobody@else.test'))[0].code).toBe('');
  });

  it('refuses a bad address (invalidEmail) and writes nothing', async () => {
    const before = await s.db.getRepository(EmailCode).count();
    expect(errorCode(await gql(s.url, SEND, { i: { email: 'not-an-address' } }))).toBe('invalidEmail');
    const r = await rest(s.url, 'POST', '/api/controller/email/send_code/not-an-address');
    expect([r.status, r.body.message]).toEqual([400, 'invalidEmail']);
    expect(await s.db.getRepository(EmailCode).count()).toBe(before);
  });

  it('gives a new code at most once a minute per address; a new code voids the old one', async () => {
    const email = 'cooldown@talim.test';
    await gql(s.url, SEND, { i: { email } });
    const again = await gql(s.url, SEND, { i: { email } });
    expect(errorCode(again)).toBe('tooManyAttempts');
    expect(again.errors![0].extensions!.params).toEqual({ seconds: 60 });
    expect(await rows(email)).toHaveLength(1);
    later(61_000);
    await gql(s.url, SEND, { i: { email } });
    const [first, second] = await rows(email);
    expect(first.used).toBe(true);
    expect(second.used).toBe(false);
    expect(errorCode(await gql(s.url, VERIFY, { i: { email, otp: otpOf(second) } }))).toBeNull();
  });

  it('verifies the right code once; wrong, reused and expired codes are incorrectCode', async () => {
    const email = 'verify@talim.test';
    await gql(s.url, SEND, { i: { email } });
    const [row] = await rows(email);
    const otp = otpOf(row);
    const wrong = otp === '000000' ? '111111' : '000000';
    expect(errorCode(await gql(s.url, VERIFY, { i: { email, otp: wrong } }))).toBe('incorrectCode');
    expect((await rows(email))[0].attempts).toBe(1);
    // REST, as the spec names it.
    const ok = await rest(s.url, 'POST', `/api/controller/email/varify_code/${email}`, { body: { otp } });
    expect(ok.body).toEqual({ success: true, verified: true });
    expect((await rows(email))[0].used).toBe(true);
    const reused = await rest(s.url, 'POST', `/api/controller/email/varify_code/${email}`, { body: { otp } });
    expect([reused.status, reused.body.message]).toEqual([400, 'incorrectCode']);

    const late = 'late@talim.test';
    await gql(s.url, SEND, { i: { email: late } });
    later(600_001);
    expect(errorCode(await gql(s.url, VERIFY, { i: { email: late, otp: otpOf((await rows(late))[0]) } }))).toBe('incorrectCode');
    expect(errorCode(await gql(s.url, VERIFY, { i: { email: 'never@talim.test', otp: '123456' } }))).toBe('incorrectCode');
  });

  it('five wrong tries void the code, even for the right one after them', async () => {
    const email = 'guess@talim.test';
    await gql(s.url, SEND, { i: { email } });
    const otp = otpOf((await rows(email))[0]);
    const wrong = otp === '999999' ? '888888' : '999999';
    const tries = await Promise.all(Array.from({ length: 8 }, () => gql(s.url, VERIFY, { i: { email, otp: wrong } })));
    expect(tries.every((r) => errorCode(r) === 'incorrectCode')).toBe(true);
    expect((await rows(email))[0].attempts).toBe(5);
    expect(errorCode(await gql(s.url, VERIFY, { i: { email, otp } }))).toBe('incorrectCode');
  });

  it("spends the caller's public-writes budget: a flood from one address is tooManyAttempts", async () => {
    const small = await startServer({ ADMISSION_RATE_POINTS: '3' });
    try {
      const answers = [];
      for (let k = 0; k < 5; k++) answers.push(errorCode(await gql(small.url, SEND, { i: { email: `flood${k}@talim.test` } })));
      expect(answers).toEqual([null, null, null, 'tooManyAttempts', 'tooManyAttempts']);
      expect(await small.db.getRepository(EmailCode).count()).toBe(3);
    } finally {
      await small.close();
    }
  });
});
