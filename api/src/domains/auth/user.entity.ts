import type { Role } from '../../rules/permissions';
import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/** The academy user types are the roles of the permission table (rules/permissions.ts). */
export type UserType = Role;

/** A person who signs in to one academy. E-mail is unique across academies (sign-in has no code). */
@Entity('users')
@Index('IDX_users_code', ['code'])
export class User {
  @PrimaryGeneratedColumn() id: number;
  @Column({ type: 'varchar', length: 16 }) code: string;
  @Column({ type: 'varchar', length: 160, unique: true }) email: string;
  @Column({ type: 'varchar', length: 32 }) type: UserType;
  @Column({ type: 'varchar', length: 80 }) firstName: string;
  @Column({ type: 'varchar', length: 80 }) lastName: string;
  @Column({ type: 'varchar', length: 100 }) passwordHash: string;
  @Column({ type: 'varchar', length: 255, default: '' }) signUrl: string;
  @Column({ type: 'varchar', length: 255, default: '' }) avatarUrl: string;
  /** Raised on logout and password change: tokens carrying an older version are refused. */
  @Column({ type: 'int', default: 0 }) tokenVersion: number;
  @CreateDateColumn() createdAt: Date;
}
