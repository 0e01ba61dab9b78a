import { mergeFeeLines } from '@rules/fees';
import type { Dayjs } from 'dayjs';
import { MISSING_CODE_KEY, SIGNATURE_BLOCKS, type BlockValues, type SignatureBlock } from '@rules/admission';
import type { StudentFieldsFragment, StudentInput } from '@/gql/graphql';

export const NEW_OLD = ['new', 'old'] as const;
export const RESIDENCES = ['residential', 'nonResidential', 'daycare'] as const;
export const CATEGORIES = ['general', 'needy', 'orphan'] as const;
export const BLOCKS = Object.keys(SIGNATURE_BLOCKS) as SignatureBlock[];

/** The input field that carries each block's code (and, read back, the signature image URL). */
export const CODE_FIELD: Record<SignatureBlock, 'inspectorSign' | 'examinerSign' | 'eduSecSign' | 'principalSign'> = {
  inspector: 'inspectorSign', examiner: 'examinerSign', eduSec: 'eduSecSign', principal: 'principalSign',
};

export interface FeeLine { title: string; amount: number }

export interface AdmissionValues {
  newOld: string;
  department: string;
  residenceType: string;
  category: string;
  formNo?: number | null;
  admitNo?: number | null;
  assignAdmitNo?: boolean;
  name: string;
  fatherName: string;
  motherName: string;
  village: string;
  postOffice: string;
  subDistrict: string;
  district: string;
  birthDate?: Dayjs | null;
  guardianMobile: string;
  relationWithGuardian: string;
  fatherJob: string;
  guardian2: string;
  preAcademy: string;
  preClass: string;
  choosingClass: string;
  inspectorComment?: string;
  examiner: string;
  book1: string;
  number1?: number | null;
  average?: number | null;
  book2: string;
  number2?: number | null;
  approvedClass?: string;
  groupName?: string;
  approval?: string;
  /** Codes typed this session, by block. */
  codes?: Partial<Record<SignatureBlock, string>>;
  fees?: FeeLine[];
  photo?: File | null;
}

export function emptyValues(): AdmissionValues {
  return {
    newOld: 'new', department: '', residenceType: 'residential', category: 'general', formNo: null, admitNo: null,
    assignAdmitNo: false, name: '', fatherName: '', motherName: '', village: '', postOffice: '', subDistrict: '', district: '',
    birthDate: null, guardianMobile: '', relationWithGuardian: '', fatherJob: '', guardian2: '', preAcademy: '', preClass: '',
    choosingClass: '', inspectorComment: undefined, examiner: '', book1: '', number1: null, average: null, book2: '',
    number2: null, approvedClass: undefined, groupName: undefined, approval: undefined, codes: {}, fees: [], photo: null,
  };
}

const orUndefined = (v: string) => (v ? v : undefined);

/** The loaded student as form values (the birth date is turned into a Dayjs by the caller). */
export function valuesFromStudent(s: StudentFieldsFragment): Omit<AdmissionValues, 'birthDate'> {
  return {
    ...emptyValues(),
    newOld: s.newOld, department: s.department, residenceType: s.residence, category: s.category, formNo: s.formNo,
    admitNo: s.admitNo ?? null, name: s.name, fatherName: s.fatherName, motherName: s.motherName, village: s.village,
    postOffice: s.postOffice, subDistrict: s.subDistrict, district: s.district, guardianMobile: s.guardianMobile,
    relationWithGuardian: s.guardianRelation, fatherJob: s.fatherJob, guardian2: s.guardian2, preAcademy: s.preAcademy,
    preClass: s.preClass, choosingClass: s.choosingClass, inspectorComment: orUndefined(s.inspectorComment),
    examiner: s.examiner, book1: s.book1, number1: s.number1 ?? null, average: s.average ?? null, book2: s.book2,
    number2: s.number2 ?? null, approvedClass: orUndefined(s.admittedClass), groupName: orUndefined(s.groupName),
    approval: orUndefined(s.approval), fees: s.fees.map((f) => ({ title: f.title, amount: f.amount })),
  };
}

