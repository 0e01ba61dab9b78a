import type { ArticleFieldsFragment, ArticleInput } from '@/gql/graphql';

/** The article subjects (spec doc 2 §3); the server checks the same list (rules/articles.ts). */
export const ARTICLE_SUBJECTS = ['about', 'notice'] as const;

export interface ArticleValues { subject: string; title: string; writer: string; content: string }

/** Fields the server may name in params.field. */
export const ARTICLE_FIELDS: readonly string[] = ['subject', 'title', 'writer', 'content'];

/** Labels of the fields a server's requiredField or invalidValue names. */
export const ARTICLE_LABELS: Readonly<Record<string, string>> = {
  subject: 'articles.subject', title: 'articles.articleTitle', writer: 'articles.writer', content: 'articles.content',
};

export const emptyArticle = (): ArticleValues => ({ subject: 'notice', title: '', writer: '', content: '' });

export const fromArticle = (a: ArticleFieldsFragment): ArticleValues => ({ subject: a.subject, title: a.title, writer: a.writer, content: a.content });

export function toArticleInput(v: ArticleValues, id?: number): ArticleInput {
  return { ...(id ? { id } : {}), subject: v.subject, title: v.title.trim(), writer: (v.writer ?? '').trim(), content: v.content };
}
