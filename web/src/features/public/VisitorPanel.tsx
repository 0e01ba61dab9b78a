import { LogoutOutlined, MailOutlined } from '@ant-design/icons';
import { useMutation, useQuery } from '@apollo/client/react';
import { Button, Card, Form, Input, List, Tag, Typography } from 'antd';
import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import {
  VisitorApplicationsDocument, VisitorMeDocument, VisitorSignInDocument, VisitorSignOutDocument,
} from '@/gql/graphql';
import { useFormat } from '@/lib/format';
import { useErrorNotice } from '@/lib/notify';

const STATUS_COLOR: Record<string, string> = { pending: 'gold', admitted: 'green', admissionNotPossible: 'red' };

/**
 * The visitor sign-in of a public site (spec doc 2 §7: visitorEmail in, a visitor user out; doc 1 §2
 * the online admission and the public result "as a visitor"): an e-mail alone, no password. Signed
 * in, the visitor sees which address they use and the applications they sent on this site while
 * signed in, with where each stands (pending, admitted with the admit number, or not possible).
 * A visitor is no academy user: the office stays closed to them (the server refuses it).
 * `refresh` changes after an application was sent, to read the list again.
 */
export function VisitorPanel({ slug, refresh, showApplications = true }: { slug: string; refresh?: unknown; showApplications?: boolean }) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const { digits } = useFormat();
  const notice = useErrorNotice();
  const [form] = Form.useForm<{ visitorEmail: string }>();
  const me = useQuery(VisitorMeDocument, { variables: { slug }, fetchPolicy: 'cache-and-network' });
  const visitor = me.data?.visitorMe ?? null;
  const apps = useQuery(VisitorApplicationsDocument, { variables: { slug }, skip: !visitor || !showApplications, fetchPolicy: 'cache-and-network' });
  const [signIn, signingIn] = useMutation(VisitorSignInDocument);
  const [signOut, signingOut] = useMutation(VisitorSignOutDocument);
  const { refetch } = apps;

  useEffect(() => {
    if (visitor && showApplications && refresh !== undefined) void refetch();
  }, [refresh, visitor, showApplications, refetch]);

  const submit = async ({ visitorEmail }: { visitorEmail: string }) => {
    try {
      await signIn({ variables: { slug, input: { visitorEmail: visitorEmail.trim() } } });
      form.resetFields();
      await me.refetch();
    } catch (e) {
      notice(e);
    }
  };
  const leave = async () => {
    try {
      await signOut();
      await me.refetch();
    } catch (e) {
      notice(e);
    }
  };

  if (!visitor) {
    return (
      <Card size="small" title={t('visitor.title')} style={{ marginBottom: 16 }}>
        <Typography.Paragraph type="secondary">{t('visitor.hint')}</Typography.Paragraph>
        <Form form={form} layout="inline" onFinish={submit} requiredMark={false}>
          <Form.Item
            name="visitorEmail"
            label={t('visitor.email')}
            rules={[{ required: true, type: 'email', message: t('error.invalidEmail') }]}
            style={{ flex: '1 1 220px' }}
          >
            <Input type="email" autoComplete="email" inputMode="email" dir="ltr" prefix={<MailOutlined aria-hidden />} />
          </Form.Item>
          <Form.Item>
            <Button type="primary" htmlType="submit" loading={signingIn.loading}>{t('visitor.signIn')}</Button>
          </Form.Item>
        </Form>
      </Card>
    );
  }

  const list = apps.data?.visitorApplications ?? [];
  return (
    <Card
      size="small"
      title={t('visitor.signedInAs', { email: visitor.email })}
      extra={<Button type="link" icon={<LogoutOutlined aria-hidden />} onClick={leave} loading={signingOut.loading}>{t('visitor.signOut')}</Button>}
      style={{ marginBottom: 16 }}
    >
      {showApplications && (
        <>
          <Typography.Text strong>{t('visitor.applications')}</Typography.Text>
          <List
            size="small"
            loading={apps.loading && !apps.data}
            dataSource={list}
            locale={{ emptyText: t('visitor.noApplications') }}
            renderItem={(a) => (
              <List.Item>
                <List.Item.Meta
                  title={<span dir="auto">{a.name}</span>}
                  description={`${t('visitor.formNo', { formNo: digits(a.formNo) })} · ${a.choosingClass}`}
                />
                <Tag color={STATUS_COLOR[a.status]}>
                  {t(`visitor.status.${a.status}`, { admitNo: a.admitNo === null || a.admitNo === undefined ? '' : digits(a.admitNo) })}
                </Tag>
              </List.Item>
            )}
          />
        </>
      )}
    </Card>
  );
}
