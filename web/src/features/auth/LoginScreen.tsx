import { EyeInvisibleOutlined, EyeOutlined, LockOutlined, MailOutlined } from '@ant-design/icons';
import { App, Button, theme } from 'antd';
import { useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useNavigate } from 'react-router';
import { RestError, homeOf, signIn } from '@/lib/authApi';
import { formatError } from '@/lib/errors';
import { FormPage, PlainField as Field, PublicCard, PublicShell } from '@/features/public/PublicShell';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * Sign-in (spec §2): email, password with show/hide, a link to the new academy form. Over the REST
 * shim and with plain inputs, so this page loads neither Apollo nor antd's form engine; the area it
 * leads to reads the session with its own query.
 */
export default function LoginScreen() {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const navigate = useNavigate();
  const { notification } = App.useApp();
  const { token } = theme.useToken();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [shown, setShown] = useState(false);
  const [checked, setChecked] = useState(false);
  const [loading, setLoading] = useState(false);
  const emailError = checked && !EMAIL.test(email.trim()) ? t('error.invalidEmail') : undefined;
  const passwordError = checked && !password ? t('app.required') : undefined;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setChecked(true);
    if (!EMAIL.test(email.trim()) || !password) return;
    setLoading(true);
    try {
      const user = await signIn(email.trim(), password);
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
          <form onSubmit={submit} noValidate style={{ color: token.colorText }}>
            <Field id="email" label={t('login.email')} icon={<MailOutlined />} error={emailError}>
              <input
                id="email" name="email" type="email" autoComplete="username" dir="ltr" value={email}
                aria-invalid={!!emailError} aria-describedby={emailError ? 'email-error' : undefined}
                onChange={(e) => setEmail(e.target.value)}
              />
            </Field>
            <Field
              id="password" label={t('login.password')} icon={<LockOutlined />} error={passwordError}
              after={
                <button type="button" className="talim-eye" aria-pressed={shown} onClick={() => setShown((s) => !s)} style={{ color: token.colorTextTertiary }}>
                  {shown ? <EyeOutlined /> : <EyeInvisibleOutlined />}
                </button>
              }
            >
              <input
                id="password" name="password" type={shown ? 'text' : 'password'} autoComplete="current-password" value={password}
                aria-invalid={!!passwordError} aria-describedby={passwordError ? 'password-error' : undefined}
                onChange={(e) => setPassword(e.target.value)}
              />
            </Field>
            <Button type="primary" htmlType="submit" block size="large" loading={loading}>
              <FormattedMessage id="login.submit" />
            </Button>
          </form>
          <p style={{ textAlign: 'center', marginTop: 16, marginBottom: 0 }}>
            <FormattedMessage id="login.noAccount" /> <Link to="/new_academy"><FormattedMessage id="login.register" /></Link>
          </p>
        </PublicCard>
      </FormPage>
    </PublicShell>
  );
}
