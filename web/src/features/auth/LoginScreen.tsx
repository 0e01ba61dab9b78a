import { LockOutlined, MailOutlined } from '@ant-design/icons';
import { App, Button, Form, Input, theme } from 'antd';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useNavigate } from 'react-router';
import { RestError, homeOf, signIn } from '@/lib/authApi';
import { formatError } from '@/lib/errors';
import { FormPage, PublicCard, PublicShell } from '@/features/public/PublicShell';

interface Values {
  email: string;
  password: string;
}

/**
 * Sign-in (spec §2): email, password with show/hide, a link to the new academy form. Over the REST
 * shim, so this page loads no Apollo; the area it leads to reads the session with its own query.
 */
export default function LoginScreen() {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const navigate = useNavigate();
  const { notification } = App.useApp();
  const [loading, setLoading] = useState(false);
  const { token } = theme.useToken();

  const submit = async (values: Values) => {
    setLoading(true);
    try {
      const user = await signIn(values.email.trim(), values.password);
      navigate(homeOf(user.type), { replace: true });
    } catch (error) {
      setLoading(false);
      const problem = error instanceof RestError ? { id: `error.${error.code}`, values: error.params } : { id: 'error.errorMessage' };
      notification.error({ title: formatError(intl, problem), placement: 'top' });
    }
  };

  return (
    <PublicShell>
      <FormPage>
        <PublicCard>
          <h1 style={{ fontSize: 24, textAlign: 'center', color: token.colorTextHeading }}>
            <FormattedMessage id="login.title" />
          </h1>
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
          <p style={{ textAlign: 'center', marginTop: 16, marginBottom: 0 }}>
            <FormattedMessage id="login.noAccount" /> <Link to="/new_academy"><FormattedMessage id="login.register" /></Link>
          </p>
        </PublicCard>
      </FormPage>
    </PublicShell>
  );
}
