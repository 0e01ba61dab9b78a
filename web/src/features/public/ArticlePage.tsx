import { useQuery } from '@apollo/client/react';
import { theme } from 'antd';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useParams } from 'react-router';
import { PublicArticleDocument } from '@/gql/graphql';
import { errorMessageId, formatError } from '@/lib/errors';
import { useFormat } from '@/lib/format';
import { PublicCard, PublicShell } from './PublicShell';
import './publicHome.css';

/**
 * One public article /{slug}/articles/{id} (spec doc 1 §2): title, date, writer and the text. The
 * HTML was cut to the allow-list by the server when saved (rules/articles.ts), so it is shown as
 * it comes; no editor code here. A missing article is sorryNotFound. Plain elements, for phones.
 */
export default function ArticlePage() {
  const { slug = '', id = '' } = useParams();
  const intl = useIntl();
  const { token } = theme.useToken();
  const { date } = useFormat();
  const articleId = /^\d{1,9}$/.test(id) ? Number(id) : 0;
  const { data, loading, error } = useQuery(PublicArticleDocument, { variables: { slug, id: articleId }, skip: !articleId });
  const article = data?.publicArticle;

  if (loading && !data) return <PublicShell><div aria-busy="true" style={{ minHeight: 320 }} /></PublicShell>;
  if (!article) {
    const problem = articleId && error ? errorMessageId(error) : { id: 'error.sorryNotFound', values: {} };
    return (
      <PublicShell actions={slug ? <Link to={`/${slug}`} style={{ color: token.colorPrimary }}><FormattedMessage id="app.home" /></Link> : null}>
        <div style={{ maxWidth: 480, margin: '0 auto', padding: '48px 16px' }}>
          <PublicCard>
            <p role="alert" style={{ fontSize: 18, marginTop: 0 }}>{formatError(intl, problem)}</p>
            <Link to={slug ? `/${slug}` : '/'}><FormattedMessage id="app.home" /></Link>
          </PublicCard>
        </div>
      </PublicShell>
    );
  }

  return (
    <PublicShell actions={<Link to={`/${article.academySlug}`} style={{ color: token.colorPrimary }}><bdi>{article.academyName}</bdi></Link>}>
      <article style={{ maxWidth: 760, margin: '0 auto', padding: '24px 16px 40px' }}>
        <PublicCard>
          <p className="talim-article-kind" style={{ color: token.colorPrimary }}>
            <FormattedMessage id={`articles.subject.${article.subject}`} />
          </p>
          <h1 dir="auto" style={{ fontSize: 'clamp(22px, 5vw, 30px)' }}>{article.title}</h1>
          <p className="talim-article-meta" style={{ color: token.colorTextTertiary }}>
            <time dateTime={String(article.createdAt)}>{date(String(article.createdAt))}</time>
            {article.writer && <><span aria-hidden> · </span><bdi>{article.writer}</bdi></>}
          </p>
          {/* Sanitised on the server (rules/articles.ts sanitizeArticle) before it was stored. */}
          <div className="talim-article-body" dir="auto" dangerouslySetInnerHTML={{ __html: article.content }} />
        </PublicCard>
        <p style={{ marginTop: 16 }}>
          <Link to={`/${article.academySlug}`}><bdi>{article.academyName}</bdi></Link>
        </p>
      </article>
    </PublicShell>
  );
}
