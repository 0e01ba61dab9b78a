import type { EntityManager } from 'typeorm';
import { addDays } from '../../rules/dates';
import { Staff } from '../../domains/administration/staff.entity';
import { Student } from '../../domains/education/student.entity';
import { Book, LibrarySettings, ProvidedBook, ProvidedBookItem } from '../../domains/library/entities';

/** [bookNo, part, name, writer, subject, publisher, price in taka, place] */
const BOOKS: [number, number, string, string, string, string, number, string][] = [
  [101, 1, 'তাফসীরে ইবনে কাসীর', 'ইবনে কাসীর', 'তাফসীর', 'ইসলামিক ফাউন্ডেশন', 450, 'আলমারি ১'],
  [101, 2, 'তাফসীরে ইবনে কাসীর', 'ইবনে কাসীর', 'তাফসীর', 'ইসলামিক ফাউন্ডেশন', 450, 'আলমারি ১'],
  [101, 3, 'তাফসীরে ইবনে কাসীর', 'ইবনে কাসীর', 'তাফসীর', 'ইসলামিক ফাউন্ডেশন', 450, 'আলমারি ১'],
  [102, 1, 'সহীহ বুখারী', 'ইমাম বুখারী', 'হাদীস', 'তাওহীদ পাবলিকেশন্স', 600, 'আলমারি ২'],
  [102, 2, 'সহীহ বুখারী', 'ইমাম বুখারী', 'হাদীস', 'তাওহীদ পাবলিকেশন্স', 600, 'আলমারি ২'],
  [103, 1, 'মুখতাসারুল কুদূরী', 'ইমাম কুদূরী', 'ফিকহ', 'মাকতাবাতুল আশরাফ', 220, 'আলমারি ৩'],
  [104, 1, 'আল-কিরাআতুর রাশিদাহ', 'আবুল হাসান আলী নদভী', 'আরবি', 'দারুল কলম', 180, 'আলমারি ৩'],
  [105, 1, 'বাংলা ব্যাকরণ', 'মুনীর চৌধুরী', 'বাংলা', 'জাতীয় শিক্ষাক্রম', 90, 'তাক ক'],
  [106, 1, 'English for Today', 'NCTB', 'English', 'NCTB', 95, 'তাক খ'],
  [107, 1, 'সীরাতুন নবী', 'শিবলী নোমানী', 'সীরাত', 'মদীনা পাবলিকেশন্স', 350, 'আলমারি ২'],
];

/** The demo academy's library: ten books, a late fee of 2 taka a day, one overdue student and one staff member with books out. */
export async function seedDemoLibrary(em: EntityManager, code: string, today: string): Promise<void> {
  const books = em.getRepository(Book);
  const saved = await books.save(BOOKS.map(([bookNo, part, bookName, writer, subject, publisher, taka, storageLocation]) => books.create({
    code, bookNo, part, bookName, writer, subject, publisher, pricePaisa: taka * 100, storageLocation, condition: 'in', createdAt: addDays(today, -90),
  })));
  await em.getRepository(LibrarySettings).save(em.getRepository(LibrarySettings).create({ code, lateFeePerDayPaisa: 200 }));
  const student = await em.getRepository(Student).findOne({ where: { code, admitNo: 1 } });
  const staff = await em.getRepository(Staff).findOne({ where: { code, staffId: '1' } });
  const lend = async (kind: string, idNo: string, name: string, classOrLevel: string, givingDate: string, receivingDate: string, nos: [number, number][]) => {
    const record = await em.getRepository(ProvidedBook).save(em.getRepository(ProvidedBook).create({
      code, kind, idNo, name, classOrLevel, givingDate, receivingDate, lateFeePaisa: 0, openKey: `${kind}:${idNo}`, returnedDate: null, provider: 'Demo librarian',
    }));
    for (const [bookNo, part] of nos) {
      const book = saved.find((b) => b.bookNo === bookNo && b.part === part)!;
      await books.update({ id: book.id }, { condition: 'out' });
      await em.getRepository(ProvidedBookItem).save(em.getRepository(ProvidedBookItem).create({
        code, providedId: record.id, bookId: book.id, bookNo, part, bookName: book.bookName, returnedDate: null,
      }));
    }
  };
  if (student) {
    await lend('student', String(student.admitNo), student.name, [student.admittedClass, student.groupName].filter(Boolean).join(' / '), addDays(today, -40), addDays(today, -5), [[101, 1], [103, 1]]);
  }
  if (staff) await lend('staff', staff.staffId, staff.name, staff.designation, addDays(today, -10), addDays(today, 355), [[102, 1]]);
}
