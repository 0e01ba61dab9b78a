import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';

/**
 * An article of the academy's public site (spec doc 2 §3 "Article"): the about text or a notice.
 * The content is HTML already cut to the allow-list of rules/articles.ts when it was saved.
 */
@Entity('articles')
// The office's list and the public page's notices: one academy's articles of a subject, newest first.
@Index('IDX_articles_code_subject', ['code', 'subject', 'id'])
export class Article {
  @PrimaryGeneratedColumn() id: number;
  @Column({ type: 'varchar', length: 16 }) code: string;
  /** about or notice */
  @Column({ type: 'varchar', length: 8 }) subject: string;
  @Column({ type: 'varchar', length: 200 }) title: string;
  /** The author (spec "writer"). */
  @Column({ type: 'varchar', length: 120, default: '' }) writer: string;
  /** Sanitised HTML, at most 65,535 UTF-8 bytes (TEXT on MySQL/MariaDB). */
  @Column({ type: 'text' }) content: string;
  @CreateDateColumn() createdAt: Date;
  @UpdateDateColumn() updatedAt: Date;
}
