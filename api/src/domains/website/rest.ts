import type { Request, Router } from 'express';
import type { Ctx } from '../../platform/context';
import { pageFromQuery } from '../../platform/crud';
import { AppError } from '../../platform/errors';
import { imageFields } from '../../platform/multipart';
import { camelBody, intParam, restTable } from '../../platform/rest';
import { fromMultipart } from '../../platform/uploads';
import { check, fromPlain } from '../../platform/validation';
import { ArticleInput } from './article.types';
import { articleRestView, articlesService } from './articles.service';

/** The spec's article payload (title, subject, writer, content, id); `author` is taken for writer. */
function articleInput(req: Request, withId: boolean): Promise<ArticleInput> {
  const b = camelBody(req);
  return check(fromPlain(ArticleInput, {
    ...(withId ? { id: b.id } : {}),
    subject: b.subject ?? '', title: b.title ?? '', writer: b.writer ?? b.author ?? '', content: b.content ?? '',
  }));
}

async function list(ctx: Ctx, req: Request) {
  const q = camelBody(req.query as Record<string, unknown>);
  const word = (v: unknown) => (typeof v === 'string' ? v : null);
  const page = await articlesService.list(ctx, pageFromQuery(q), { search: word(q.search), subject: word(q.subject) });
  return { articles: page.items.map(articleRestView), total: page.total };
}

/** /api/others: the article calls (spec doc 2 §7 Others). */
export function websiteRoutes(): Router {
  return restTable({
    'POST /new_article/:code': async (ctx, req) => ({ article: articleRestView(await articlesService.create(ctx, await articleInput(req, false))) }),
    'GET /articles/:code': list,
    'POST /articles/update/:code': async (ctx, req) => {
      const input = await articleInput(req, true);
      if (!input.id) throw new AppError('requiredField', { field: 'id' });
      return { article: articleRestView(await articlesService.update(ctx, input)) };
    },
    'DELETE /article/delete/:code/:id': async (ctx, req) => {
      await articlesService.remove(ctx, intParam(req, 'id'));
    },
    // Beyond the spec: the editor's image upload (multipart, one `image` file) → { url }.
    'POST /article_image/:code': async (ctx, req) => ({ url: await articlesService.uploadImage(ctx, fromMultipart(req.files, 'image')) }),
  }, { 'POST /article_image/:code': [imageFields('image')] });
}
