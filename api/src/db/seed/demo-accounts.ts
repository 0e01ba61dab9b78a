import { In, type EntityManager } from 'typeorm';
import { User } from '../../domains/auth/user.entity';
import { FeeRule } from '../../domains/accounts/fee-rule.entity';
import { Fee, FeeMonth } from '../../domains/accounts/fees.entities';
import { ApprovedReceiptBook, Receipt, RegardingList } from '../../domains/accounts/receipts.entities';
import { Voucher } from '../../domains/accounts/vouchers.entities';
import { AttendanceShift } from '../../domains/attendance/entities';
import { Donation, Donor } from '../../domains/donor/donor.entities';
import { donorAddress, receiptDonationFields } from '../../domains/donor/donor.service';
import { Student } from '../../domains/education/student.entity';
import { defaultShiftSettings } from '../../rules/attendance';
import { addDays } from '../../rules/dates';
import { amountInWords } from '../../rules/in-words';
import { DEMO_GIFTS } from './demo-donor';

/** The demo's approved receipt book of the accounts department (README, issue 25). */
export const DEMO_BOOK = { bookNo: 12, pages: 100 };

/** The demo's approved receipt book of the donation department: a donation recorded from a donor's row prints its receipt at once. */
export const DEMO_DONATION_BOOK = { bookNo: 13, pages: 100 };

/** The four head lists (Bengali, as the office writes them). A fee's receipt takes its rule's title as head: the monthly fee's is listed. */
const HEADS = {
  mgi: ['মাসিক বেতন', 'ভর্তি ফি', 'সাধারণ দান'],
  mci: ['যাকাত', 'সদকা', 'লিল্লাহ বোর্ডিং দান'],
  mge: ['বিদ্যুৎ বিল', 'শিক্ষক বেতন', 'অফিস খরচ'],
  mce: ['ছাত্রদের খাবার', 'গরিব ছাত্রদের সহায়তা'],
};

/** The first day of the month `back` months before today's (YYYY-MM-DD). */
function monthStart(today: string, back: number): string {
  const [y, m] = today.split('-').map(Number);
  const d = new Date(Date.UTC(y, m - 1 - back, 1));
  return d.toISOString().slice(0, 10);
}

/**
 * The demo academy's accounts (issue 25): heads, fee rules (monthly fee of every class, admission fee),
 * approved receipt books of the accounts and the donation departments (council member's approval), and one month of
 * money: the month before last (so last month stays for the office to try, and nothing is counted yet):
 * the monthly fee of each admitted student with its receipt, three gifts, and four vouchers; and the
 * donors' gifts of the last weeks (DEMO_GIFTS), each a donation receipt with its donation. Shift
 * settings with the office's names (the default times). Runs inside the seed's transaction.
 */
