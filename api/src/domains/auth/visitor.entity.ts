import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/**
 * A visitor of an academy's public site, signed in with an e-mail alone (spec doc 2 §7 "visitor
 * sign-in sends visitorEmail and returns a user"; doc 1 §2 the public result and the online
 * admission "as a visitor"). One row per academy and address. A visitor is not an academy user:
 * no password, no type of the permission table, so no office right; their session is a token of
 * its own kind (platform/tokens.ts `visitor`). Their online applications are linked to the row
 * (students.visitorId), so they can follow them.
 */
@Entity('visitors')
@Index('UQ_visitors_code_email', ['code', 'email'], { unique: true })
export class Visitor {
  @PrimaryGeneratedColumn() id: number;
  /** The academy whose public site the visitor signed in on. */
  @Column({ type: 'varchar', length: 16 }) code: string;
  /** Lower case, trimmed. */
  @Column({ type: 'varchar', length: 254 }) email: string;
  /** Raised by sign-out: the visitor's earlier tokens stop working. */
  @Column({ type: 'int', default: 0 }) tokenVersion: number;
  @CreateDateColumn() createdAt: Date;
}
