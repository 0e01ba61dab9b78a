import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';

/**
 * The four account-head ("regarding") lists (spec doc 2 §3 Regardings): monthly charity income,
 * charity expense, general income, general expense. Receipts take their regarding from the
 * fund's income list (charityFund: mci, generalFund: mgi), vouchers from its expense list.
 */
export const REGARDING_KINDS = ['mci', 'mce', 'mgi', 'mge'] as const;
export type RegardingKind = (typeof REGARDING_KINDS)[number];

/** Approved receipt book departments (spec doc 2 §3). */
export const BOOK_DEPARTMENTS = ['accounts', 'boarding', 'donation', 'allDepartments'] as const;
/** Receipt departments: /receipt (accounts), /boardingreceipt (boarding), donation receipts (/donationRecord1) and the other departments the spec has seen. */
export const RECEIPT_DEPARTMENTS = ['accounts', 'boarding', 'caravan', 'accept-money', 'donation'] as const;
/** The spec's spellings (DESIGN §6: spec names are data). */
export const RECEIPT_TYPES = ['autoReceipt', 'menualReceipt'] as const;
export const BOOK_CONDITIONS = ['unfinished', 'finished'] as const;
/** unsaved, then saved once the monthly count is done (spec doc 2 §4). */
export const RECEIPT_CONDITIONS = ['unsaved', 'saved'] as const;

/** One of an academy's regarding lists: the heads in the order the accountant wrote them, no duplicates. */
@Entity('regardings')
@Index('UQ_regardings_code_kind', ['code', 'kind'], { unique: true })
export class RegardingList {
  @PrimaryGeneratedColumn() id: number;
  @Column({ type: 'varchar', length: 16 }) code: string;
  /** mci, mce, mgi or mge */
  @Column({ type: 'varchar', length: 3 }) kind: string;
  @Column({ type: 'simple-json' }) regardings: string[];
}

/**
 * A paper receipt book approved by a council member (spec doc 2 §3): its pages are numbered
 * receiptFrom … receiptFrom + pages − 1; cutted is how many of them receipts use, remain = pages − cutted.
 * Unfinished until every page is used. Book numbers are unique per academy.
 */
@Entity('approved_receipt_books')
@Index('UQ_approved_receipt_books_code_book', ['code', 'bookNo'], { unique: true })
export class ApprovedReceiptBook {
  @PrimaryGeneratedColumn() id: number;
  @Column({ type: 'varchar', length: 16 }) code: string;
  @Column({ type: 'int' }) bookNo: number;
  /** The first page's receipt number (the form's receiptFrom, 1 unless told). */
  @Column({ type: 'int', default: 1 }) receiptFrom: number;
  @Column({ type: 'int' }) pages: number;
  /** Pages used by receipts (recounted on every receipt change of the book). */
  @Column({ type: 'int', default: 0 }) cutted: number;
  /** accounts, boarding, donation or allDepartments */
  @Column({ type: 'varchar', length: 16 }) department: string;
  /** The approving council member's signature image and name. */
  @Column({ type: 'varchar', length: 255, default: '' }) aporverSign: string;
  @Column({ type: 'varchar', length: 120, default: '' }) aporverName: string;
  /** The second approver: the user who entered the approval. */
  @Column({ type: 'varchar', length: 255, default: '' }) aporver1Sign: string;
  @Column({ type: 'varchar', length: 120, default: '' }) aporver1Name: string;
  /** YYYY-MM-DD (Asia/Dhaka), the day of the approval. */
  @Column({ type: 'varchar', length: 10 }) date: string;
  /** unfinished or finished */
  @Column({ type: 'varchar', length: 12, default: 'unfinished' }) condition: string;
}

/**
 * A money receipt (spec doc 2 §3 Receipt). It uses pages receiptNoFrom … receiptNoTill of book
 * bookNo; no page of a book is used by two receipts of an academy. Money is integer paisa;
 * inWords is computed by the server (rules/in-words.ts) in the academy's language.
 */
@Entity('receipts')
@Index('UQ_receipts_code_book_from', ['code', 'bookNo', 'receiptNoFrom'], { unique: true })
@Index('IDX_receipts_code_department_id', ['code', 'department', 'id'])
@Index('IDX_receipts_code_date', ['code', 'date'])
export class Receipt {
  @PrimaryGeneratedColumn() id: number;
  @Column({ type: 'varchar', length: 16 }) code: string;
  /** accounts, boarding, caravan, accept-money or donation */
  @Column({ type: 'varchar', length: 16 }) department: string;
  /** A donation receipt's donor (member number, checked against the academy's donors) and the pledged amount in paisa; null otherwise. */
  @Column({ type: 'int', nullable: true, default: null }) memberNo: number | null;
  @Column({ type: 'int', nullable: true, default: null }) donationAmountPaisa: number | null;
  /** autoReceipt or menualReceipt */
  @Column({ type: 'varchar', length: 16 }) type: string;
  @Column({ type: 'int' }) bookNo: number;
  @Column({ type: 'int' }) receiptNoFrom: number;
  @Column({ type: 'int' }) receiptNoTill: number;
  /** The donor or payer (the spec's name / donorName). */
  @Column({ type: 'varchar', length: 120 }) name: string;
  @Column({ type: 'varchar', length: 255 }) address: string;
  @Column({ type: 'varchar', length: 40, default: '' }) mobile: string;
  /** generalFund or charityFund */
  @Column({ type: 'varchar', length: 16 }) fund: string;
  @Column({ type: 'varchar', length: 120 }) regarding: string;
  @Column({ type: 'int' }) amountPaisa: number;
  @Column({ type: 'varchar', length: 500, default: '' }) inWords: string;
  /** YYYY-MM-DD */
  @Column({ type: 'varchar', length: 10 }) date: string;
  /** The signature image of the user who wrote the receipt, and who that was. */
  @Column({ type: 'varchar', length: 255, default: '' }) receiverSign: string;
  @Column({ type: 'varchar', length: 120, default: '' }) receiverName: string;
  @Column({ type: 'int', nullable: true, default: null }) receiverId: number | null;
  /** The signature image of the principal whose code signed it, and who that was. */
  @Column({ type: 'varchar', length: 255, default: '' }) principalSign: string;
  @Column({ type: 'varchar', length: 120, default: '' }) principalName: string;
  @Column({ type: 'int', nullable: true, default: null }) principalSignerId: number | null;
  /** unsaved or saved (saved by the monthly count: no edit or delete). */
  @Column({ type: 'varchar', length: 8, default: 'unsaved' }) condition: string;
  @CreateDateColumn() createdAt: Date;
  @UpdateDateColumn() updatedAt: Date;
}

export const receiptEntities: Function[] = [RegardingList, ApprovedReceiptBook, Receipt];
