import { EyeInvisibleOutlined, EyeOutlined, LoadingOutlined, LockOutlined, MailOutlined } from '@ant-design/icons';
import { useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useNavigate } from 'react-router';
import { RestError, homeOf, signIn } from '@/lib/authApi';
import { formatError } from '@/lib/errors';
import { FormPage, PlainField as Field, PublicCard, PublicShell } from '@/features/public/PublicShell';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * Sign-in (spec §2): email, password with show/hide, a link to the new academy form. Over the REST
 * shim, with plain inputs and antd's button look (public.css), so this page loads neither Apollo nor
 * antd; the area it leads to reads the session with its own query. A refused sign-in is said above
 * the button (no antd notification: it would cost a slow phone antd's download to show it).
 */
export default function LoginScreen() {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const navigate = useNavigate();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [shown, setShown] = useState(false);
  const [checked, setChecked] = useState(false);
  const [loading, setLoading] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const emailError = checked && !EMAIL.test(email.trim()) ? t('error.invalidEmail') : undefined;
  const passwordError = checked && !password ? t('app.required') : undefined;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (loading) return;
    setChecked(true);
    if (!EMAIL.test(email.trim()) || !password) return;
    setLoading(true);
    setProblem(null);
    try {
      const user = await signIn(email.trim(), password);
      navigate(homeOf(user.type), { replace: true });
    } catch (error) {
      setLoading(false);
      const cause = error instanceof RestError ? { id: `error.${error.code}`, values: error.params } : { id: 'error.errorMessage' };
      setProblem(formatError(intl, cause));
    }
  };

  return (
    <PublicShell>
      <FormPage>
        <PublicCard>
          <h1 style={{ fontSize: 24, textAlign: 'center', color: 'var(--talim-text-heading)' }}>
            <FormattedMessage id="login.title" />
          </h1>
          <form onSubmit={submit} noValidate>
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
                // named in the page's language (antd's icon said "eye-invisible"); pressed while the password shows (issue 27)
                <button type="button" className="talim-eye" aria-label={t('icon.showPassword')} aria-pressed={shown} onClick={() => setShown((s) => !s)}>
                  {shown ? <EyeOutlined aria-hidden /> : <EyeInvisibleOutlined aria-hidden />}
                </button>
              }
            >
              <input
                id="password" name="password" type={shown ? 'text' : 'password'} autoComplete="current-password" value={password}
                aria-invalid={!!passwordError} aria-describedby={passwordError ? 'password-error' : undefined}
                onChange={(e) => setPassword(e.target.value)}
              />
            </Field>
            {problem && <div role="alert" className="talim-alert-error">{problem}</div>}
            <button
              type="submit" aria-busy={loading}
              className={`talim-btn talim-btn-primary talim-btn-lg talim-btn-block${loading ? ' talim-btn-loading' : ''}`}
            >
              {loading && <LoadingOutlined />}
              <FormattedMessage id="login.submit" />
            </button>
          </form>
          <p style={{ textAlign: 'center', marginTop: 16, marginBottom: 0 }}>
            <FormattedMessage id="login.noAccount" /> <Link to="/new_academy"><FormattedMessage id="login.register" /></Link>
          </p>
        </PublicCard>
      </FormPage>
    </PublicShell>
  );
}
