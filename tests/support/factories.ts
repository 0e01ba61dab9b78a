import { Academy } from '../../api/src/domains/auth/academy.entity';
import { User, type UserType } from '../../api/src/domains/auth/user.entity';
import { ClassRoom } from '../../api/src/domains/education/class.entity';
import { Student } from '../../api/src/domains/education/student.entity';
import { hashPassword } from '../../api/src/platform/passwords';
import { signToken } from '../../api/src/platform/tokens';
import { toBookMeta } from '../../api/src/rules/books';
import type { TestServer } from './server';

let seq = 0;
const next = () => ++seq + Math.floor(Math.random() * 1000) * 1000;
const usedCodes = new Set<string>();
/** A six-digit institute code not used before in this test file. */
function freshCode(): string {
  for (;;) {
    const code = String(100000 + Math.floor(Math.random() * 900000));
    if (!usedCodes.has(code)) { usedCodes.add(code); return code; }
  }
}

/** An academy (active until a year after the test clock's today unless told otherwise). */
export async function makeAcademy(s: TestServer, over: Partial<Academy> = {}): Promise<Academy> {
  const n = next();
  const repo = s.db.getRepository(Academy);
  return repo.save(repo.create({
    code: freshCode(), slug: `academy${n}`, email: `academy${n}@example.test`,
    name: `একাডেমি ${n}`, address: 'ঢাকা', englishName: `Academy ${n}`, englishAddress: 'Dhaka', country: 'BD',
    mobile: '01700000000', academyType: 'school', numberOfStudents: 100, language: 'bn',
    activation: true, expiryDate: '2027-03-10', ...over,
  }));
}

export interface Signed { user: User; academy: Academy; token: string; password: string }

/** A user of the given type (creating its academy when none is given) and a Bearer token for it. */
export async function makeUser(s: TestServer, type: UserType, academy?: Academy, over: Partial<User> = {}): Promise<Signed> {
  const a = academy ?? (await makeAcademy(s));
  const n = next();
  const password = `pw-${type}-${n}`;
  const repo = s.db.getRepository(User);
  const user = await repo.save(repo.create({
    code: a.code, email: `${type.toLowerCase()}${n}@example.test`, type, firstName: type, lastName: String(n),
    passwordHash: await hashPassword(password), ...over,
  }));
  const token = signToken(s.config.jwtSecret, { kind: 'academy', id: user.id, version: user.tokenVersion });
  return { user, academy: a, token, password };
}

export async function makeClass(s: TestServer, academy: Academy, over: Partial<ClassRoom> = {}): Promise<ClassRoom> {
  const repo = s.db.getRepository(ClassRoom);
  return repo.save(repo.create({
    code: academy.code, department: 'General', className: `Class ${next()}`, groupName: '',
    bookMeta: toBookMeta([{ slot: 1, name: 'Bangla', isOptional: false }, { slot: 2, name: 'Arts', isOptional: true }]), ...over,
  }));
}

/** A valid admission form (StudentInput) for the given academy's class; override any field. */
export function studentForm(over: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    newOld: 'new', department: 'General', residenceType: 'residential', category: 'general',
    name: 'Abdullah', fatherName: 'Abdur Rahim', motherName: 'Amina', village: 'Kalikapur', postOffice: 'Kalikapur',
    subDistrict: 'Sreepur', district: 'Gazipur', birthDate: '2014-05-20', guardianMobile: '01711000000',
    relationWithGuardian: 'father', fatherJob: 'farmer', guardian2: '', preAcademy: 'Kalikapur Primary', preClass: '4',
    choosingClass: 'Class 5', inspectorComment: '', examiner: '', book1: '', book2: '', approvedClass: '', groupName: '', approval: '',
    ...over,
  };
}

/** Admitted (in) students of a class, with admit and form numbers from `firstAdmitNo` on. */
export async function makeStudents(s: TestServer, academy: Academy, className: string, names: string[], firstAdmitNo = 1, over: Partial<Student> = {}): Promise<Student[]> {
  const repo = s.db.getRepository(Student);
  return repo.save(names.map((name, i) => repo.create({
    code: academy.code, newOld: 'new', department: 'General', residence: 'residential', category: 'general',
    formNo: firstAdmitNo + i, admitNo: firstAdmitNo + i, name, fatherName: 'x', village: 'x', postOffice: 'x', subDistrict: 'x',
    district: 'x', birthDate: '2014-01-01', age: 12, fatherMobile: '01700000000', guardianRelation: 'father',
    admittedClass: className, groupName: '', date: '2026-01-01', fees: [], ...over,
  })));
}
