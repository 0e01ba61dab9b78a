import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { Article } from '../../../api/src/domains/website/article.entity';
import { gql, pngBytes, rest } from '../../support/http';
import type { IsolationArea } from './area';

/** Articles: B's about text and notices never reach A (signed in or through A's public pages), and A changes none. */
let bAbout: Article;
let bNotice: Article;
const F = 'id subject title writer content preview';
const form = { subject: 'notice', title: 'hacked', writer: 'x', content: '<p>hacked</p>' };
const image = () => {
  const f = new FormData();
  f.append('image', new Blob([pngBytes()], { type: 'image/png' }), 'planted.png');
  return f;
};

export const articlesArea: IsolationArea = {
  async seed(s, _A, B) {
    const repo = s.db.getRepository(Article);
    const code = B.academy.code;
    bAbout = await repo.save(repo.create({ code, subject: 'about', title: 'B-secret-about', writer: 'B-secret-writer', content: '<p>B-secret text</p>' }));
    bNotice = await repo.save(repo.create({ code, subject: 'notice', title: 'B-secret-notice', writer: 'B-secret-writer', content: '<p>B-secret notice</p>' }));
  },

  graphql: (s, A) => ({
    articles: () => gql(s.url, `{ articles(search: "B-secret") { total items { ${F} } } }`, {}, A.token),
    createArticle: () => gql(s.url, `mutation($i: ArticleInput!) { createArticle(input: $i) { ${F} } }`, { i: { ...form, id: bNotice.id } }, A.token),
    updateArticle: () => gql(s.url, `mutation($i: ArticleInput!) { updateArticle(input: $i) { ${F} } }`, { i: { ...form, id: bAbout.id } }, A.token),
    deleteArticle: () => gql(s.url, 'mutation($id: Int!) { deleteArticle(id: $id) }', { id: bNotice.id }, A.token),
    // B's article through A's public address is sorryNotFound (B's own address is public by design).
    publicArticle: () => gql(s.url, `query($slug: String!, $id: Int!) { publicArticle(slug: $slug, id: $id) { ${F} } }`, { slug: A.academy.slug, id: bAbout.id }, A.token),
    // An upload names no academy: it always lands in the caller's own (B's files are compared in the snapshot).
    uploadArticleImage: async () => {
      const f = new FormData();
      f.append('operations', JSON.stringify({ query: 'mutation($image: Upload!) { uploadArticleImage(image: $image) }', variables: { image: null } }));
      f.append('map', JSON.stringify({ 0: ['variables.image'] }));
      f.append('0', new Blob([pngBytes()], { type: 'image/png' }), 'planted.png');
      const res = await fetch(`${s.url}/graphql`, { method: 'POST', body: f, headers: { 'Apollo-Require-Preflight': 'true', authorization: `Bearer ${A.token}` } });
      return res.json();
    },
    publicWebsite: () => gql(s.url, 'query($slug: String!) { publicWebsite(slug: $slug) { about { title content } notices { title preview } staff { name } email mobile } }', { slug: A.academy.slug }, A.token),
  }),

  rest: (s, A, B) => {
    const a = A.academy.code;
    const b = B.academy.code;
    const as = { token: A.token };
    const path = (p: string) => `/api/others${p}`;
    return {
      'POST /api/others/new_article/:code': () => [
        rest(s.url, 'POST', path(`/new_article/${b}`), { ...as, body: form }),
        rest(s.url, 'POST', path(`/new_article/${a}`), { ...as, body: { ...form, id: bNotice.id } }),
      ],
      'GET /api/others/articles/:code': () => [
        rest(s.url, 'GET', path(`/articles/${b}`), as),
        rest(s.url, 'GET', path(`/articles/${a}?search=B-secret`), as),
      ],
      'POST /api/others/articles/update/:code': () => [
        rest(s.url, 'POST', path(`/articles/update/${b}`), { ...as, body: { ...form, id: bAbout.id } }),
        rest(s.url, 'POST', path(`/articles/update/${a}`), { ...as, body: { ...form, id: bAbout.id } }),
      ],
      'DELETE /api/others/article/delete/:code/:id': () => [
        rest(s.url, 'DELETE', path(`/article/delete/${b}/${bNotice.id}`), as),
        rest(s.url, 'DELETE', path(`/article/delete/${a}/${bNotice.id}`), as),
      ],
      'POST /api/others/article_image/:code': () => [rest(s.url, 'POST', path(`/article_image/${b}`), { ...as, form: image() })],
    };
  },

  async snapshot(s, B) {
    const dir = join(s.config.dataDir, 'uploads', B.academy.code);
    return {
      articles: await s.db.getRepository(Article).find({ where: { code: B.academy.code }, order: { id: 'ASC' } }),
      files: existsSync(dir) ? readdirSync(dir).sort() : [],
    };
  },
};
