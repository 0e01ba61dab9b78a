import type { StaffFieldsFragment, StaffInput } from '@/gql/graphql';
import { latinDigits } from '@/lib/format';

/** The server's limits (spec doc 1 §5, §9): mobile at most 30 characters, nid digits only. */
export const STAFF_MOBILE_MAX = 30;
export const RESIDENCE_TYPES = ['residential', 'nonResidential'] as const;
export const CANDIDATE_TYPES = ['teacher', 'worker'] as const;

/** The register dialog's values; dates are YYYY-MM-DD, money is taka (null: left empty). */
export interface StaffValues {
  staffId: string;
  name: string;
  fatherName: string;
  designation: string;
  birthDate: string;
  mobile: string;
  nid: string;
  village: string;
  postOffice: string;
  subDistrict: string;
  district: string;
  qualification: string;
  preExperience: string;
  terms: string;
  salary: number | null;
  boardingFee: number | null;
  residenceType: string;
  candidateType: string;
  hireDate: string;
  department: string;
  /** A newly cropped photo; the saved one stays when none is chosen. */
  photo?: File | null;
}

const TEXT_FIELDS = [
  'staffId', 'name', 'fatherName', 'designation', 'birthDate', 'mobile', 'nid', 'village', 'postOffice', 'subDistrict',
  'district', 'qualification', 'preExperience', 'terms', 'residenceType', 'candidateType', 'hireDate', 'department',
] as const;

/** Every field the server may name in an error (params.field), so the dialog shows it there. */
export const STAFF_FIELDS: readonly string[] = [...TEXT_FIELDS, 'salary', 'boardingFee'];

export function emptyStaff(): StaffValues {
  return {
    staffId: '', name: '', fatherName: '', designation: '', birthDate: '', mobile: '', nid: '', village: '', postOffice: '',
    subDistrict: '', district: '', qualification: '', preExperience: '', terms: '', salary: null, boardingFee: null,
    residenceType: 'nonResidential', candidateType: 'teacher', hireDate: '', department: '', photo: null,
  };
}

export function fromStaff(s: StaffFieldsFragment): StaffValues {
  const values = emptyStaff();
  for (const key of TEXT_FIELDS) values[key] = s[key];
  return { ...values, salary: s.salary, boardingFee: s.boardingFee };
}

/** Form values as antd gives them (a cleared box is undefined or null) made whole. */
export function normalizeStaff(raw: Partial<Record<keyof StaffValues, unknown>>): StaffValues {
  const values = emptyStaff();
  for (const key of TEXT_FIELDS) values[key] = typeof raw[key] === 'string' ? (raw[key] as string) : values[key];
  const money = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) ? v : null);
  return { ...values, salary: money(raw.salary), boardingFee: money(raw.boardingFee), photo: raw.photo instanceof File ? raw.photo : null };
}

/** Spec §5 Staff: name, father name, designation, birth date, mobile and nid are required. */
export function missingStaffFields(v: StaffValues): (keyof StaffValues)[] {
  const required = ['name', 'fatherName', 'designation', 'birthDate', 'mobile', 'nid'] as const;
  return required.filter((key) => !v[key].trim());
}

/** A nid typed with Bengali or Arabic digits, as the Latin digits the server stores; null when it is not a number. */
export function cleanNid(value: string): string | null {
  const digits = latinDigits(value.trim());
  return /^[0-9]{1,30}$/.test(digits) ? digits : null;
}

/** The mobile as sent: Latin digits, trimmed; too long is checkMobile (the server says so too). */
export function mobileTooLong(value: string): boolean {
  return value.trim().length > STAFF_MOBILE_MAX;
}

export function toStaffInput(v: StaffValues, id?: number): StaffInput {
  return {
    ...(id !== undefined ? { id } : {}),
    staffId: v.staffId.trim(), name: v.name.trim(), fatherName: v.fatherName.trim(), designation: v.designation.trim(),
    birthDate: v.birthDate, mobile: latinDigits(v.mobile.trim()), nid: cleanNid(v.nid) ?? v.nid.trim(),
    village: v.village.trim(), postOffice: v.postOffice.trim(), subDistrict: v.subDistrict.trim(), district: v.district.trim(),
    qualification: v.qualification.trim(), preExperience: v.preExperience.trim(), terms: v.terms.trim(),
    salary: v.salary ?? 0, boardingFee: v.boardingFee ?? 0, residenceType: v.residenceType, candidateType: v.candidateType,
    hireDate: v.hireDate, department: v.department.trim(),
  };
}

/** The list's address column: village, post office, sub-district, district (the given ones). */
export function staffAddress(s: Pick<StaffFieldsFragment, 'village' | 'postOffice' | 'subDistrict' | 'district'>): string {
  return [s.village, s.postOffice, s.subDistrict, s.district].map((x) => x.trim()).filter(Boolean).join(', ');
}

/** What ID cards print for: the selected rows, or every row shown when none is selected. */
export function cardStaff<T>(selected: readonly T[], shown: readonly T[]): T[] {
  return [...(selected.length ? selected : shown)];
}