export async function seedDemoAccounts(em: EntityManager, code: string, today: string): Promise<void> {
  if (await em.getRepository(Receipt).countBy({ code })) return;
  await em.getRepository(RegardingList).insert(Object.entries(HEADS).map(([kind, regardings]) => ({ code, kind, regardings })));
  await em.getRepository(FeeRule).insert([
    { code, fund: 'generalFund', title: 'monthly_fee', amountPaisa: 50000, classes: ['Class 6', 'Class 7', 'Hifz 1'], groups: [] },
    { code, fund: 'generalFund', title: 'monthly_fee', amountPaisa: 70000, classes: ['Class 9'], groups: [] },
    { code, fund: 'generalFund', title: 'admission_fee', amountPaisa: 200000, classes: ['Class 6', 'Class 7', 'Hifz 1', 'Class 9'], groups: [] },
  ]);
  const start = monthStart(today, 2);
  const month = start.slice(0, 7);
  const users = await em.getRepository(User).findBy({ code, type: In(['accountant', 'principal', 'councilMember']) });
  const accountant = users.find((u) => u.type === 'accountant')!;
  const principal = users.find((u) => u.type === 'principal')!;
  const council = users.find((u) => u.type === 'councilMember')!;
  const fullName = (u: User) => `${u.firstName} ${u.lastName}`.trim();
  const book = await em.getRepository(ApprovedReceiptBook).save(em.getRepository(ApprovedReceiptBook).create({
    code, bookNo: DEMO_BOOK.bookNo, receiptFrom: 1, pages: DEMO_BOOK.pages, cutted: 0, department: 'accounts',
    aporverName: fullName(council), aporver1Name: fullName(accountant), date: addDays(start, -3), condition: 'unfinished',
  }));
  const donationBook = await em.getRepository(ApprovedReceiptBook).save(em.getRepository(ApprovedReceiptBook).create({
    code, bookNo: DEMO_DONATION_BOOK.bookNo, receiptFrom: 1, pages: DEMO_DONATION_BOOK.pages, cutted: 0, department: 'donation',
    aporverName: fullName(council), aporver1Name: fullName(accountant), date: addDays(start, -3), condition: 'unfinished',
  }));
  const signed = { receiverName: fullName(accountant), receiverId: accountant.id, principalName: fullName(principal), principalSignerId: principal.id };
  const receipts: Receipt[] = [];
  let page = 0;
  const receipt = (r: Pick<Receipt, 'name' | 'address' | 'mobile' | 'fund' | 'regarding' | 'amountPaisa' | 'date'>) => {
    page += 1;
    const row = em.getRepository(Receipt).create({
      ...r, ...signed, code, department: 'accounts', type: 'autoReceipt', bookNo: book.bookNo, receiptNoFrom: page, receiptNoTill: page,
      inWords: amountInWords(r.amountPaisa, 'bn'), condition: 'unsaved', memberNo: null, donationAmountPaisa: null,
    });
    receipts.push(row);
    return row;
  };
  // The monthly fee of every admitted student, paid in the first three weeks of the month, each with its receipt.
  const students = await em.getRepository(Student).find({ where: { code }, order: { admitNo: 'ASC' } });
  const fees: { fee: Fee; receipt: Receipt }[] = [];
  students.filter((s) => s.admitNo !== null).forEach((s, i) => {
    const paisa = s.admittedClass === 'Class 9' ? 70000 : 50000;
    const date = addDays(start, 1 + ((i * 3) % 20));
    const address = [s.village, s.postOffice, s.district].filter(Boolean).join(', ');
    const r = receipt({ name: s.name, address, mobile: s.fatherMobile, fund: 'generalFund', regarding: 'মাসিক বেতন', amountPaisa: paisa, date });
    fees.push({
      receipt: r,
      fee: em.getRepository(Fee).create({
        code, department: 'accounts', studentId: s.id, admitNo: s.admitNo!, name: s.name, className: s.admittedClass, groupName: s.groupName,
        year: Number(month.slice(0, 4)), date, note: '', items: [{ selectedMonths: [month], subject: 'monthly_fee', totalAmountPaisa: paisa }],
        totalPaisa: paisa, receiverId: accountant.id, receiverName: fullName(accountant),
      }),
    });
  });
  receipt({ name: 'আলহাজ্ব আব্দুর রহিম', address: 'কালিকাপুর, কুমিল্লা', mobile: '01711000101', fund: 'charityFund', regarding: 'যাকাত', amountPaisa: 2_500_000, date: addDays(start, 4) });
  receipt({ name: 'মোহাম্মদ সেলিম', address: 'চান্দিনা, কুমিল্লা', mobile: '01811000102', fund: 'charityFund', regarding: 'লিল্লাহ বোর্ডিং দান', amountPaisa: 500_000, date: addDays(start, 11) });
  receipt({ name: 'হাফেজ নূর আলম', address: 'দেবিদ্বার, কুমিল্লা', mobile: '01911000103', fund: 'generalFund', regarding: 'সাধারণ দান', amountPaisa: 300_000, date: addDays(start, 17) });
  await em.getRepository(Receipt).save(receipts, { chunk: 50 });
  await em.getRepository(ApprovedReceiptBook).update({ id: book.id, code }, { cutted: page });
  // The donors' gifts, each its donation receipt on the donation book's next page and the donation
  // that receipt writes (as the donations screen records one), so each one prints its receipt.
  const donors = new Map((await em.getRepository(Donor).findBy({ code })).map((d) => [d.memberNo, d]));
  const gifts = DEMO_GIFTS.map(([memberNo, paisa, daysAgo], i) => {
    const donor = donors.get(memberNo)!;
    return em.getRepository(Receipt).create({
      ...signed, code, department: 'donation', type: 'autoReceipt', bookNo: donationBook.bookNo, receiptNoFrom: donationBook.receiptFrom + i, receiptNoTill: donationBook.receiptFrom + i,
      name: donor.donorName, address: donorAddress(donor), mobile: donor.mobile, fund: 'generalFund', regarding: 'সাধারণ দান',
      amountPaisa: paisa, inWords: amountInWords(paisa, 'bn'), date: addDays(today, -daysAgo), condition: 'unsaved',
      memberNo, donationAmountPaisa: donor.donationAmountPaisa,
    });
  });
  await em.getRepository(Receipt).save(gifts);
  await em.getRepository(Donation).insert(gifts.map((r) => ({ code, receiptId: r.id, ...receiptDonationFields(r, donors.get(r.memberNo!)!, r.donationAmountPaisa) })));
  await em.getRepository(ApprovedReceiptBook).update({ id: donationBook.id, code }, { cutted: gifts.length });
  for (const { fee, receipt: r } of fees) {
    const saved = await em.getRepository(Fee).save(Object.assign(fee, { receiptId: r.id }));
    await em.getRepository(FeeMonth).insert({ code, feeId: saved.id, department: 'accounts', studentId: saved.studentId, subject: 'monthly_fee', period: month, amountPaisa: saved.totalPaisa });
  }
  const vouchers: [string, string, string, number, number][] = [
    ['generalFund', 'পল্লী বিদ্যুৎ সমিতি', 'বিদ্যুৎ বিল', 850_000, 6],
    ['generalFund', 'মোসাম্মৎ রাবেয়া খাতুন', 'শিক্ষক বেতন', 1_650_000, 9],
    ['generalFund', 'মিরপুর স্টেশনারি', 'অফিস খরচ', 120_000, 14],
    ['charityFund', 'কাঁচাবাজার, মিরপুর ১০', 'ছাত্রদের খাবার', 2_200_000, 20],
  ];
  const numbers = { generalFund: 0, charityFund: 0 } as Record<string, number>;
  await em.getRepository(Voucher).save(vouchers.map(([fund, name, regarding, paisa, day]) => em.getRepository(Voucher).create({
    code, department: 'accounts', fund, voucherNo: (numbers[fund] += 1), name, description: '', regarding1: regarding, amount1Paisa: paisa,
    totalPaisa: paisa, inWords: amountInWords(paisa, 'bn'), date: addDays(start, day), receiverId: accountant.id, principalSignerId: principal.id, condition: 'unsaved',
  })));
  // The shifts the office runs, named as it calls them (the default times; the day shift only).
  const names: Record<string, string> = { day: 'সকাল', night: 'রাত', weekend: 'সাপ্তাহিক' };
  await em.getRepository(AttendanceShift).insert(defaultShiftSettings().map((s) => ({ code, ...s, name: names[s.shift] ?? '' })));
}
