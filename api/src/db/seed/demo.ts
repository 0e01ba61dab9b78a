import type { DataSource } from 'typeorm';
import type { Config } from '../../config';
import { Academy } from '../../domains/auth/academy.entity';
import { User, type UserType } from '../../domains/auth/user.entity';
import { ControllerUser } from '../../domains/controller/controller-user.entity';
import { ClassRoom } from '../../domains/education/class.entity';
import { dhakaDate } from '../../platform/clock';
import { hashPassword } from '../../platform/passwords';
import { addDays } from '../../rules/dates';
import { toBookMeta } from '../../rules/books';
import { DEMO_GUARDIAN, seedDemoExams } from './demo-exams';
import { GuardianChild } from '../../domains/auth/guardian-children.entity';
import { seedDemoStaff } from './demo-staff';
import { seedDemoAttendance } from './demo-attendance';
import { seedDemoDonor } from './demo-donor';
import { seedDemoArticles } from './demo-articles';
import { seedDemoHostel } from './demo-hostel';
import { seedDemoLibrary } from './demo-library';
import { seedDemoStore } from './demo-store';
import { seedDemoAccounts } from './demo-accounts';

export const DEMO = {
  code: '100001',
  email: 'demo@talim.app',
  users: [
    { email: 'demo@talim.app', password: 'demo1234', type: 'superUser', firstName: 'Abdur', lastName: 'Rahman' },
    { email: 'education@talim.app', password: 'edu12345', type: 'education', firstName: 'Nusrat', lastName: 'Jahan' },
    { email: 'principal@talim.app', password: 'principal1', type: 'principal', firstName: 'Mahmudul', lastName: 'Hasan' },
    { email: 'accounts@talim.app', password: 'account1', type: 'accountant', firstName: 'Farhana', lastName: 'Akter' },
    { email: 'teacher@talim.app', password: 'teacher1', type: 'generalTeacher', firstName: 'Kamal', lastName: 'Uddin' },
    // every other role of the spec's permission tables (issue 25)
    { email: 'council@talim.app', password: 'council1', type: 'councilMember', firstName: 'Harun', lastName: 'Rashid' },
    { email: 'admin@talim.app', password: 'admin123', type: 'admin', firstName: 'Shafiqul', lastName: 'Islam' },
    { email: 'hostel@talim.app', password: 'hostel12', type: 'hostelManager', firstName: 'Rafiqul', lastName: 'Alam' },
    { email: 'boarding@talim.app', password: 'boarding1', type: 'boardingSuper', firstName: 'Anwar', lastName: 'Hossain' },
    { email: 'library@talim.app', password: 'library1', type: 'managerAcademicLibrary', firstName: 'Salma', lastName: 'Khatun' },
    { email: 'examiner@talim.app', password: 'examiner1', type: 'admitExaminer', firstName: 'Jashim', lastName: 'Uddin' },
    { email: 'volunteer@talim.app', password: 'volunteer1', type: 'volunteer', firstName: 'Tariq', lastName: 'Aziz' },
    { email: 'general@talim.app', password: 'general1', type: 'general', firstName: 'Monir', lastName: 'Hossain' },
  ] satisfies { email: string; password: string; type: UserType; firstName: string; lastName: string }[],
  controller: { email: 'controller@talim.app', password: 'controller1', code: '246810' },
};

const books = (names: string[], optional: string[] = []) =>
  toBookMeta(names.map((name, i) => ({ slot: i + 1, name, isOptional: optional.includes(name) })));

