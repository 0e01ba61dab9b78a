import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/**
 * The donor types (spec doc 2 §2 "Donor list (by code and type from route context)"): a general
 * donor gives now and then; a life-time donor has pledged for life and has the screen's own list
 * ("toolbar of the life-time donors list"). /donorList shows all, /donorList?type=lifeTime the life-time list.
 */
export const DONOR_TYPES = ['general', 'lifeTime'] as const;
export type DonorType = (typeof DONOR_TYPES)[number];

/**
 * A donor (spec doc 2 §3 Donor): member numbers are numeric and unique per academy and never
 * change once given; donationAmountPaisa is the pledged amount in integer paisa.
 */
@Entity('donors')
@Index('UQ_donors_code_member', ['code', 'memberNo'], { unique: true })
export class Donor {
  @PrimaryGeneratedColumn() id: number;
  @Column({ type: 'varchar', length: 16 }) code: string;
  @Column({ type: 'int' }) memberNo: number;
  /** general or lifeTime */
  @Column({ type: 'varchar', length: 16, default: 'general' }) donorType: string;
  @Column({ type: 'varchar', length: 120 }) donorName: string;
  @Column({ type: 'varchar', length: 120, default: '' }) fatherName: string;
  @Column({ type: 'varchar', length: 120 }) village: string;
  @Column({ type: 'varchar', length: 120 }) postOffice: string;
  @Column({ type: 'varchar', length: 120 }) subDistrict: string;
  @Column({ type: 'varchar', length: 120 }) district: string;
  /** The referrer's member number (numeric) and name; both optional. */
  @Column({ type: 'int', nullable: true, default: null }) referrerId: number | null;
  @Column({ type: 'varchar', length: 120, default: '' }) referrerName: string;
  @Column({ type: 'varchar', length: 40 }) mobile: string;
  @Column({ type: 'varchar', length: 160, default: '' }) email: string;
  @Column({ type: 'int' }) donationAmountPaisa: number;
  @CreateDateColumn() createdAt: Date;
}

/**
 * A donation (spec doc 2 §3 Donation): what a donor provided. The donor's name, father's name and
 * mobile are copied at the time. A donation written by a donation receipt (receiptId set) belongs
 * to that receipt: the receipt's amount is the money (the receipt service writes, changes and
 * deletes the row in the receipt's own transaction); the donations screen cannot delete it.
 */
@Entity('donations')
@Index('IDX_donations_code_member', ['code', 'memberNo'])
@Index('UQ_donations_code_receipt', ['code', 'receiptId'], { unique: true })
export class Donation {
  @PrimaryGeneratedColumn() id: number;
  @Column({ type: 'varchar', length: 16 }) code: string;
  @Column({ type: 'int' }) donorId: number;
  @Column({ type: 'int' }) memberNo: number;
  @Column({ type: 'varchar', length: 120 }) donorName: string;
  @Column({ type: 'varchar', length: 120, default: '' }) fatherName: string;
  @Column({ type: 'varchar', length: 255 }) address: string;
  @Column({ type: 'varchar', length: 40, default: '' }) mobile: string;
  /** The pledged amount at the time (integer paisa). */
  @Column({ type: 'int' }) donationAmountPaisa: number;
  /** What was provided (integer paisa). */
  @Column({ type: 'int' }) providedAmountPaisa: number;
  /** The provided amount in words in the academy's language (computed by the server). */
  @Column({ type: 'varchar', length: 500, default: '' }) inWords: string;
  @Column({ type: 'varchar', length: 120, default: '' }) responsible: string;
  /** YYYY-MM-DD */
  @Column({ type: 'varchar', length: 10 }) date: string;
  /** The donation receipt that wrote this donation, or null for one entered on the donations screen. */
  @Column({ type: 'int', nullable: true, default: null }) receiptId: number | null;
  @CreateDateColumn() createdAt: Date;
}
