import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { EmailCode } from '../../api/src/domains/controller/email-code.entity';
import { smtpSettings } from '../../api/src/domains/controller/mailer';
import { errorCode, gql, rest } from '../support/http';
import { startServer, type TestServer } from '../support/server';

const SEND = 'mutation($i: EmailCodeSendInput!) { sendEmailCode(input: $i) }';
const VERIFY = 'mutation($i: EmailCodeVerifyInput!) { verifyEmailCode(input: $i) }';

interface Received { from: string; to: string[]; user: string; raw: string }

/** The text part of a received message, decoded (nodemailer picks base64 or quoted-printable for the Bengali line). */
function textOf(raw: string): string {
  const [head, ...rest] = raw.split(/\r?\n\r?\n/);
  const body = rest.join('\n\n');
  const encoding = /content-transfer-encoding:\s*([\w-]+)/i.exec(head)?.[1]?.toLowerCase();
  if (encoding === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (encoding === 'quoted-printable') {
    const bytes = body.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/gi, (_, h: string) => String.fromCharCode(parseInt(h, 16)));
    return Buffer.from(bytes, 'latin1').toString('utf8');
  }
  return body;
}

/** A local SMTP server (smtp-server, by nodemailer's authors): takes mail for anyone but bounce@…, with user talim / pass s3cret. */
async function fakeSmtp() {
  const received: Received[] = [];
  const server = new SMTPServer({
    disabledCommands: ['STARTTLS'], allowInsecureAuth: true, logger: false,
    onAuth(auth, _session, cb) {
      if (auth.username === 'talim' && auth.password === 's3cret') cb(null, { user: auth.username });
      else cb(new Error('535 bad credentials'));
    },
    onRcptTo(address, _session, cb) {
      if (address.address.startsWith('bounce@')) cb(Object.assign(new Error('550 mailbox unavailable'), { responseCode: 550 }));
      else cb();
    },
    onData(stream, session, cb) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address), user: String(session.user ?? ''), raw: Buffer.concat(chunks).toString('utf8'),
        });
        cb();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return { port, received, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

let s: TestServer;
let smtp: Awaited<ReturnType<typeof fakeSmtp>>;
const saved = { url: process.env.SMTP_URL, from: process.env.SMTP_FROM };
const start = new Date('2026-03-10T06:00:00Z');

beforeAll(async () => {
  smtp = await fakeSmtp();
  process.env.SMTP_URL = `smtp://talim:s3cret@127.0.0.1:${smtp.port}`;
  process.env.SMTP_FROM = 'Talim <codes@talim.test>';
  s = await startServer({ ADMISSION_RATE_POINTS: '100' });
});
afterAll(async () => {
  await s.close();
  await smtp.close();
  for (const [k, v] of [['SMTP_URL', saved.url], ['SMTP_FROM', saved.from]] as const) {
    if (v === undefined) delete process.env[k];
    else process.env[k] = v;
  }
});
beforeEach(() => s.clock.set(start));

const rows = (email: string) => s.db.getRepository(EmailCode).find({ where: { email }, order: { id: 'ASC' } });
const mailsTo = (email: string) => smtp.received.filter((m) => m.to.includes(email));
const codeIn = (m: Received) => /code is (\d{6})\b/.exec(textOf(m.raw))![1];

describe('e-mail codes over SMTP (SMTP_URL set)', () => {
  it('delivers the code by SMTP with the URL credentials and SMTP_FROM; the row keeps the text masked; the mailed code verifies once', async () => {
    const email = 'parent@talim.test';
    expect(await gql(s.url, SEND, { i: { email } })).toEqual({ data: { sendEmailCode: true } });
    const [mail] = mailsTo(email);
    expect(mail).toMatchObject({ from: 'codes@talim.test', to: [email], user: 'talim' });
    expect(mail.raw).toMatch(/^From: Talim <codes@talim\.test>/m);
    const otp = codeIn(mail);
    const [row] = await rows(email);
    expect(row).toMatchObject({ status: 'sent', used: false });
    expect(row.body).not.toMatch(/\d{6}/);
    expect(row.otpHash).not.toContain(otp);
    const ok = await rest(s.url, 'POST', `/api/controller/email/varify_code/${email}`, { body: { otp } });
    expect(ok.body).toEqual({ success: true, verified: true });
    expect(errorCode(await gql(s.url, VERIFY, { i: { email, otp } }))).toBe('incorrectCode');
  });

  it('still gives one code a minute per address (one mail), and a mailed code expires after ten minutes', async () => {
    const email = 'slow@talim.test';
    await gql(s.url, SEND, { i: { email } });
    expect(errorCode(await gql(s.url, SEND, { i: { email } }))).toBe('tooManyAttempts');
    expect(mailsTo(email)).toHaveLength(1);
    s.clock.set(new Date(start.getTime() + 600_001));
    expect(errorCode(await gql(s.url, VERIFY, { i: { email, otp: codeIn(mailsTo(email)[0]) } }))).toBe('incorrectCode');
  });

  it('a refused send answers notWorked and voids the code; a new one may be asked at once', async () => {
    const email = 'bounce@talim.test';
    const r = await rest(s.url, 'POST', `/api/controller/email/send_code/${email}`);
    expect([r.status, r.body.message]).toEqual([400, 'notWorked']);
    const [row] = await rows(email);
    expect(row).toMatchObject({ status: 'failed', used: true });
    expect(mailsTo(email)).toHaveLength(0);
    // The code the server made never reached anyone and is not usable.
    const otp = /\b(\d{6})\b/.exec(row.body)![1];
    expect(errorCode(await gql(s.url, VERIFY, { i: { email, otp } }))).toBe('incorrectCode');
    // A failed send does not start the one-a-minute wait (it fails again here, not tooManyAttempts).
    expect(errorCode(await gql(s.url, SEND, { i: { email } }))).toBe('notWorked');
    expect(await rows(email)).toHaveLength(2);
  });

  it('an unreachable SMTP server answers notWorked and the code is not usable', async () => {
    const closed = await fakeSmtp();
    await closed.close();
    process.env.SMTP_URL = `smtp://talim:s3cret@127.0.0.1:${closed.port}`;
    try {
      const email = 'offline@talim.test';
      expect(errorCode(await gql(s.url, SEND, { i: { email } }))).toBe('notWorked');
      const [row] = await rows(email);
      expect(row).toMatchObject({ status: 'failed', used: true });
      expect(errorCode(await gql(s.url, VERIFY, { i: { email, otp: /\b(\d{6})\b/.exec(row.body)![1] } }))).toBe('incorrectCode');
    } finally {
      process.env.SMTP_URL = `smtp://talim:s3cret@127.0.0.1:${smtp.port}`;
    }
  });
});

describe('SMTP settings', () => {
  it('reads SMTP_URL and SMTP_FROM; unset is the outbox; a bad URL is refused', () => {
    expect(smtpSettings({})).toBeNull();
    expect(smtpSettings({ SMTP_URL: 'smtps://codes%40school.test:pw@mail.school.test:465' })).toEqual({
      url: 'smtps://codes%40school.test:pw@mail.school.test:465', from: 'codes@school.test',
    });
    expect(smtpSettings({ SMTP_URL: 'smtp://mail.school.test:25' })!.from).toBe('no-reply@mail.school.test');
    expect(smtpSettings({ SMTP_URL: 'smtp://u:p@h:25', SMTP_FROM: 'Talim <a@b.test>' })!.from).toBe('Talim <a@b.test>');
    expect(() => smtpSettings({ SMTP_URL: 'http://h' })).toThrow(/smtp/);
    expect(() => smtpSettings({ SMTP_URL: 'not a url' })).toThrow(/SMTP_URL/);
  });
});
