import bcrypt from 'bcryptjs';
import { User } from '../../api/src/domains/auth/user.entity';
import { Student } from '../../api/src/domains/education/student.entity';
import { makeClass, makeUser, studentForm, type Signed } from '../support/factories';
import { errorCode, gql } from '../support/http';
import { startServer, type TestServer } from '../support/server';

/**
 * Sign-in and approval-code limits under concurrency. Evidence is counted (bcrypt comparisons,
 * answers), never timed. LOGIN_RATE_POINTS is 3 here: 3 per account and address, 6 per account,
 * 30 per address, 3 wrong approval codes per user, in windows of 900 s.
 */
const POINTS = 3;
const WINDOW_SECONDS = 900;
const LOGIN = 'mutation($input: LoginInput!) { login(input: $input) { token } }';
const SAVE = 'mutation($input: StudentInput!) { saveStudent(input: $input) { id inspectorSign } }';

let s: TestServer;
beforeAll(async () => { s = await startServer({ LOGIN_RATE_POINTS: String(POINTS), LOGIN_RATE_SECONDS: String(WINDOW_SECONDS) }); });
afterAll(() => s.close());
afterEach(() => jest.restoreAllMocks());

/** Sign-in over REST from `ip` (the server trusts X-Forwarded-For from its loopback proxy). */
async function login(ip: string, email: string, password: string): Promise<{ status: number; message: string; seconds?: number }> {
  const res = await fetch(`${s.url}/api/auth/login`, {
    method: 'POST', headers: { 'content-type': 'application/json', 'x-forwarded-for': ip }, body: JSON.stringify({ email, password }),
  });
  const body = (await res.json()) as { success: boolean; message?: string; params?: { seconds?: number } };
  return { status: res.status, message: body.success ? 'ok' : String(body.message), seconds: body.params?.seconds };
}

/** Counts bcrypt comparisons from here on (the server runs in this process). */
const countCompares = () => jest.spyOn(bcrypt, 'compare');

const tally = (answers: { message: string }[]) => answers.reduce<Record<string, number>>((t, a) => ({ ...t, [a.message]: (t[a.message] ?? 0) + 1 }), {});

describe('sign-in limits', () => {
  it('100 parallel wrong passwords for one account from one address: exactly the budget is evaluated', async () => {
    const u = await makeUser(s, 'general');
    const compares = countCompares();
    const answers = await Promise.all(Array.from({ length: 100 }, () => login('10.0.1.1', u.user.email, 'wrong-password')));
    expect(tally(answers)).toEqual({ invalidEmailOrPassword: POINTS, tooManyAttempts: 100 - POINTS });
    expect(compares).toHaveBeenCalledTimes(POINTS);
    expect(answers.find((a) => a.message === 'tooManyAttempts')!.seconds).toBeGreaterThan(0);
    // The right password from that address waits for the window too.
    expect((await login('10.0.1.1', u.user.email, u.password)).message).toBe('tooManyAttempts');
    expect(compares).toHaveBeenCalledTimes(POINTS);
  });

  it('30 addresses cannot exceed the per-account budget; the owner still signs in from the address they use', async () => {
    const u = await makeUser(s, 'general');
    expect((await login('10.0.2.1', u.user.email, u.password)).message).toBe('ok');
    const compares = countCompares();
    const answers = await Promise.all(Array.from({ length: 30 * POINTS }, (_, i) => login(`10.0.3.${i % 30}`, u.user.email, 'wrong-password')));
    expect(tally(answers)).toEqual({ invalidEmailOrPassword: 2 * POINTS, tooManyAttempts: 30 * POINTS - 2 * POINTS });
    expect(compares).toHaveBeenCalledTimes(2 * POINTS);
    // A new address is refused for this account; the owner's known address is not.
    expect((await login('10.0.4.1', u.user.email, u.password)).message).toBe('tooManyAttempts');
    expect((await login('10.0.2.1', u.user.email, u.password)).message).toBe('ok');
  });

  it('a school behind one NAT: others\' failures never keep out a user who signs in there; the address block ends with its window', async () => {
    const nat = '10.0.5.1';
    const regular = await makeUser(s, 'education');
    const newcomer = await makeUser(s, 'principal', regular.academy);
    expect((await login(nat, regular.user.email, regular.password)).message).toBe('ok');
    // Pupils behind the NAT mistype (or spray) over ten accounts: the address's budget of 10 × 3 is spent.
    const spray = await Promise.all(Array.from({ length: 10 * POINTS }, (_, i) => login(nat, `pupil${i % 10}@example.test`, 'guess')));
    expect(tally(spray)).toEqual({ invalidEmailOrPassword: 10 * POINTS });
    expect((await login(nat, 'pupil11@example.test', 'guess')).message).toBe('tooManyAttempts');
    // The teacher who signs in there is not held by the others' failures, again and again.
    for (let i = 0; i < POINTS + 2; i++) expect((await login(nat, regular.user.email, regular.password)).message).toBe('ok');
    // An account not yet known at that address waits, for at most the window.
    const wait = await login(nat, newcomer.user.email, newcomer.password);
    expect(wait.message).toBe('tooManyAttempts');
    expect(wait.seconds).toBeLessThanOrEqual(WINDOW_SECONDS);
    const later = Date.now() + (WINDOW_SECONDS + 1) * 1000;
    jest.spyOn(Date, 'now').mockReturnValue(later);
    expect((await login(nat, newcomer.user.email, newcomer.password)).message).toBe('ok');
  });

  it('a success gives its points back but does not wipe earlier failures', async () => {
    const u = await makeUser(s, 'general');
    const ip = '10.0.6.1';
    for (let i = 0; i < POINTS - 1; i++) expect((await login(ip, u.user.email, 'nope')).message).toBe('invalidEmailOrPassword');
    for (let i = 0; i < POINTS + 1; i++) expect((await login(ip, u.user.email, u.password)).message).toBe('ok');
    expect((await login(ip, u.user.email, 'nope')).message).toBe('invalidEmailOrPassword');
    expect((await login(ip, u.user.email, u.password)).message).toBe('tooManyAttempts');
  });
});

