import type { FindOptionsWhere } from 'typeorm';
import { authorize } from '../../platform/authorize';
import { tenant, type Ctx } from '../../platform/context';
import { owned, searchWhere, type Page, type PageArgs } from '../../platform/crud';
import { AppError } from '../../platform/errors';
import type { IncomingFile } from '../../platform/storage';
import {
  ARTICLE_CONTENT_MAX_BYTES, articlePreview, hasContent, isArticleSubject, sanitizeArticle, type ArticleSubject,
} from '../../rules/articles';
import { Staff } from '../administration/staff.entity';
import { publicPhotoPath } from '../administration/staff.service';
import { Academy } from '../auth/academy.entity';
import { settingsOf } from '../others/settings.service';
import { Article } from './article.entity';
import type { ArticleInput, ArticleView, PublicArticleView, PublicStaffCardView, PublicWebsiteView } from './article.types';

/** Notices the public home lists (newest first); older ones stay reachable by their address. */
export const PUBLIC_NOTICES = 20;
/** Staff cards the public home shows at most. */
export const PUBLIC_STAFF = 200;

export function articleView(a: Article): ArticleView {
  return {
    id: a.id, subject: a.subject, title: a.title, writer: a.writer, content: a.content, preview: articlePreview(a.content),
    createdAt: a.createdAt, updatedAt: a.updatedAt,
  };
}

/**
 * The REST answer: the spec's read fields id, title, subject, author, content, created_at (doc 2 §3
 * "Article": author, which the payload calls writer), writer too (the payload's name, which the
 * product's screen reads), plus preview and updated_at.
 */
export function articleRestView(a: Article) {
  return {
    id: a.id, title: a.title, subject: a.subject, author: a.writer, writer: a.writer, content: a.content, preview: articlePreview(a.content),
    created_at: a.createdAt, updated_at: a.updatedAt,
  };
}

function publicView(a: Article, academy: Academy): PublicArticleView {
  return {
    id: a.id, subject: a.subject, title: a.title, writer: a.writer, content: a.content, preview: articlePreview(a.content),
    createdAt: a.createdAt, academyName: academy.name, academySlug: academy.slug,
  };
}

/** The input's fields as stored: trimmed title and writer, the content cut to the allow-list. */
function cleaned(code: string, input: ArticleInput): Pick<Article, 'subject' | 'title' | 'writer' | 'content'> {
  if (!isArticleSubject(input.subject)) throw new AppError('requiredField', { field: 'subject' });
  const content = sanitizeArticle(input.content, code);
  if (!hasContent(content)) throw new AppError('requiredField', { field: 'content' });
  if (Buffer.byteLength(content, 'utf8') > ARTICLE_CONTENT_MAX_BYTES) throw new AppError('invalidValue', { field: 'content' });
  return { subject: input.subject, title: input.title.trim(), writer: (input.writer ?? '').trim(), content };
}

async function academyBySlug(ctx: Ctx, slug: string): Promise<Academy | null> {
  const s = slug.trim().toLowerCase();
  return s ? ctx.db.getRepository(Academy).findOneBy({ slug: s }) : null;
}

/** Whether the visitor is one of the academy's own signed-in users (they see notices even while hidden). */
const ownUser = (ctx: Ctx, code: string) => ctx.actor?.user.code === code;

export interface ArticleFilter { search?: string | null; subject?: string | null }

