import { useMutation } from '@apollo/client/react';
import { Col, Form, Input, Row, Select, Skeleton } from 'antd';
import { lazy, Suspense, useMemo, type ComponentProps } from 'react';
import { useIntl } from 'react-intl';
import { useSession } from '@/app/session';
import { FormDialog } from '@/components/crud';
import { CreateArticleDocument, UpdateArticleDocument, type ArticleFieldsFragment } from '@/gql/graphql';
import { ARTICLE_FIELDS, ARTICLE_LABELS, ARTICLE_SUBJECTS, fromArticle, emptyArticle, toArticleInput, type ArticleValues } from './articleForm';

/** The editor's code (Tiptap and ProseMirror) is fetched when the dialog first opens. */
const RichTextEditor = lazy(() => import('./RichTextEditor'));

/** The form control Form.Item fills (value, onChange, id): the editor once its code has arrived. */
function LazyEditor(props: ComponentProps<typeof RichTextEditor>) {
  return (
    <Suspense fallback={<Skeleton active paragraph={{ rows: 6 }} />}>
      <RichTextEditor {...props} />
    </Suspense>
  );
}

interface Props {
  open: boolean;
  /** The article being edited; null adds a new one. */
  editing: ArticleFieldsFragment | null;
  onClose: () => void;
}

/** Add or edit an article (spec doc 2 §3): subject (about or notice), title, writer and the rich text. */
export function ArticleFormDialog({ open, editing, onClose }: Props) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const academyCode = useSession().me?.code;
  const [create] = useMutation(CreateArticleDocument, { refetchQueries: ['Articles'] });
  const [update] = useMutation(UpdateArticleDocument, { refetchQueries: ['Articles'] });
  const initial = useMemo<ArticleValues>(() => (editing ? fromArticle(editing) : emptyArticle()), [editing]);
  const required = [{ required: true, whitespace: true, message: t('app.required') }];

  return (
    <FormDialog<ArticleValues>
      open={open}
      title={t(editing ? 'articles.editTitle' : 'articles.addTitle')}
      onClose={onClose}
      initialValues={initial}
      fields={ARTICLE_FIELDS}
      labels={ARTICLE_LABELS}
      width={820}
      missing={(v) => (v.content ? [] : ['content'])}
      onSubmit={(v) => (editing ? update({ variables: { input: toArticleInput(v, editing.id) } }) : create({ variables: { input: toArticleInput(v) } }))}
    >
      {() => (
        <>
          <Row gutter={12}>
            <Col xs={24} sm={8}>
              <Form.Item name="subject" label={t('articles.subject')} rules={required}>
                <Select aria-label={t('articles.subject')} options={ARTICLE_SUBJECTS.map((s) => ({ value: s, label: t(`articles.subject.${s}`) }))} />
              </Form.Item>
            </Col>
            <Col xs={24} sm={16}>
              <Form.Item name="writer" label={t('articles.writer')} rules={[{ max: 120, message: t('error.invalidValue') }]}>
                <Input maxLength={120} dir="auto" />
              </Form.Item>
            </Col>
          </Row>
          <Form.Item name="title" label={t('articles.articleTitle')} rules={required}>
            <Input maxLength={200} dir="auto" />
          </Form.Item>
          <Form.Item name="content" label={t('articles.content')} rules={[{ required: true, message: t('app.required') }]}>
            <LazyEditor aria-label={t('articles.content')} academyCode={academyCode} />
          </Form.Item>
        </>
      )}
    </FormDialog>
  );
}
