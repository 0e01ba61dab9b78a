import type { EntityManager } from 'typeorm';
import { Staff, StaffDuty } from '../../domains/administration/staff.entity';
import { AcademySettings } from '../../domains/others/settings.entity';
import { addDays } from '../../rules/dates';

type DemoStaff = [name: string, fatherName: string, designation: string, candidateType: 'teacher' | 'worker', residenceType: 'residential' | 'nonResidential', salaryTaka: number, department: string, duties: string[]];

const STAFF: DemoStaff[] = [
  ['মাওলানা আব্দুর রহিম', 'মৌলভী আব্দুল করিম', 'অধ্যক্ষ', 'teacher', 'residential', 35000, 'Kitab', ['মাদরাসার সার্বিক তত্ত্বাবধান', 'শিক্ষক সভা পরিচালনা', 'বুখারী শরীফের দরস']],
  ['মুফতি হাবিবুল্লাহ', 'মোঃ নূরুল হক', 'মুহাদ্দিস', 'teacher', 'residential', 28000, 'Alim', ['হাদীস ও ফিকহ পাঠদান', 'ফতোয়া বিভাগ']],
  ['হাফেজ নুরুল ইসলাম', 'মোঃ সিরাজুল ইসলাম', 'হিফজ শিক্ষক', 'teacher', 'residential', 18000, 'Hifz', ['হিফজ বিভাগের সবক ও আমুখতা', 'ফজরের পর তিলাওয়াত তদারকি']],
  ['মোসাম্মৎ রাবেয়া খাতুন', 'মোঃ আব্দুল মান্নান', 'সহকারী শিক্ষক (ইংরেজি)', 'teacher', 'nonResidential', 16500, 'Kitab', ['ষষ্ঠ ও সপ্তম শ্রেণির ইংরেজি']],
  ['মোঃ জামাল উদ্দিন', 'মোঃ কামাল উদ্দিন', 'হিসাবরক্ষক', 'worker', 'nonResidential', 14000, 'Office', ['রশিদ ও ভাউচার হিসাব', 'মাসিক বেতন প্রস্তুত']],
  ['আব্দুল কাদের', 'মোঃ আব্দুস সালাম', 'বাবুর্চি', 'worker', 'residential', 9000, 'Boarding', ['ছাত্রাবাসের তিন বেলার রান্না']],
];

/**
 * The demo academy's staff (the /officiants screen, the ID cards and the public profiles): six
 * teachers and workers with their duty lists; the staff cards of the public site are switched on.
 */
export async function seedDemoStaff(em: EntityManager, code: string, today: string): Promise<void> {
  for (const [i, [name, fatherName, designation, candidateType, residenceType, salary, department, duties]] of STAFF.entries()) {
    const staff = await em.getRepository(Staff).save(em.getRepository(Staff).create({
      code, staffId: String(i + 1), name, fatherName, designation, birthDate: `${1970 + i * 4}-0${(i % 9) + 1}-10`,
      mobile: `0171200${String(2001 + i)}`, nid: `19${String(7001234560 + i * 11)}`, village: 'কালিকাপুর', postOffice: 'কালিকাপুর',
      subDistrict: 'শ্রীপুর', district: 'গাজীপুর', qualification: candidateType === 'teacher' ? 'কামিল (হাদীস)' : 'এইচএসসি',
      preExperience: i < 3 ? `${10 - i * 2} বছর` : '', terms: 'পূর্ণকালীন', salaryPaisa: salary * 100,
      boardingFeePaisa: residenceType === 'residential' ? 150000 : 0, residenceType, candidateType,
      hireDate: addDays(today, -365 * (6 - i)), department,
    }));
    await em.getRepository(StaffDuty).save(duties.map((duty) => em.getRepository(StaffDuty).create({ code, staffId: staff.id, duty })));
  }
  await em.getRepository(AcademySettings).update({ code }, { officiants: true });
}
