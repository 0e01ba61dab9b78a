import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

export interface BookMetaEntry { name: string; isOptional: boolean }
/** book1 … book15, each with a name and whether it is optional. */
export type BookMeta = Record<string, BookMetaEntry>;

/** A class row of the class panel: department, class, group and up to 15 books. */
@Entity('classes')
@Index('UQ_classes_code_dept_class_group', ['code', 'department', 'className', 'groupName'], { unique: true })
export class ClassRoom {
  @PrimaryGeneratedColumn() id: number;
  @Column({ type: 'varchar', length: 16 }) code: string;
  @Column({ type: 'varchar', length: 80 }) department: string;
  @Column({ type: 'varchar', length: 80 }) className: string;
  @Column({ type: 'varchar', length: 80, default: '' }) groupName: string;
  @Column({ type: 'simple-json' }) bookMeta: BookMeta;
  @CreateDateColumn() createdAt: Date;
}
