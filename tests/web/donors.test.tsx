import { addressOf, emptyDonor, missingDonorFields, normalizeDonor, toDonorInput } from '@/features/donors/donorForm';
import { memberChecked } from '@/features/donors/MemberCheck';
import { emptyReceipt, missingReceiptFields, toReceiptInput } from '@/features/accounts/receipts/receiptForm';
import type { DonorFieldsFragment } from '@/gql/graphql';

const donor = {
  id: 3, memberNo: 25, donorType: 'lifeTime', donorName: 'Rafiqul Islam', fatherName: '', village: 'Barura', postOffice: 'Barura', subDistrict: ' Sadar ',
  district: 'Cumilla', referrerId: null, referrer: '', mobile: '01712000025', email: '', donationAmount: 100, donationAmountPaisa: 10000, createdAt: '2026-11-24',
} as DonorFieldsFragment;

describe('donor, donation and donation receipt form rules', () => {
  it('the donor form: all required but father name, e-mail and the referrer; the input is trimmed', () => {
    expect(missingDonorFields(emptyDonor())).toEqual(['memberNo', 'donorName', 'mobile', 'village', 'postOffice', 'subDistrict', 'district', 'donationAmount']);
    const v = normalizeDonor({ ...emptyDonor('lifeTime'), memberNo: 25, donorName: ' Rafiq ', mobile: '017', village: 'a', postOffice: 'b', subDistrict: 'c', district: 'd', donationAmount: 0 });
    expect(missingDonorFields(v)).toEqual([]);
    expect(toDonorInput(v, 3)).toMatchObject({ id: 3, memberNo: 25, donorType: 'lifeTime', donorName: 'Rafiq', referrerId: null, donationAmount: 0 });
    expect(addressOf(donor)).toBe('Barura, Barura, Sadar, Cumilla');
  });

  it('the member check counts only the member number found, in any digits', () => {
    expect(memberChecked({ state: 'found', person: donor }, '২৫')).toBe(true);
    expect(memberChecked({ state: 'found', person: donor }, '26')).toBe(false);
    expect(memberChecked({ state: 'notFound' }, '25')).toBe(false);
  });

  it('a donation receipt needs the member number and sends it with the pledge; other departments send none', () => {
    const v = { ...emptyReceipt('2026-03-10'), donorName: 'Rafiq', address: 'Barura', fund: 'generalFund' as const, regarding: 'Donation', amount: 20, principalCode: 'x' };
    expect(missingReceiptFields(v, false, true, 'donation')).toEqual(['memberNo']);
    expect(missingReceiptFields(v, false, true, 'accounts')).toEqual([]);
    expect(toReceiptInput({ ...v, memberNo: '২৫', donationAmount: 100 }, 'donation')).toMatchObject({ department: 'donation', memberNo: 25, donationAmount: 100 });
    expect(toReceiptInput({ ...v, memberNo: '25' }, 'accounts')).not.toHaveProperty('memberNo');
  });
});
