import type { EntityManager } from 'typeorm';
import { AcademySettings } from '../../domains/others/settings.entity';
import { Article } from '../../domains/website/article.entity';
import { sanitizeArticle } from '../../rules/articles';

const ABOUT = `<p>১৯৯২ সালে প্রতিষ্ঠিত এই মাদরাসা কুরআন, হাদীস ও সাধারণ শিক্ষার সমন্বয়ে শিক্ষার্থীদের <strong>দ্বীনি ও আধুনিক জ্ঞানে</strong> গড়ে তুলতে কাজ করে যাচ্ছে।</p>
<h2>আমাদের বিভাগসমূহ</h2>
<ul><li>হিফজুল কুরআন বিভাগ</li><li>কিতাব বিভাগ (ইবতেদায়ী থেকে দাওরায়ে হাদীস)</li><li>আবাসিক ছাত্রাবাস ও লাইব্রেরি</li></ul>
<p>ভর্তি ও যেকোনো তথ্যের জন্য অফিস সময়ে (সকাল ৯টা – বিকাল ৪টা) যোগাযোগ করুন।</p>`;

const NOTICES: [title: string, content: string][] = [
  ['বার্ষিক পরীক্ষার সময়সূচি প্রকাশ', '<p>আগামী মাসের ১০ তারিখ থেকে সকল বিভাগের <strong>বার্ষিক পরীক্ষা</strong> শুরু হবে। বিস্তারিত সময়সূচি অফিস নোটিশ বোর্ডে টানানো হয়েছে।</p><ol><li>পরীক্ষার ফি ৫ তারিখের মধ্যে জমা দিতে হবে।</li><li>প্রবেশপত্র ছাড়া পরীক্ষায় অংশ নেওয়া যাবে না।</li></ol>'],
  ['নতুন শিক্ষাবর্ষে ভর্তি চলছে', '<p>নতুন শিক্ষাবর্ষে হিফজ ও কিতাব বিভাগে ভর্তি চলছে। অনলাইনে আবেদন করা যাবে অথবা সরাসরি অফিসে এসে ফরম সংগ্রহ করুন।</p>'],
];

/**
 * The demo academy's public site (issue 12): an about article and two notices in Bengali, stored
 * through the same allow-list as the office's saves; the notices are switched on for the home page.
 */
export async function seedDemoArticles(em: EntityManager, code: string): Promise<void> {
  const repo = em.getRepository(Article);
  const rows = [
    { subject: 'about', title: 'আমাদের কথা', writer: 'মুহতামিম', content: ABOUT },
    ...NOTICES.map(([title, content]) => ({ subject: 'notice', title, writer: 'অফিস', content })),
  ];
  await repo.save(rows.map((r) => repo.create({ ...r, code, content: sanitizeArticle(r.content, code) })));
  await em.getRepository(AcademySettings).update({ code }, { notice: true });
}
