import { useMutation } from '@apollo/client/react';
import { Card, Typography } from 'antd';
import { FormattedMessage } from 'react-intl';
import { Link, useNavigate } from 'react-router';
import { usePreferences } from '@/app/preferences';
import { useSession } from '@/app/session';
import { RegisterAcademyDocument } from '@/gql/graphql';
import { isLang } from '@/lib/prefs';
import { useErrorNotice } from '@/lib/notify';
import { FormPage, PublicShell } from '@/features/public/PublicShell';
import { AcademyForm, type AcademyFormValues } from './AcademyForm';
import { commonInput, uploads } from './academyInput';

/** /new_academy: self-registration of an academy; its first user (superUser) is signed in. */
export default function NewAcademyScreen() {
  const navigate = useNavigate();
  const { refetch } = useSession();
  const { lang, setLang, setAcademyType } = usePreferences();
  const showError = useErrorNotice();
  const [register, { loading }] = useMutation(RegisterAcademyDocument);

  const submit = async (v: AcademyFormValues) => {
    try {
      await register({
        variables: {
          input: {
            ...commonInput(v),
            numberOfStudents: v.numberOfStudents ?? 0,
            email: (v.email ?? '').trim(),
            password: v.password ?? '',
            cpassword: v.cpassword ?? '',
            acceptTerms: true,
          },
          ...uploads(v),
        },
      });
      setAcademyType(v.academyType);
      if (isLang(v.language)) setLang(v.language);
      await refetch();
      navigate('/dashboard', { replace: true });
    } catch (error) {
      showError(error);
    }
  };

  return (
    <PublicShell>
      <FormPage width={860}>
        <Card>
          <Typography.Title level={1} style={{ marginTop: 0, fontSize: 24, lineHeight: 1.35 }}>
            <FormattedMessage id="academy.newTitle" />
          </Typography.Title>
          <AcademyForm mode="new" initial={{ language: lang }} submitting={loading} onSubmit={submit} />
          <Typography.Paragraph style={{ textAlign: 'center', marginTop: 16, marginBottom: 0 }}>
            <FormattedMessage id="academy.haveAccount" /> <Link to="/login"><FormattedMessage id="login.submit" /></Link>
          </Typography.Paragraph>
        </Card>
      </FormPage>
    </PublicShell>
  );
}
