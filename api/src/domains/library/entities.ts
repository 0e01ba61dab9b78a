import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/** Money in integer paisa, as bigint (read back as a number; exact below 2^53). */
const paisa = { type: 'bigint' as const, default: 0, transformer: { to: (v: number) => v, from: (v: string | number | null) => (v === null ? 0 : Number(v)) } };

/**
 * A book of the library (spec doc 2 §3 "Book"): one copy, named by its number and part, unique in
 * an academy. condition is 'in' on the shelf and 'out' while provided; the provide is one
 * conditional UPDATE (… WHERE condition = 'in'), so a book is never lent twice.
 */
@Entity('books')
@Index('UQ_books_code_no_part', ['code', 'bookNo', 'part'], { unique: true })
export class Book {
  @PrimaryGeneratedColumn() id: number;
  @Column({ type: 'varchar', length: 16 }) code: string;
  @Column({ type: 'int' }) bookNo: number;
  @Column({ type: 'int' }) part: number;
  @Column({ type: 'varchar', length: 160 }) bookName: string;
  @Column({ type: 'varchar', length: 120, default: '' }) writer: string;
  @Column({ type: 'varchar', length: 120, default: '' }) subject: string;
  @Column({ type: 'varchar', length: 120, default: '' }) publisher: string;
  @Column({ ...paisa }) pricePaisa: number;
  @Column({ type: 'varchar', length: 120, default: '' }) storageLocation: string;
  @Column({ type: 'varchar', length: 3, default: 'in' }) condition: string;
  /** YYYY-MM-DD (Asia/Dhaka): the day it was added. */
  @Column({ type: 'varchar', length: 10 }) createdAt: string;
}

/**
 * A provided-books record (spec doc 2 §3): the receiver (a student by admit number or a staff
 * member by staff id), the dates and the late fee. While any of its books is out, openKey holds
 * "kind:idNo" and a unique key refuses a second open record for the same receiver (the
 * duplicate message); when everything is back openKey is NULL and returnedDate is set.
 */
@Entity('provided_books')
@Index('UQ_provided_books_code_open', ['code', 'openKey'], { unique: true })
@Index('IDX_provided_books_code_id_no', ['code', 'idNo'])
export class ProvidedBook {
  @PrimaryGeneratedColumn() id: number;
  @Column({ type: 'varchar', length: 16 }) code: string;
  @Column({ type: 'varchar', length: 8 }) kind: string;
  @Column({ type: 'varchar', length: 40 }) idNo: string;
  @Column({ type: 'varchar', length: 120 }) name: string;
  @Column({ type: 'varchar', length: 120, default: '' }) classOrLevel: string;
  @Column({ type: 'varchar', length: 10 }) givingDate: string;
  @Column({ type: 'varchar', length: 10 }) receivingDate: string;
  @Column({ ...paisa }) lateFeePaisa: number;
  @Column({ type: 'varchar', length: 60, nullable: true }) openKey: string | null;
  @Column({ type: 'varchar', length: 10, nullable: true }) returnedDate: string | null;
  /** Who provided the books (the signed-in user's name). */
  @Column({ type: 'varchar', length: 120, default: '' }) provider: string;
}

/** One book of a provided-books record (books_provided: name, number, part); returnedDate once accepted back. */
@Entity('provided_book_items')
@Index('IDX_provided_book_items_code_provided', ['code', 'providedId'])
export class ProvidedBookItem {
  @PrimaryGeneratedColumn() id: number;
  @Column({ type: 'varchar', length: 16 }) code: string;
  @Column({ type: 'int' }) providedId: number;
  @Column({ type: 'int' }) bookId: number;
  @Column({ type: 'int' }) bookNo: number;
  @Column({ type: 'int' }) part: number;
  @Column({ type: 'varchar', length: 160 }) bookName: string;
  @Column({ type: 'varchar', length: 10, nullable: true }) returnedDate: string | null;
}

/** The library's own settings, one row per academy: the late fee per day (paisa; 0 when absent). */
@Entity('library_settings')
@Index('UQ_library_settings_code', ['code'], { unique: true })
export class LibrarySettings {
  @PrimaryGeneratedColumn() id: number;
  @Column({ type: 'varchar', length: 16 }) code: string;
  @Column({ ...paisa }) lateFeePerDayPaisa: number;
}

/** The library entities (issue 11). */
export const libraryEntities: Function[] = [Book, ProvidedBook, ProvidedBookItem, LibrarySettings];
