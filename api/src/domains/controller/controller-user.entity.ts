import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

export const CONTROLLER_TYPES = ['super_admin', 'moderator', 'admin'] as const;
export type ControllerType = (typeof CONTROLLER_TYPES)[number];

/** The product owner's operators. Not tied to an academy. */
@Entity('controller_users')
export class ControllerUser {
  @PrimaryGeneratedColumn() id: number;
  @Column({ type: 'varchar', length: 160, unique: true }) email: string;
  @Column({ type: 'varchar', length: 16 }) type: ControllerType;
  @Column({ type: 'varchar', length: 80, default: '' }) firstName: string;
  @Column({ type: 'varchar', length: 80, default: '' }) lastName: string;
  @Column({ type: 'varchar', length: 100 }) passwordHash: string;
  /** The second secret asked at controller sign-in, hashed like a password. */
  @Column({ type: 'varchar', length: 100 }) codeHash: string;
  @Column({ type: 'int', default: 0 }) tokenVersion: number;
  @Column({ type: 'varchar', length: 255, default: '' }) signUrl: string;
  @Column({ type: 'varchar', length: 255, default: '' }) avatarUrl: string;
  @CreateDateColumn() createdAt: Date;
}
