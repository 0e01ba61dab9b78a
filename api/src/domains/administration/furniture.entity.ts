import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/**
 * A furniture item of the store (spec doc 1 §3 "Furniture"): how many the academy has and how
 * many are given out; remain = totalHas − totalGiven, never below 0 (the give-out is one
 * conditional UPDATE, DESIGN §5). One item per name in an academy.
 */
@Entity('furnitures')
@Index('UQ_furnitures_code_name', ['code', 'furnitureName'], { unique: true })
export class Furniture {
  @PrimaryGeneratedColumn() id: number;
  @Column({ type: 'varchar', length: 16 }) code: string;
  @Column({ type: 'varchar', length: 120 }) furnitureName: string;
  @Column({ type: 'int' }) totalHas: number;
  @Column({ type: 'int', default: 0 }) totalGiven: number;
  @Column({ type: 'varchar', length: 120, default: '' }) responsible: string;
  /** YYYY-MM-DD (Asia/Dhaka): the date of the form that brought the item in. */
  @Column({ type: 'varchar', length: 10 }) createdAt: string;
}

/**
 * A give-out (spec doc 1 §3 "Given furniture", doc 2 §3): what went to which department and
 * receiver, when, and who gave it. Its amount is part of the item's totalGiven until accepted back.
 */
@Entity('given_furnitures')
@Index('IDX_given_furnitures_code_furniture', ['code', 'furnitureId'])
export class GivenFurniture {
  @PrimaryGeneratedColumn() id: number;
  @Column({ type: 'varchar', length: 16 }) code: string;
  @Column({ type: 'int' }) furnitureId: number;
  @Column({ type: 'varchar', length: 120 }) furnitureName: string;
  @Column({ type: 'int' }) totalGiven: number;
  @Column({ type: 'varchar', length: 120 }) receiverDepartment: string;
  @Column({ type: 'varchar', length: 120 }) receiverResponsible: string;
  /** The instant of the give-out (UTC). */
  @Column({ type: 'datetime' }) givenAt: Date;
  /** Who gave it out (the give-out's "responsible"). */
  @Column({ type: 'varchar', length: 120, default: '' }) provider: string;
}

export const furnitureEntities: Function[] = [Furniture, GivenFurniture];
