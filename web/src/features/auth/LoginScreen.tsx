import { LockOutlined, MailOutlined } from '@ant-design/icons';
import { useMutation } from '@apollo/client/react';
import { Button, Card, Form, Input, Typography } from 'antd';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useNavigate } from 'react-router';
import { homeOf } from '@/app/guards';
import { useSession } from '@/app/session';
import { LoginDocument } from '@/gql/graphql';
import { useErrorNotice } from '@/lib/notify';
import { FormPage, PublicShell } from '@/features/public/PublicShell';

interface Values {
  email: string;
  password: string;
}

/** Sign-in (spec §2): email, password with show/hide, a link to the new academy form. */
export default function LoginScreen() {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const navigate = useNavigate();
  const { refetch } = useSession();
  const showError = useErrorNotice();
  const [login, { loading }] = useMutation(LoginDocument);

  const submit = async (values: Values) => {
    try {
      const { data } = await login({ variables: { input: { email: values.email.trim(), password: values.password } } });
      await refetch();
      navigate(homeOf(data?.login.user.type ?? ''), { replace: true });
    } catch (error) {
      showError(error);
    }
  };

  return (
    <PublicShell>
      <FormPage>
        <Card>
          <Typography.Title level={3} style={{ marginTop: 0, textAlign: 'center' }}>
            <FormattedMessage id="login.title" />
          </Typography.Title>
          <Form<Values> layout="vertical" onFinish={submit} requiredMark={false} size="large">
            <Form.Item
              name="email"
              label={t('login.email')}
              rules={[{ required: true, type: 'email', message: t('error.invalidEmail') }]}
            >
              <Input prefix={<MailOutlined />} type="email" autoComplete="username" dir="ltr" />
            </Form.Item>
            <Form.Item name="password" label={t('login.password')} rules={[{ required: true, message: t('app.required') }]}>
              <Input.Password prefix={<LockOutlined />} autoComplete="current-password" />
            </Form.Item>
            <Button type="primary" htmlType="submit" block loading={loading}>
              <FormattedMessage id="login.submit" />
            </Button>
          </Form>
          <Typography.Paragraph style={{ textAlign: 'center', marginTop: 16, marginBottom: 0 }}>
            <FormattedMessage id="login.noAccount" /> <Link to="/new_academy"><FormattedMessage id="login.register" /></Link>
          </Typography.Paragraph>
        </Card>
      </FormPage>
    </PublicShell>
  );
}
