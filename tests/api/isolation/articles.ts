import { Article } from '../../../api/src/domains/website/article.entity';
import { gql, rest } from '../../support/http';
import type { IsolationArea } from './area';

/** Articles: B's about text and notices never reach A (signed in or through A's public pages), and A changes none. */
let bAbout: Article;
let bNotice: Article;
const F = 'id subject title writer content preview';
const form = { subject: 'notice', title: 'hacked', writer: 'x', content: '<p>hacked</p>' };

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
    };
  },

  async snapshot(s, B) {
    return s.db.getRepository(Article).find({ where: { code: B.academy.code }, order: { id: 'ASC' } });
  },
};
