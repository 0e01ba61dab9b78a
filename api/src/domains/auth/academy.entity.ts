import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

export const ACADEMY_TYPES = ['school', 'madrasa', 'college', 'kindergarten', 'university'] as const;
export type AcademyType = (typeof ACADEMY_TYPES)[number];
export const LANGUAGES = ['bn', 'en', 'ar'] as const;

/** An institution (tenant). `code` is the institute code every tenant row carries. */
@Entity('academies')
export class Academy {
  @PrimaryGeneratedColumn() id: number;
  @Column({ type: 'varchar', length: 16, unique: true }) code: string;
  /** The e-mail prefix: the public site's path segment. */
  @Column({ type: 'varchar', length: 64, unique: true }) slug: string;
  @Column({ type: 'varchar', length: 160 }) name: string;
  @Column({ type: 'varchar', length: 255 }) address: string;
  @Column({ type: 'varchar', length: 160 }) englishName: string;
  @Column({ type: 'varchar', length: 255 }) englishAddress: string;
  @Column({ type: 'varchar', length: 2 }) country: string;
  @Column({ type: 'varchar', length: 40 }) mobile: string;
  @Column({ type: 'varchar', length: 16 }) academyType: AcademyType;
  @Column({ type: 'int' }) numberOfStudents: number;
  @Column({ type: 'varchar', length: 160, unique: true }) email: string;
  @Column({ type: 'varchar', length: 2, default: 'bn' }) language: string;
  @Column({ type: 'varchar', length: 255, default: '' }) logoUrl: string;
  @Column({ type: 'varchar', length: 255, default: '' }) calligraphyUrl: string;
  @Column({ type: 'varchar', length: 255, default: '' }) academyPhotoUrl: string;
  @Column({ type: 'varchar', length: 255, default: '' }) studentDefaultPhotoUrl: string;
  /** Monthly bill in paisa. */
  @Column({ type: 'int', default: 0 }) bill: number;
  /** SMS balance in paisa. */
  @Column({ type: 'int', default: 0 }) smsBalance: number;
  @Column({ type: 'boolean', default: false }) activation: boolean;
  /** YYYY-MM-DD (Asia/Dhaka); the academy is valid while today is before it. */
  @Column({ type: 'varchar', length: 10, default: '' }) expiryDate: string;
  @Column({ type: 'varchar', length: 10, default: '' }) balanceExpiry: string;
  @CreateDateColumn() createdAt: Date;
}
