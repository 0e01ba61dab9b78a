import { KeyOutlined, LockOutlined, MailOutlined } from '@ant-design/icons';
import { useMutation, useQuery } from '@apollo/client/react';
import { Button, Card, Form, Input, Typography } from 'antd';
import { FormattedMessage, useIntl } from 'react-intl';
import { Navigate, useNavigate } from 'react-router';
import { ControllerLoginDocument, ControllerMeDocument } from '@/gql/graphql';
import { useErrorNotice } from '@/lib/notify';
import { FormPage, PublicShell } from '@/features/public/PublicShell';

interface Values {
  email: string;
  password: string;
  code: string;
}

/** /controller_login and /super_admin: operator sign-in with e-mail, password and security code. */
export default function ControllerLoginScreen() {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const navigate = useNavigate();
  const showError = useErrorNotice();
  const { data } = useQuery(ControllerMeDocument, { fetchPolicy: 'cache-and-network' });
  const [login, { loading }] = useMutation(ControllerLoginDocument, { refetchQueries: [ControllerMeDocument], awaitRefetchQueries: true });

  if (data?.controllerMe?.type === 'super_admin') return <Navigate to="/controller/dashboard" replace />;

  const submit = async (v: Values) => {
    try {
      await login({ variables: { input: { email: v.email.trim(), password: v.password, code: v.code.trim() } } });
      navigate('/controller/dashboard', { replace: true });
    } catch (error) {
      showError(error);
    }
  };

  return (
    <PublicShell>
      <FormPage>
        <Card>
          <Typography.Title level={1} style={{ marginTop: 0, textAlign: 'center', fontSize: 24, lineHeight: 1.35 }}>
            <FormattedMessage id="controller.loginTitle" />
          </Typography.Title>
          <Form<Values> layout="vertical" onFinish={submit} requiredMark={false} size="large">
            <Form.Item name="email" label={t('login.email')} rules={[{ required: true, type: 'email', message: t('error.invalidEmail') }]}>
              <Input prefix={<MailOutlined />} type="email" autoComplete="username" dir="ltr" />
            </Form.Item>
            <Form.Item name="password" label={t('login.password')} rules={[{ required: true, message: t('app.required') }]}>
              <Input.Password prefix={<LockOutlined />} autoComplete="current-password" />
            </Form.Item>
            <Form.Item name="code" label={t('controller.code')} rules={[{ required: true, message: t('app.required') }]}>
              <Input.Password prefix={<KeyOutlined />} autoComplete="one-time-code" inputMode="numeric" />
            </Form.Item>
            <Button type="primary" htmlType="submit" block loading={loading}>
              <FormattedMessage id="login.submit" />
            </Button>
          </Form>
        </Card>
      </FormPage>
    </PublicShell>
  );
}
