import type { EntityManager } from 'typeorm';
import { User } from '../../domains/auth/user.entity';
import { ExamPaper, Homework } from '../../domains/education/exam-paper.entity';
import { ResultTable } from '../../domains/education/result.entity';
import { Student } from '../../domains/education/student.entity';
import { AcademySettings } from '../../domains/others/settings.entity';
import { hashPassword } from '../../platform/passwords';
import { addDays } from '../../rules/dates';
import { computeResults, defaultGrading, subjectsOf, toSpecRow } from '../../rules/results';
import type { BookMeta } from '../../domains/education/class.entity';

/** The demo guardian (guardian pages by admit number). */
export const DEMO_GUARDIAN = { email: 'guardian@talim.app', password: 'guardian1' };

const CLASS6 = [
  'মোঃ আব্দুল্লাহ', 'মোঃ ইব্রাহিম খলিল', 'আবু বকর সিদ্দিক', 'মোঃ ওমর ফারুক', 'মোঃ উসমান গনি', 'আলী হাসান',
  'মোঃ হামজা', 'মোঃ যুবায়ের', 'মোঃ তালহা', 'মোঃ সাদ', 'মোঃ মুয়াজ', 'আনাস বিন মালিক',
];
const CLASS9 = ['মোঃ রাকিব হাসান', 'তানভীর আহমেদ', 'মাহমুদুল হক', 'শাহরিয়ার কবির', 'মোঃ নাঈম', 'ফাহিম মুনতাসির'];

/** Marks of the seeded first-term result of Class 6 (seven books, the last optional). */
const MARKS: (number | null)[][] = [
  [88, 92, 79, 95, 90, 86, 70], [75, 68, 72, 80, 77, 70, 55], [88, 92, 79, 95, 90, 86, 40], [64, 58, 61, 49, 66, 60, 38],
  [52, 47, 55, 41, 50, 58, 45], [91, 85, 88, 97, 93, 89, 82], [30, 45, 38, 52, 40, 35, 20], [70, 74, 66, 71, 69, 72, 60],
  [82, 79, 84, 88, 80, 83, 75], [45, null, 50, 39, 47, 44, 30], [58, 62, 57, 60, 64, 59, 50], [77, 81, 73, 79, 75, 78, 66],
];

/**
 * The demo academy's exam office: students in Class 6 and Class 9 (Science), a guardian user, the
 * public result switched on, a published first-term result of Class 6 (so /demo/result shows it), an
 * exam routine and homework.
 */
export async function seedDemoExams(em: EntityManager, code: string, today: string, class6Books: BookMeta): Promise<void> {
  const year = Number(today.slice(0, 4));
  const student = (i: number, name: string, className: string, groupName: string, department: string) => em.getRepository(Student).create({
    code, newOld: 'new', department, residence: i % 3 ? 'residential' : 'nonResidential', category: 'general',
    formNo: i, admitNo: i, name, fatherName: 'মোঃ আব্দুর রহিম', motherName: 'আমেনা খাতুন', fatherJob: 'কৃষক',
    village: 'কালিকাপুর', postOffice: 'কালিকাপুর', subDistrict: 'শ্রীপুর', district: 'গাজীপুর', birthDate: `${year - (className === 'Class 6' ? 12 : 15)}-0${(i % 9) + 1}-15`,
    age: className === 'Class 6' ? 12 : 15, fatherMobile: `0171100${String(1000 + i)}`, guardianRelation: 'father',
    admittedClass: className, groupName, choosingClass: className, approval: 'admitted', date: addDays(today, -120), fees: [],
  });
  const students = [
    ...CLASS6.map((name, i) => student(i + 1, name, 'Class 6', '', 'Kitab')),
    ...CLASS9.map((name, i) => student(CLASS6.length + i + 1, name, 'Class 9', 'Science', 'Alim')),
  ];
  await em.getRepository(Student).save(students);

  await em.getRepository(User).save(em.getRepository(User).create({
    code, email: DEMO_GUARDIAN.email, type: 'guardian', firstName: 'আব্দুর', lastName: 'রহিম', passwordHash: await hashPassword(DEMO_GUARDIAN.password),
  }));

  const grading = defaultGrading();
  const subjects = subjectsOf(class6Books);
  const rows = computeResults(CLASS6.map((name, i) => ({ admitNo: i + 1, name, marks: MARKS[i] })), subjects, 100, grading);
  await em.getRepository(ResultTable).save(em.getRepository(ResultTable).create({
    code, className: 'Class 6', groupName: '', examName: 'FirstTermExam', numberPerSubject: 100, year,
    bookMeta: class6Books, grading, studentCount: rows.length, results: rows.map(toSpecRow), published: true,
  }));

  const settings = em.getRepository(AcademySettings);
  await settings.save(settings.create({
    code, admissionSms: false, onlineAdmission: true, result: true, notice: false, receiptSms: false, officiants: false,
    draftMessages: [], admissionSmsText: '', receiptSmsText: '',
  }));

  const papers = ['Arabic', 'Bangla', 'English', 'Mathematics'].map((subject, i) => em.getRepository(ExamPaper).create({
    code, examName: 'SecondTermExam', year, department: 'Kitab', className: 'Class 6', groupName: '', subject,
    date: addDays(today, 14 + i), time: '10:00 AM', durationMinutes: 180,
  }));
  await em.getRepository(ExamPaper).save(papers);
  await em.getRepository(Homework).save([
    em.getRepository(Homework).create({ code, department: 'Kitab', className: 'Class 6', groupName: '', date: today, content: 'আরবি: সূরা আল-ফাতিহার অর্থ মুখস্থ করো এবং খাতায় তিনবার লেখো। গণিত: অনুশীলনী ৩.২ এর ১ থেকে ১০ নম্বর প্রশ্ন সমাধান করো।' }),
    em.getRepository(Homework).create({ code, department: 'Kitab', className: 'Class 6', groupName: '', date: addDays(today, -1), content: 'ইংরেজি: Unit 4, Lesson 2 পড়ে নতুন শব্দগুলোর অর্থ লেখো।' }),
  ]);
}
