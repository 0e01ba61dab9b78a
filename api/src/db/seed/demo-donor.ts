import type { EntityManager } from 'typeorm';
import { Donor } from '../../domains/donor/donor.entities';

/**
 * The demo's gifts, each recorded as its donation receipt (seedDemoAccounts, on the donation
 * department's book): [member number, paisa, days before today].
 */
export const DEMO_GIFTS: readonly (readonly [number, number, number])[] = [[1, 1_000_000, 40], [2, 50_000, 20], [3, 100_000, 10], [4, 500_000, 3], [2, 50_000, 1]];

/** The demo academy's donors (two general, two life-time); their gifts are donation receipts (DEMO_GIFTS). */
export async function seedDemoDonor(em: EntityManager, code: string): Promise<void> {
  const donors = em.getRepository(Donor);
  await donors.save([
    { memberNo: 1, donorType: 'lifeTime', donorName: 'আলহাজ্ব আব্দুর রহিম', fatherName: 'মরহুম আব্দুল করিম', village: 'কালিকাপুর', postOffice: 'কালিকাপুর', subDistrict: 'সদর', district: 'কুমিল্লা', referrerId: null, referrerName: '', mobile: '01711000101', email: '', donationAmountPaisa: 5_000_000 },
    { memberNo: 2, donorType: 'general', donorName: 'মোহাম্মদ সেলিম', fatherName: 'আবু তাহের', village: 'চান্দিনা', postOffice: 'চান্দিনা', subDistrict: 'চান্দিনা', district: 'কুমিল্লা', referrerId: 1, referrerName: 'আলহাজ্ব আব্দুর রহিম', mobile: '01811000102', email: 'selim@example.com', donationAmountPaisa: 50_000 },
    { memberNo: 3, donorType: 'general', donorName: 'হাফেজ নূর আলম', fatherName: '', village: 'দেবিদ্বার', postOffice: 'দেবিদ্বার', subDistrict: 'দেবিদ্বার', district: 'কুমিল্লা', referrerId: null, referrerName: '', mobile: '01911000103', email: '', donationAmountPaisa: 100_000 },
    { memberNo: 4, donorType: 'lifeTime', donorName: 'সালমা বেগম', fatherName: 'আব্দুল হামিদ', village: 'লাকসাম', postOffice: 'লাকসাম', subDistrict: 'লাকসাম', district: 'কুমিল্লা', referrerId: 2, referrerName: 'মোহাম্মদ সেলিম', mobile: '01611000104', email: '', donationAmountPaisa: 2_500_000 },
  ].map((d) => donors.create({ ...d, code })));
}
