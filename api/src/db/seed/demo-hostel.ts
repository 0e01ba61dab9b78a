import { In, type EntityManager } from 'typeorm';
import { Student } from '../../domains/education/student.entity';
import { HostelReport } from '../../domains/hostel/hostel-report.entity';
import { addDays } from '../../rules/dates';
import { latestStage, THIRD_TERM_HEADINGS, type HostelReportStage, type HostelScore } from '../../rules/hostel-reports';

const MONTHLY = ['নামাজ', 'তিলাওয়াত', 'পড়াশোনা', 'আদব', 'পরিচ্ছন্নতা'];

/** [admit number, days ago, report type, stage, scores (in MONTHLY's order, or the third-term set), comment] */
type DemoReport = [number, number, string, HostelReportStage, number[], string];

const REPORTS: DemoReport[] = [
  [1, 40, 'monthly', 'general', [95, 90, 88, 92, 85], 'নিয়মিত ও মনোযোগী'],
  [1, 5, 'monthly', 'general', [96, 92, 90, 94, 88], ''],
  [2, 12, 'monthly', 'intermediate', [70, 65, 60, 72, 55], 'ফজরের নামাজে দেরি করে'],
  [4, 9, 'FirstTermExam', 'difficult', [45, 50, 38, 40, 42], 'অভিভাবকের সাথে কথা বলা প্রয়োজন'],
  [5, 3, 'ThirdTermExam', 'general', [90, 85, 80, 92, 88, 86, 84, 90, 95, 89], 'বার্ষিক মূল্যায়ন সন্তোষজনক'],
  [7, 20, 'SecondTermExam', 'intermediate', [75, 68, 70, 74, 66], 'পরিচ্ছন্নতায় আরও মনোযোগ দরকার'],
];

/**
 * The demo academy's hostel reports (/studentReport): a few boarding students' monthly, term and
 * third-term reports of each stage; each student's report stage follows their latest report, so
 * the student list and the report list show the stage colours.
 */
export async function seedDemoHostel(em: EntityManager, code: string, today: string): Promise<void> {
  const students = await em.getRepository(Student).find({ where: { code, admitNo: In([...new Set(REPORTS.map((r) => r[0]))]) } });
  const byAdmit = new Map(students.map((s) => [s.admitNo, s]));
  const repo = em.getRepository(HostelReport);
  const saved: HostelReport[] = [];
  for (const [admitNo, daysAgo, reportType, reportStage, numbers, comment] of REPORTS) {
    const s = byAdmit.get(admitNo);
    if (!s) continue;
    const headings: readonly string[] = reportType === 'ThirdTermExam' ? THIRD_TERM_HEADINGS : MONTHLY;
    const scores: HostelScore[] = numbers.map((number, i) => ({ heading: headings[i], number }));
    saved.push(await repo.save(repo.create({
      code, studentId: s.id, admitNo, studentName: s.name, department: s.department, className: [s.admittedClass, s.groupName].filter(Boolean).join(' / '),
      reportType, date: addDays(today, -daysAgo), reportStage, scores, comment, giver: 'Kamal Uddin', giverId: null,
    })));
  }
  for (const s of students) {
    await em.getRepository(Student).update({ id: s.id, code }, { reportStage: latestStage(saved.filter((r) => r.studentId === s.id)) });
  }
}
