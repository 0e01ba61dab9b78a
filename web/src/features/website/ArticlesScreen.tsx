import { ExportOutlined } from '@ant-design/icons';
import { useMutation, useQuery } from '@apollo/client/react';
import { Button, Flex, Input, Tooltip, Typography } from 'antd';
import { Segmented } from '@/components/Segmented';
import { useDeferredValue, useState } from 'react';
import { useIntl } from 'react-intl';
import { useSession } from '@/app/session';
import { CrudScreen, useDialog, type DataColumn } from '@/components/crud';
import { ArticlesDocument, DeleteArticleDocument, type ArticleFieldsFragment } from '@/gql/graphql';
import { evictRow } from '@/lib/cache';
import { useFormat } from '@/lib/format';
import { ArticleFormDialog } from './ArticleFormDialog';
import { ARTICLE_SUBJECTS } from './articleForm';

type Article = ArticleFieldsFragment;

/** The most articles the screen loads at once (newest first); a search narrows on the server. */
const LOADED = 500;

/**
 * /articles (spec doc 2 §2): the public site's about text and notices, on the CRUD kit. Any staff
 * user adds, edits and deletes (spec §6: no type check); the list shows the content's first 100
 * characters; each row opens its public page.
 */
export default function ArticlesScreen() {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const { number: num, shortDate } = useFormat();
  const { me, can } = useSession();
  const canWrite = can('article.write');
  const slug = me?.academy?.slug ?? '';
  const [search, setSearch] = useState('');
  const [subject, setSubject] = useState<string>('all');
  const deferred = useDeferredValue(search.trim());
  const dialog = useDialog<Article>();
  const { data, previousData, loading, error } = useQuery(ArticlesDocument, {
    variables: { search: deferred || null, subject: subject === 'all' ? null : subject, limit: LOADED },
  });
  const [deleteArticle] = useMutation(DeleteArticleDocument);
  const page = (data ?? previousData)?.articles;
  const rows = page?.items ?? [];
  const total = page?.total ?? 0;
  const subjectLabel = (a: Article) => t(`articles.subject.${a.subject}`);

  const columns: DataColumn<Article>[] = [
    { key: 'title', title: t('articles.articleTitle'), sortable: true, render: (a) => <span dir="auto">{a.title}</span> },
    { key: 'subject', title: t('articles.subject'), value: subjectLabel, sortable: true },
    { key: 'writer', title: t('articles.writer'), sortable: true, render: (a) => <span dir="auto">{a.writer}</span> },
    {
      key: 'createdAt', title: t('articles.date'), value: (a) => String(a.createdAt), sortable: true,
      render: (a) => <span style={{ whiteSpace: 'nowrap' }}>{shortDate(String(a.createdAt))}</span>,
    },
    {
      key: 'preview', title: t('articles.preview'),
      render: (a) => (
        <Typography.Paragraph type="secondary" dir="auto" style={{ margin: 0, minWidth: 220, maxWidth: 460, whiteSpace: 'normal' }}>{a.preview}</Typography.Paragraph>
      ),
    },
  ];

  return (
    <CrudScreen<Article>
      quickFilter={false}
      heading={t('articles.title')}
      error={error}
      filters={
        <Flex wrap gap={8} align="center">
          <Segmented
            aria-label={t('articles.subject')}
            value={subject}
            onChange={(v) => setSubject(String(v))}
            options={[{ value: 'all', label: t('articles.all') }, ...ARTICLE_SUBJECTS.map((s) => ({ value: s, label: t(`articles.subject.${s}`) }))]}
          />
          {(search || total > rows.length) && (
            <Input.Search
              allowClear
              style={{ maxWidth: 320 }}
              placeholder={t('articles.searchPlaceholder')}
              aria-label={t('articles.searchPlaceholder')}
              value={search}
              onChange={(e) => setSearch(e.target.value)}
            />
          )}
          <Typography.Text type="secondary" data-testid="article-count">
            {t('articles.count', { count: total, formatted: num(total) })}
          </Typography.Text>
        </Flex>
      }
      rows={rows}
      columns={columns}
      rowKey={(a) => a.id}
      loading={loading && !page}
      title={t('articles.title')}
      fileName="articles"
      onAdd={canWrite ? dialog.add : undefined}
      addLabel={t('articles.add')}
      size="small"
      actions={{
        extra: (a) => (slug ? (
          <Tooltip title={t('articles.openPublic')}>
            <Button icon={<ExportOutlined />} aria-label={t('articles.openPublic')} href={`/${slug}/articles/${a.id}`} target="_blank" rel="noopener" />
          </Tooltip>
        ) : null),
        ...(canWrite ? {
          onEdit: dialog.edit,
          onDelete: (a: Article) => deleteArticle({ variables: { id: a.id }, update: evictRow('Article', a.id), refetchQueries: ['Articles'] }),
          confirmDelete: (a: Article) => t('articles.confirmDelete', { title: a.title }),
        } : {}),
      }}
    >
      {canWrite && <ArticleFormDialog open={dialog.open} editing={dialog.row} onClose={dialog.close} />}
    </CrudScreen>
  );
}
