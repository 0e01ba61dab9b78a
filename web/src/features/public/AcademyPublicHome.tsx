import { FormOutlined, TrophyOutlined } from '@ant-design/icons';
import { useQuery } from '@apollo/client/react';
import { Alert, Button, Card, Grid, Result, Spin, Typography, theme } from 'antd';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Link, useParams } from 'react-router';
import { ErrorPage } from '@/app/ErrorPage';
import { AdmissionFormDialog } from '@/features/admission/form/AdmissionFormDialog';
import { PublicAcademyDocument } from '@/gql/graphql';
import { useFormat } from '@/lib/format';
import { PublicShell } from './PublicShell';

/**
 * The public academy home `/{slug}` (spec §2): the academy's public name, address and photo, and,
 * while its online_admission setting is on, the admission form in visitor mode.
 */
export default function AcademyPublicHome() {
  const { slug = '' } = useParams();
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const { digits } = useFormat();
  const { token } = theme.useToken();
  const wide = !!Grid.useBreakpoint().sm;
  const [applying, setApplying] = useState(false);
  const [formNo, setFormNo] = useState<number | null>(null);
  const { data, loading } = useQuery(PublicAcademyDocument, { variables: { slug } });
  const academy = data?.publicAcademy;

  if (loading && !data) return <PublicShell><Spin style={{ display: 'block', margin: '80px auto' }} /></PublicShell>;
  if (!academy) {
    return (
      <PublicShell>
        <ErrorPage status="404" messageId="error.sorryNotFound" to="/" labelId="app.home" />
      </PublicShell>
    );
  }

  return (
    <PublicShell
      actions={(
        <>
          {academy.result && (
            <Link to={`/${slug}/result`}>
              <Button type="text" icon={<TrophyOutlined />} aria-label={t('publicResult.title')} title={t('publicResult.title')}>
                {wide ? t('publicResult.title') : null}
              </Button>
            </Link>
          )}
          <Link to="/login">
            <Button type="text">{t('landing.login')}</Button>
          </Link>
        </>
      )}
    >
      <section
        style={{
          background: `linear-gradient(135deg, ${token.colorPrimary} 0%, #0b4f3d 100%)`, color: '#fff',
          padding: '48px 16px', textAlign: 'center',
        }}
      >
        {academy.logoUrl && <img src={academy.logoUrl} alt="" style={{ width: 72, height: 72, borderRadius: 12, background: '#fff', objectFit: 'contain' }} />}
        <Typography.Title style={{ color: '#fff', marginTop: 8, marginBottom: 4, fontSize: 'clamp(26px, 5vw, 40px)' }} dir="auto">
          {academy.name}
        </Typography.Title>
        <Typography.Paragraph style={{ color: 'rgba(255,255,255,.88)', fontSize: 16, margin: '0 auto 4px' }} dir="auto">
          {academy.englishName !== academy.name ? academy.englishName : null}
        </Typography.Paragraph>
        <Typography.Paragraph style={{ color: 'rgba(255,255,255,.8)', maxWidth: 640, margin: '0 auto 24px' }} dir="auto">
          {academy.address}
        </Typography.Paragraph>
        {academy.onlineAdmission && (
          <Button size="large" icon={<FormOutlined />} onClick={() => setApplying(true)} style={{ color: token.colorPrimary, fontWeight: 600 }}>
            {t('publicHome.apply')}
          </Button>
        )}
      </section>
      <div style={{ maxWidth: 720, margin: '0 auto', padding: '32px 16px' }}>
        {formNo !== null ? (
          <Card>
            <Result
              status="success"
              title={t('publicHome.appliedTitle', { formNo: digits(formNo) })}
              subTitle={t('publicHome.appliedBody')}
              extra={<Button onClick={() => setFormNo(null)}>{t('publicHome.applyAnother')}</Button>}
            />
          </Card>
        ) : (
          <>
            {academy.academyPhotoUrl && (
              <img src={academy.academyPhotoUrl} alt="" style={{ width: '100%', borderRadius: 12, marginBottom: 16, objectFit: 'cover', maxHeight: 320 }} />
            )}
            {academy.onlineAdmission ? (
              <Card title={t('publicHome.howTitle')}>
                <Typography.Paragraph style={{ marginBottom: 0 }}>{t('publicHome.howBody')}</Typography.Paragraph>
              </Card>
            ) : (
              <Alert type="info" showIcon title={t('publicHome.onlineClosed')} />
            )}
          </>
        )}
      </div>
      <AdmissionFormDialog
        open={applying}
        visitorSlug={slug}
        visitorAcademy={{ name: academy.name, departments: academy.departments }}
        onClose={() => setApplying(false)}
        onSaved={(result) => {
          setApplying(false);
          setFormNo(result?.formNo ?? 0);
        }}
      />
    </PublicShell>
  );
}
