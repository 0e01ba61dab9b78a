import { amountInWords, type WordsLang } from '@rules/in-words';
import type { ReceiptFieldsFragment, ReceiptInput } from '@/gql/graphql';
import { latinDigits } from '@/lib/format';

export const FUNDS = ['generalFund', 'charityFund'] as const;
export type Fund = (typeof FUNDS)[number];
export type ReceiptType = 'autoReceipt' | 'menualReceipt';
/** The largest receipt in taka (the server's limit). */
export const MAX_RECEIPT_TAKA = 20_000_000;

/** The receipt form's values (spec doc 2 §3 payload); the date is YYYY-MM-DD, the amount taka. */
export interface ReceiptValues {
  type: ReceiptType;
  bookNo: number | null;
  receiptFrom: number | null;
  receiptTill: number | null;
  donorName: string;
  address: string;
  mobile: string;
  fund: Fund | '';
  regarding: string;
  amount: number | null;
  date: string;
  principalCode: string;
  /** Donation receipts: the donor's member number as typed (checked before save) and the pledged amount in taka. */
  memberNo: string;
  donationAmount: number | null;
}

export const RECEIPT_FIELDS: (keyof ReceiptValues)[] = [
  'type', 'bookNo', 'receiptFrom', 'receiptTill', 'donorName', 'address', 'mobile', 'fund', 'regarding', 'amount', 'date', 'principalCode', 'memberNo', 'donationAmount',
];

export function emptyReceipt(today: string): ReceiptValues {
  return {
    type: 'autoReceipt', bookNo: null, receiptFrom: null, receiptTill: null, donorName: '', address: '', mobile: '', fund: '', regarding: '',
    amount: null, date: today, principalCode: '', memberNo: '', donationAmount: null,
  };
}

export function fromReceipt(r: ReceiptFieldsFragment): ReceiptValues {
  return {
    type: r.type === 'menualReceipt' ? 'menualReceipt' : 'autoReceipt', bookNo: r.bookNo, receiptFrom: r.receiptNoFrom, receiptTill: r.receiptNoTill,
    donorName: r.name, address: r.address, mobile: r.mobile, fund: (FUNDS as readonly string[]).includes(r.fund) ? (r.fund as Fund) : '',
    regarding: r.regarding, amount: r.amount, date: r.date, principalCode: '', memberNo: r.memberNo ? String(r.memberNo) : '', donationAmount: r.donationAmount ?? null,
  };
}

/** The fund's income heads (charityFund: mci, generalFund: mgi); a receipt's own head stays offered on edit. */
export function incomeHeads(fund: Fund | '', lists: { mci: string[]; mgi: string[] } | null | undefined, current = ''): string[] {
  const list = fund === 'charityFund' ? (lists?.mci ?? []) : fund === 'generalFund' ? (lists?.mgi ?? []) : [];
  return current && !list.includes(current) ? [...list, current] : list;
}

/** Taka above 0 with at most two decimals, within the limit, as exact paisa; else null. */
export function paisaOf(amount: unknown): number | null {
  if (typeof amount !== 'number' || !Number.isFinite(amount) || amount <= 0 || amount > MAX_RECEIPT_TAKA) return null;
  const paisa = Math.round(amount * 100);
  return Math.abs(amount * 100 - paisa) < 1e-6 ? paisa : null;
}

/** A superUser signs as themselves (the server's rule); everyone else gives the approver's code. */
export const signsWithCode = (userType: string | undefined) => userType !== 'superUser';

/** The UI language as the in-words rule names it. */
export function wordsLang(locale: string): WordsLang {
  return locale.startsWith('ar') ? 'ar' : locale.startsWith('en') ? 'en' : 'bn';
}

/** The amount in words, live as the amount is typed (spec §5): '' while the amount is not a valid one. */
export function liveWords(amount: unknown, locale: string): string {
  const paisa = paisaOf(amount);
  return paisa === null ? '' : amountInWords(paisa, wordsLang(locale));
}

/**
 * Spec §5: every field but the mobile is required; the book and pages only in manual mode (auto
 * takes them on the server); the principal's code unless the user is a superUser (who signs as themselves).
 */
export function missingReceiptFields(v: ReceiptValues, editing: boolean, codeNeeded = true, department = ''): (keyof ReceiptValues)[] {
  const missing: (keyof ReceiptValues)[] = [];
  if (department === 'donation' && !v.memberNo.trim()) missing.push('memberNo');
  if (!editing && v.type === 'menualReceipt') {
    if (!v.bookNo) missing.push('bookNo');
    if (!v.receiptFrom) missing.push('receiptFrom');
  }
  if (!v.donorName.trim()) missing.push('donorName');
  if (!v.address.trim()) missing.push('address');
  if (!v.fund) missing.push('fund');
  if (!v.regarding.trim()) missing.push('regarding');
  if (paisaOf(v.amount) === null) missing.push('amount');
  if (!/^\d{4}-\d{2}-\d{2}$/.test(v.date)) missing.push('date');
  if (codeNeeded && !v.principalCode.trim()) missing.push('principalCode');
  return missing;
}

/** Form values as antd gives them (cleared fields undefined) made whole. */
export function normalizeReceipt(raw: Partial<Record<keyof ReceiptValues, unknown>>): ReceiptValues {
  const text = (v: unknown) => (typeof v === 'string' ? v : '');
  const int = (v: unknown) => (typeof v === 'number' && Number.isInteger(v) && v > 0 ? v : null);
  return {
    type: raw.type === 'menualReceipt' ? 'menualReceipt' : 'autoReceipt', bookNo: int(raw.bookNo), receiptFrom: int(raw.receiptFrom),
    receiptTill: int(raw.receiptTill), donorName: text(raw.donorName), address: text(raw.address), mobile: text(raw.mobile),
    fund: (FUNDS as readonly unknown[]).includes(raw.fund) ? (raw.fund as Fund) : '', regarding: text(raw.regarding),
    amount: typeof raw.amount === 'number' ? raw.amount : null, date: text(raw.date), principalCode: text(raw.principalCode),
    memberNo: typeof raw.memberNo === 'number' ? String(raw.memberNo) : text(raw.memberNo),
    donationAmount: typeof raw.donationAmount === 'number' ? raw.donationAmount : null,
  };
}

/** The server's input: in words is never sent (the server computes it); auto mode sends no book or pages; only donation receipts carry a member. */
export function toReceiptInput(v: ReceiptValues, department: string, id?: number): ReceiptInput {
  const manual = v.type === 'menualReceipt';
  return {
    ...(id !== undefined ? { id } : {}),
    department, type: v.type,
    bookNo: manual ? v.bookNo : null, receiptFrom: manual ? v.receiptFrom : null, receiptTill: manual ? (v.receiptTill ?? v.receiptFrom) : null,
    donorName: v.donorName.trim(), address: v.address.trim(), mobile: v.mobile.trim(), fund: v.fund, regarding: v.regarding.trim(),
    amount: v.amount ?? 0, date: v.date, principalCode: v.principalCode.trim(),
    ...(department === 'donation' ? { memberNo: Number(latinDigits(v.memberNo.trim())) || null, donationAmount: v.donationAmount } : {}),
  };
}

/** A receipt's page(s): "12", or "12–14" for a receipt over several pages. */
export function pagesText(r: Pick<ReceiptFieldsFragment, 'receiptNoFrom' | 'receiptNoTill'>): string {
  return r.receiptNoFrom === r.receiptNoTill ? String(r.receiptNoFrom) : `${r.receiptNoFrom}–${r.receiptNoTill}`;
}