/** Articles (spec doc 2 §2 /articles, §6: no restriction beyond the academy sign-in; §7). */
export const articlesService = {
  /** The academy's articles, newest first; optionally one subject or matching words (title, writer). */
  async list(ctx: Ctx, args: PageArgs, filter: ArticleFilter): Promise<Page<Article>> {
    authorize(ctx, { permission: 'academy.read' });
    if (filter.subject && !isArticleSubject(filter.subject)) throw new AppError('invalidValue', { field: 'subject' });
    const base: FindOptionsWhere<Article> = filter.subject ? { subject: filter.subject } : {};
    const words = searchWhere<Article>(['title', 'writer'], filter.search);
    const where = words ? words.map((w) => ({ ...base, ...w })) : base;
    return owned(ctx, Article).page(args, where, { id: 'DESC' });
  },

  /** The guardian notice page (spec /notice): the academy's notices, newest first (the last 50), whatever the public site shows. */
  async notices(ctx: Ctx): Promise<Article[]> {
    authorize(ctx, { permission: 'guardian.read' });
    return ctx.db.getRepository(Article).find({ where: { code: ctx.actor!.user.code, subject: 'notice' }, order: { id: 'DESC' }, take: 50 });
  },

  async create(ctx: Ctx, input: ArticleInput): Promise<Article> {
    authorize(ctx, { permission: 'article.write', write: true });
    const articles = owned(ctx, Article);
    return articles.repo.save(articles.create(cleaned(articles.code, input)));
  },

  /** Changes the article input.id names (of this academy, else sorryNotFound). */
  async update(ctx: Ctx, input: ArticleInput): Promise<Article> {
    authorize(ctx, { permission: 'article.write', write: true });
    if (!input.id) throw new AppError('requiredField', { field: 'id' });
    const articles = owned(ctx, Article);
    const fields = cleaned(articles.code, input);
    const row = await articles.get(input.id);
    const done = await articles.repo.update({ id: row.id, code: articles.code }, fields);
    if (!done.affected) throw new AppError('sorryNotFound');
    return articles.get(row.id);
  },

  async remove(ctx: Ctx, id: number): Promise<void> {
    authorize(ctx, { permission: 'article.write', write: true });
    await owned(ctx, Article).remove(id);
  },

  /**
   * An image for an article (the editor's "insert image"): checked by its bytes (PNG, JPEG, WebP or
   * GIF, else invalidFile) and size (fileTooLarge), stored under the academy as a public site
   * image, and its address returned: the one address the sanitizer keeps in an article.
   */
  async uploadImage(ctx: Ctx, image: IncomingFile | undefined): Promise<string> {
    authorize(ctx, { permission: 'article.write', write: true });
    if (!image) throw new AppError('requiredField', { field: 'image' });
    return ctx.storage.saveImage(tenant(ctx), 'articleImage', image);
  },

  /**
   * /{slug}/articles/{id} (no sign-in): the academy's article. A missing id, another academy's
   * article, or a notice while the notice setting is off (except for the academy's own users) is
   * sorryNotFound.
   */
  async publicArticle(ctx: Ctx, slug: string, id: number): Promise<PublicArticleView> {
    const academy = await academyBySlug(ctx, slug);
    const row = academy && Number.isInteger(id) && id > 0 ? await ctx.db.getRepository(Article).findOneBy({ id, code: academy.code }) : null;
    if (!academy || !row) throw new AppError('sorryNotFound');
    if (row.subject === 'notice' && !ownUser(ctx, academy.code) && !(await settingsOf(ctx.db, academy.code)).notice) throw new AppError('sorryNotFound');
    return publicView(row, academy);
  },

  /**
   * The public home's content (no sign-in): the newest about article, the newest notices while the
   * notice setting is on, the staff cards while the officiants setting is on, and the academy's
   * e-mail and mobile for the footer (spec doc 2 §2). null for an unknown slug.
   */
  async publicWebsite(ctx: Ctx, slug: string): Promise<PublicWebsiteView | null> {
    const academy = await academyBySlug(ctx, slug);
    if (!academy) return null;
    const { code } = academy;
    const settings = await settingsOf(ctx.db, code);
    const repo = ctx.db.getRepository(Article);
    const newest = (subject: ArticleSubject, take: number) => repo.find({ where: { code, subject }, order: { id: 'DESC' }, take });
    const [about] = await newest('about', 1);
    const notices = settings.notice ? await newest('notice', PUBLIC_NOTICES) : [];
    const staff: PublicStaffCardView[] = settings.officiants
      ? (await ctx.db.getRepository(Staff).find({ where: { code }, order: { id: 'ASC' }, take: PUBLIC_STAFF })).map((s) => ({
          id: s.id, name: s.name, designation: s.designation, photoUrl: s.photoUrl ? publicPhotoPath(s.id) : '',
        }))
      : [];
    return {
      notice: settings.notice, officiants: settings.officiants, about: about ? publicView(about, academy) : null,
      notices: notices.map((n) => publicView(n, academy)), staff, email: academy.email, mobile: academy.mobile,
    };
  },
};
