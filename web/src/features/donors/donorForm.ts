import type { DonorFieldsFragment, DonorInput } from '@/gql/graphql';

export const DONOR_TYPES = ['general', 'lifeTime'] as const;
export type DonorType = (typeof DONOR_TYPES)[number];
/** The largest pledged or provided amount in taka (the server's limit). */
export const MAX_DONATION_TAKA = 20_000_000;

/** The donor form's values (spec doc 2 §3 payload); the amount is taka. */
export interface DonorValues {
  memberNo: number | null;
  donorType: DonorType;
  donorName: string;
  fatherName: string;
  mobile: string;
  email: string;
  village: string;
  postOffice: string;
  subDistrict: string;
  district: string;
  referrerId: number | null;
  referrer: string;
  donationAmount: number | null;
}

export const DONOR_FIELDS: (keyof DonorValues)[] = [
  'memberNo', 'donorType', 'donorName', 'fatherName', 'mobile', 'email', 'village', 'postOffice', 'subDistrict', 'district', 'referrerId', 'referrer', 'donationAmount',
];

/** Label ids of the fields the server may name (the FormDialog's `labels`). */
export const DONOR_LABELS = {
  memberNo: 'donors.memberNo', donorType: 'donors.type', donorName: 'donors.name', fatherName: 'donors.fatherName', mobile: 'donors.mobile',
  email: 'donors.email', village: 'donors.village', postOffice: 'donors.postOffice', subDistrict: 'donors.subDistrict', district: 'donors.district',
  referrerId: 'donors.referrerId', referrer: 'donors.referrer', donationAmount: 'donors.donationAmount',
};

export function emptyDonor(donorType: DonorType = 'general'): DonorValues {
  return {
    memberNo: null, donorType, donorName: '', fatherName: '', mobile: '', email: '', village: '', postOffice: '', subDistrict: '', district: '',
    referrerId: null, referrer: '', donationAmount: null,
  };
}

export function fromDonor(d: DonorFieldsFragment): DonorValues {
  return {
    memberNo: d.memberNo, donorType: d.donorType === 'lifeTime' ? 'lifeTime' : 'general', donorName: d.donorName, fatherName: d.fatherName,
    mobile: d.mobile, email: d.email, village: d.village, postOffice: d.postOffice, subDistrict: d.subDistrict, district: d.district,
    referrerId: d.referrerId ?? null, referrer: d.referrer, donationAmount: d.donationAmount,
  };
}

/** Form values as antd gives them (cleared fields undefined) made whole. */
export function normalizeDonor(raw: Partial<Record<keyof DonorValues, unknown>>): DonorValues {
  const text = (v: unknown) => (typeof v === 'string' ? v : '');
  const int = (v: unknown) => (typeof v === 'number' && Number.isInteger(v) && v > 0 ? v : null);
  return {
    memberNo: int(raw.memberNo), donorType: raw.donorType === 'lifeTime' ? 'lifeTime' : 'general', donorName: text(raw.donorName),
    fatherName: text(raw.fatherName), mobile: text(raw.mobile), email: text(raw.email), village: text(raw.village), postOffice: text(raw.postOffice),
    subDistrict: text(raw.subDistrict), district: text(raw.district), referrerId: int(raw.referrerId), referrer: text(raw.referrer),
    donationAmount: typeof raw.donationAmount === 'number' ? raw.donationAmount : null,
  };
}

/** Spec §5: all fields required except referrerId, fatherName, email and referrer. */
export function missingDonorFields(v: DonorValues): (keyof DonorValues)[] {
  const missing: (keyof DonorValues)[] = [];
  if (!v.memberNo) missing.push('memberNo');
  for (const f of ['donorName', 'mobile', 'village', 'postOffice', 'subDistrict', 'district'] as const) if (!v[f].trim()) missing.push(f);
  if (v.donationAmount === null) missing.push('donationAmount');
  return missing;
}

export function toDonorInput(v: DonorValues, id?: number): DonorInput {
  return {
    ...(id !== undefined ? { id } : {}),
    memberNo: v.memberNo ?? 0, donorType: v.donorType, donorName: v.donorName.trim(), fatherName: v.fatherName.trim(), mobile: v.mobile.trim(),
    email: v.email.trim(), village: v.village.trim(), postOffice: v.postOffice.trim(), subDistrict: v.subDistrict.trim(), district: v.district.trim(),
    referrerId: v.referrerId, referrer: v.referrer.trim(), donationAmount: v.donationAmount ?? 0,
  };
}

/** A donor's address in one line (village, post office, sub-district, district), as the server writes a donation's. */
export const addressOf = (d: Pick<DonorFieldsFragment, 'village' | 'postOffice' | 'subDistrict' | 'district'>) =>
  [d.village, d.postOffice, d.subDistrict, d.district].map((s) => s.trim()).filter(Boolean).join(', ');