/** Seeds the demo academy into an empty database; returns the sign-in lines, or null when there was data already. */
export async function seedDemo(db: DataSource, config: Config): Promise<string[] | null> {
  if ((await db.getRepository(Academy).count()) > 0) return null;
  const today = dhakaDate(new Date());
  await db.transaction(async (em) => {
    await em.getRepository(Academy).save(em.getRepository(Academy).create({
      code: DEMO.code, slug: 'demo', email: DEMO.email,
      name: 'দারুল উলুম তালিম মাদরাসা', address: 'মিরপুর ১০, ঢাকা ১২১৬',
      englishName: 'Darul Ulum Talim Madrasa', englishAddress: 'Mirpur 10, Dhaka 1216',
      country: 'BD', mobile: '01711000000, 01811000000', academyType: 'madrasa', numberOfStudents: 450,
      language: 'bn', activation: true, expiryDate: addDays(today, 365), balanceExpiry: addDays(today, 365), smsBalance: 50000,
    }));
    // The hashes first (bcryptjs yields between rounds, so they interleave), then the rows.
    const hashes = await Promise.all(DEMO.users.map((u) => hashPassword(u.password)));
    for (const [i, u] of DEMO.users.entries()) {
      await em.getRepository(User).save(em.getRepository(User).create({
        code: DEMO.code, email: u.email, type: u.type, firstName: u.firstName, lastName: u.lastName,
        passwordHash: hashes[i],
      }));
    }
    const classes = [
      ['Kitab', 'Class 6', '', books(['Arabic', 'Bangla', 'English', 'Mathematics', 'Fiqh', 'Hadith', 'Agriculture'], ['Agriculture'])],
      ['Kitab', 'Class 7', '', books(['Arabic', 'Bangla', 'English', 'Mathematics', 'Fiqh', 'Hadith'])],
      ['Hifz', 'Hifz 1', '', books(['Quran', 'Tajweed', 'Bangla'])],
      ['Alim', 'Class 9', 'Science', books(['Arabic 1st', 'Arabic 2nd', 'Bangla', 'English', 'Physics', 'Chemistry', 'Biology', 'Higher Math'], ['Higher Math'])],
      ['Alim', 'Class 9', 'Humanities', books(['Arabic 1st', 'Arabic 2nd', 'Bangla', 'English', 'History', 'Civics'])],
    ] as const;
    for (const [department, className, groupName, bookMeta] of classes) {
      await em.getRepository(ClassRoom).save(em.getRepository(ClassRoom).create({ code: DEMO.code, department, className, groupName, bookMeta }));
    }
    await seedDemoExams(em, DEMO.code, today, classes[0][3]);
    // The demo guardian's children: admit numbers 1–18 (README), as the office links them.
    const guardian = await em.getRepository(User).findOneByOrFail({ email: DEMO_GUARDIAN.email });
    await em.getRepository(GuardianChild).insert(Array.from({ length: 18 }, (_, i) => ({ code: DEMO.code, userId: guardian.id, admitNo: i + 1 })));
    await seedDemoStaff(em, DEMO.code, today);
    await seedDemoHostel(em, DEMO.code, today);
    await seedDemoStore(em, DEMO.code, today);
    await seedDemoLibrary(em, DEMO.code, today);
    await seedDemoDonor(em, DEMO.code);
    await seedDemoAttendance(em, DEMO.code, today);
    await seedDemoAccounts(em, DEMO.code, today);
    await seedDemoArticles(em, DEMO.code);
    if (!config.controller && !(await em.getRepository(ControllerUser).count())) {
      await em.getRepository(ControllerUser).save(em.getRepository(ControllerUser).create({
        email: DEMO.controller.email, type: 'super_admin', firstName: 'Controller', lastName: '',
        passwordHash: await hashPassword(DEMO.controller.password), codeHash: await hashPassword(DEMO.controller.code),
      }));
    }
  });
  return [
    ...DEMO.users.map((u) => `${u.type.padEnd(16)} ${u.email} / ${u.password}`),
    `${'guardian'.padEnd(16)} ${DEMO_GUARDIAN.email} / ${DEMO_GUARDIAN.password} (admit numbers 1–18)`,
    `controller (/controller_login) ${config.controller ? config.controller.email + ' (from CONTROLLER_*)' : `${DEMO.controller.email} / ${DEMO.controller.password} / code ${DEMO.controller.code}`}`,
  ];
}