describe('approval codes', () => {
  /** An academy with every kind of user, signatures for the signers, and a class. */
  async function school() {
    const su = await makeUser(s, 'superUser');
    const a = su.academy;
    await makeClass(s, a, { department: 'General', className: 'Class 5', groupName: '' });
    const sign = (u: Signed, url: string) => s.db.getRepository(User).update({ id: u.user.id }, { signUrl: url }).then(() => u);
    const edu = await sign(await makeUser(s, 'education', a), '/files/x/edu.png');
    const principal = await sign(await makeUser(s, 'principal', a), '/files/x/principal.png');
    const examiner = await sign(await makeUser(s, 'admitExaminer', a), '/files/x/examiner.png');
    const guardian = await makeUser(s, 'guardian', a);
    const accountant = await makeUser(s, 'accountant', a);
    const teacher = await makeUser(s, 'generalTeacher', a);
    for (let i = 0; i < 5; i++) await makeUser(s, 'guardian', a);
    return { a, su, edu, principal, examiner, guardian, accountant, teacher };
  }
  const inspected = (code: string) => ({ input: studentForm({ inspectorComment: 'good', inspectorSign: code }) });

  it('only the allowed types\' passwords sign a step, and only their hashes are compared', async () => {
    const { a, edu, principal, examiner, guardian, accountant, teacher } = await school();
    const compares = countCompares();
    // The inspector step: superUser, education, principal, admitExaminer = 4 of the academy's 12 users.
    expect(errorCode(await gql(s.url, SAVE, inspected(guardian.password), principal.token))).toBe('incorrectCode');
    expect(compares).toHaveBeenCalledTimes(4);
    expect(errorCode(await gql(s.url, SAVE, inspected(accountant.password), principal.token))).toBe('incorrectCode');
    expect(errorCode(await gql(s.url, SAVE, inspected(teacher.password), edu.token))).toBe('incorrectCode');
    // The education secretary step compares the one education user only.
    compares.mockClear();
    expect(errorCode(await gql(s.url, SAVE, { input: studentForm({ approvedClass: 'Class 5', eduSecSign: principal.password }) }, edu.token))).toBe('incorrectCode');
    expect(compares).toHaveBeenCalledTimes(1);
    expect(await s.db.getRepository(Student).countBy({ code: a.code })).toBe(0);
    const ok = await gql(s.url, SAVE, inspected(examiner.password), edu.token);
    expect(ok.data.saveStudent.inspectorSign).toBe('/files/x/examiner.png');
  });

  it('wrong codes are limited per user, atomically; a matching code costs nothing', async () => {
    const { principal, examiner, su } = await school();
    const compares = countCompares();
    const answers = await Promise.all(Array.from({ length: 20 }, () => gql(s.url, SAVE, inspected('not-a-password'), principal.token)));
    expect(tally(answers.map((r) => ({ message: String(errorCode(r)) })))).toEqual({ incorrectCode: POINTS, tooManyAttempts: 20 - POINTS });
    expect(compares).toHaveBeenCalledTimes(POINTS * 4);
    // Now even the right code waits: the check itself is what is limited.
    expect(errorCode(await gql(s.url, SAVE, inspected(examiner.password), principal.token))).toBe('tooManyAttempts');
    // Another user of the academy has their own budget, and right codes do not spend it.
    const edu2 = await makeUser(s, 'education', su.academy);
    for (let i = 0; i < POINTS + 2; i++) expect(errorCode(await gql(s.url, SAVE, inspected(examiner.password), edu2.token))).toBeNull();
    for (let i = 0; i < POINTS; i++) expect(errorCode(await gql(s.url, SAVE, inspected(`wrong-${i}`), edu2.token))).toBe('incorrectCode');
    expect(errorCode(await gql(s.url, SAVE, inspected('wrong-again'), edu2.token))).toBe('tooManyAttempts');
  });
});

describe('ill-formed text (a lone surrogate) is refused before any query', () => {
  it('in a GraphQL scalar argument and in any input field', async () => {
    const r = await gql(s.url, 'query($slug: String!) { publicAcademy(slug: $slug) { name } }', { slug: 'demo\ud800' });
    expect(errorCode(r)).toBe('invalidValue');
    const u = await makeUser(s, 'superUser');
    const bad = await gql(s.url, SAVE, { input: studentForm({ name: 'Abdullah\udc00' }) }, u.token);
    expect(errorCode(bad)).toBe('invalidValue');
    expect(bad.errors![0].extensions!.params).toEqual({ field: 'name' });
    expect(errorCode(await gql(s.url, LOGIN, { input: { email: 'a\ud800@example.test', password: 'x' } }))).toBe('invalidEmailOrPassword');
  });
});