type Blocky = Pick<AdmissionValues, 'inspectorComment' | 'examiner' | 'book1' | 'number1' | 'average' | 'book2' | 'number2' | 'approvedClass' | 'approval'>;

/** The signed fields of the form, as `changedBlocks` compares them. */
export function blockValues(v: Partial<Blocky>): Partial<BlockValues> {
  return {
    inspectorComment: v.inspectorComment, examiner: v.examiner, book1: v.book1, number1: v.number1, average: v.average,
    book2: v.book2, number2: v.number2, approvedClass: v.approvedClass, approval: v.approval,
  };
}

/** The signed fields of a loaded student (none for a new form). */
export function studentBlockValues(s: StudentFieldsFragment | null): Partial<BlockValues> {
  if (!s) return {};
  return blockValues({ ...s, approvedClass: s.admittedClass });
}

/** Which block a server answer asks a code for (inspectorSignRequire → inspector …). */
export function blockOfMissingCode(key: string): SignatureBlock | null {
  return BLOCKS.find((b) => MISSING_CODE_KEY[b] === key) ?? null;
}

/** Which block an incorrectCode answer names (its params.field is the code field). */
export function blockOfField(field: unknown): SignatureBlock | null {
  return BLOCKS.find((b) => CODE_FIELD[b] === field) ?? null;
}

/**
 * Fee lines for the form (spec §5): the amounts already there are kept; a title from the class's
 * fee rules that is missing is added with the rule's amount.
 */
/** The form's fee lines and the academy's rule lines: the shared rule (rules/fees.ts). */
export const mergeFees = mergeFeeLines;

export function feeTotal(fees: FeeLine[]): number {
  return Math.round(fees.reduce((sum, f) => sum + (Number(f.amount) || 0) * 100, 0)) / 100;
}

const trim = (v: string | undefined | null) => (v ?? '').trim();
const num = (v: number | null | undefined) => (typeof v === 'number' && Number.isFinite(v) ? v : null);

interface InputOptions {
  id?: number;
  visitor: boolean;
  /** The blocks changed this session; only their codes travel. */
  changed: SignatureBlock[];
}

/** The StudentInput the server takes (spec §3 "Student (submitted)"). */
export function toInput(v: AdmissionValues, { id, visitor, changed }: InputOptions): StudentInput {
  const input: StudentInput = {
    newOld: v.newOld, department: trim(v.department), residenceType: v.residenceType, category: v.category,
    name: trim(v.name), fatherName: trim(v.fatherName), motherName: trim(v.motherName), village: trim(v.village),
    postOffice: trim(v.postOffice), subDistrict: trim(v.subDistrict), district: trim(v.district),
    birthDate: v.birthDate ? v.birthDate.format('YYYY-MM-DD') : '', guardianMobile: trim(v.guardianMobile),
    relationWithGuardian: trim(v.relationWithGuardian), fatherJob: trim(v.fatherJob), guardian2: trim(v.guardian2),
    preAcademy: trim(v.preAcademy), preClass: trim(v.preClass), choosingClass: trim(v.choosingClass),
  };
  if (visitor) return input;
  if (id !== undefined) input.id = id;
  if (num(v.formNo) !== null) input.formNo = num(v.formNo);
  if (v.assignAdmitNo) input.assignAdmitNo = true;
  else input.admitNo = num(v.admitNo);
  Object.assign(input, {
    inspectorComment: trim(v.inspectorComment), examiner: trim(v.examiner), book1: trim(v.book1), number1: num(v.number1),
    average: num(v.average), book2: trim(v.book2), number2: num(v.number2), approvedClass: trim(v.approvedClass),
    groupName: trim(v.groupName), approval: trim(v.approval),
    fees: (v.fees ?? []).map((f) => ({ title: f.title, amount: Number(f.amount) || 0 })),
  });
  for (const block of changed) {
    const code = trim(v.codes?.[block]);
    if (code) input[CODE_FIELD[block]] = code;
  }
  return input;
}
