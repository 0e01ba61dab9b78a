import { FormOutlined, HomeOutlined, InfoCircleOutlined, MailOutlined, NotificationOutlined, PhoneOutlined, TrophyOutlined, UserOutlined } from '@ant-design/icons';
import { useQuery } from '@apollo/client/react';
import { Alert, Button, Card, Result, Spin, Typography, theme } from 'antd';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useParams } from 'react-router';
import { ErrorPage } from '@/app/ErrorPage';
import { AdmissionFormDialog } from '@/features/admission/form/AdmissionFormDialog';
import { PublicAcademyDocument, PublicWebsiteDocument, type PublicWebsiteQuery } from '@/gql/graphql';
import { useFormat } from '@/lib/format';
import { PublicCard, PublicShell } from './PublicShell';
import { VisitorPanel } from './VisitorPanel';
import './publicHome.css';

type Site = NonNullable<PublicWebsiteQuery['publicWebsite']>;

/**
 * The public academy home `/{slug}` (spec doc 1 §2, doc 2 §2): the site's top bar (SiteBar) with the
 * notice titles scrolling; the academy's public name, address and photo; the about article; while
 * the notice setting is on, the notices; while the officiants setting is on, the staff cards; the academy's
 * e-mail and mobile at the foot; and, while its online_admission setting is on, the admission form
 * in visitor mode and the visitor sign-in (VisitorPanel) to follow the applications sent. Articles are shown as the server sanitised them (no editor code here).
 */
export default function AcademyPublicHome() {
  const { slug = '' } = useParams();
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const { digits } = useFormat();
  const { token } = theme.useToken();
  const [applying, setApplying] = useState(false);
  const [formNo, setFormNo] = useState<number | null>(null);
  const { data, loading } = useQuery(PublicAcademyDocument, { variables: { slug } });
  const academy = data?.publicAcademy;
  const site = useQuery(PublicWebsiteDocument, { variables: { slug } }).data?.publicWebsite ?? null;
  const notices = site?.notice ? site.notices : [];

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
        <Link to="/login">
          <Button type="text">{t('landing.login')}</Button>
        </Link>
      )}
    >
      <SiteBar
        slug={slug}
        admission={academy.onlineAdmission}
        result={academy.result}
        notice={!!site?.notice}
        notices={notices}
        onApply={() => setApplying(true)}
      />
      <section
        id={site?.about ? undefined : 'about'}
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
            {site?.about && (
              <section id="about" className="talim-home-section" style={{ marginTop: 0, marginBottom: 24 }}>
                <PublicCard>
                  <h2 dir="auto" style={{ fontSize: 22 }}>{site.about.title}</h2>
                  {/* Sanitised on the server (rules/articles.ts sanitizeArticle) before it was stored. */}
                  <div className="talim-article-body" dir="auto" dangerouslySetInnerHTML={{ __html: site.about.content }} />
                </PublicCard>
              </section>
            )}
            {site?.notice && <NoticeList slug={slug} notices={notices} />}
            {academy.onlineAdmission ? (
              <Card title={t('publicHome.howTitle')}>
                <Typography.Paragraph style={{ marginBottom: 0 }}>{t('publicHome.howBody')}</Typography.Paragraph>
              </Card>
            ) : (
              <Alert type="info" showIcon title={t('publicHome.onlineClosed')} />
            )}
          </>
        )}
        {/* The visitor sign-in (spec doc 2 §7): applications sent signed in can be followed here. */}
        {academy.onlineAdmission && <div style={{ marginTop: 16 }}><VisitorPanel slug={slug} refresh={formNo} /></div>}
        {site && site.officiants && site.staff.length > 0 && <StaffCards staff={site.staff} />}
      </div>
      {site && (site.email || site.mobile) && <Contacts email={site.email} mobile={site.mobile} />}
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

/**
 * The public site's top bar (spec doc 1 §2): home; online admission while that setting is on (the
 * admission form as a visitor dialog); result while that setting is on; about; notice while that
 * setting is on; and the notice titles scrolling along the rest of the line, each opening its notice.
 */
function SiteBar({ slug, admission, result, notice, notices, onApply }: {
  slug: string; admission: boolean; result: boolean; notice: boolean; notices: Site['notices']; onApply: () => void;
}) {
  const { token } = theme.useToken();
  const intl = useIntl();
  return (
    <div className="talim-sitebar" style={{ background: token.colorBgContainer, borderBottom: `1px solid ${token.colorBorderSecondary}` }}>
      <nav aria-label={intl.formatMessage({ id: 'publicHome.siteMenu' })}>
        <Link to={`/${slug}`}><HomeOutlined aria-hidden /><FormattedMessage id="app.home" /></Link>
        {admission && (
          <button type="button" onClick={onApply}><FormOutlined aria-hidden /><FormattedMessage id="publicHome.onlineAdmission" /></button>
        )}
        {result && <Link to={`/${slug}/result`}><TrophyOutlined aria-hidden /><FormattedMessage id="publicResult.title" /></Link>}
        <a href="#about"><InfoCircleOutlined aria-hidden /><FormattedMessage id="publicHome.about" /></a>
        {notice && <a href="#notices"><NotificationOutlined aria-hidden /><FormattedMessage id="publicHome.notice" /></a>}
      </nav>
      {notices.length > 0 && (
        <div className="talim-ticker" style={{ background: token.colorWarningBg, color: token.colorWarningText }}>
          <div className="talim-ticker-track">
            <div className="talim-ticker-run">
              {notices.map((n) => (
                <Link key={n.id} to={`/${slug}/articles/${n.id}`} dir="auto">{n.title}</Link>
              ))}
            </div>
          </div>
        </div>
      )}
    </div>
  );
}

/** The notices, newest first: title, date and the first 100 characters; each opens its page. */
function NoticeList({ slug, notices }: { slug: string; notices: Site['notices'] }) {
  const { token } = theme.useToken();
  const { date } = useFormat();
  return (
    <section id="notices" className="talim-home-section" style={{ marginTop: 0, marginBottom: 24 }}>
      <h2><FormattedMessage id="publicHome.notices" /></h2>
      {notices.length === 0 && <p style={{ color: token.colorTextSecondary }}><FormattedMessage id="publicHome.noNotices" /></p>}
      <ul className="talim-notices">
        {notices.map((n) => (
          <li key={n.id}>
            <PublicCard className="talim-card-small talim-hover">
              <h3 dir="auto"><Link to={`/${slug}/articles/${n.id}`} style={{ color: token.colorText }}>{n.title}</Link></h3>
              <p style={{ color: token.colorTextTertiary, fontSize: 13, marginBottom: 4 }}>
                <time dateTime={String(n.createdAt)}>{date(String(n.createdAt))}</time>
              </p>
              <p dir="auto" style={{ color: token.colorTextSecondary }}>{n.preview}</p>
            </PublicCard>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The staff cards (officiants setting on): photo, name, designation and a details button. */
function StaffCards({ staff }: { staff: Site['staff'] }) {
  const { token } = theme.useToken();
  return (
    <section id="staff" className="talim-home-section">
      <h2><FormattedMessage id="publicHome.staff" /></h2>
      <ul className="talim-staff">
        {staff.map((p) => (
          <li key={p.id}>
            <PublicCard className="talim-card-small">
              {p.photoUrl ? (
                <img src={p.photoUrl} alt="" width={96} height={96} loading="lazy" style={{ border: `1px solid ${token.colorBorderSecondary}` }} />
              ) : (
                <span className="talim-staff-blank" aria-hidden style={{ background: token.colorFillSecondary, color: token.colorTextTertiary }}><UserOutlined /></span>
              )}
              <strong dir="auto">{p.name}</strong>
              <span className="talim-staff-role" dir="auto" style={{ color: token.colorTextSecondary }}>{p.designation}</span>
              <Link className="talim-staff-more" to={`/website/officiant/${p.id}`} style={{ color: token.colorPrimary, borderColor: token.colorPrimary }}>
                <FormattedMessage id="publicHome.details" />
              </Link>
            </PublicCard>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The academy's e-mail and mobile (spec doc 2 §2: the footer shows {email} and {phone}). */
function Contacts({ email, mobile }: { email: string; mobile: string }) {
  const { token } = theme.useToken();
  const intl = useIntl();
  return (
    <address className="talim-contact" style={{ fontStyle: 'normal', background: token.colorBgContainer, borderTop: `1px solid ${token.colorBorderSecondary}` }}>
      {email && (
        <a href={`mailto:${email}`} aria-label={`${intl.formatMessage({ id: 'publicHome.email' })}: ${email}`}>
          <MailOutlined aria-hidden style={{ color: token.colorPrimary }} /><bdi dir="ltr">{email}</bdi>
        </a>
      )}
      {mobile && (
        <a href={`tel:${mobile.replace(/[^\d+]/g, '')}`} aria-label={`${intl.formatMessage({ id: 'publicHome.mobile' })}: ${mobile}`}>
          <PhoneOutlined aria-hidden style={{ color: token.colorPrimary }} /><bdi dir="ltr">{mobile}</bdi>
        </a>
      )}
    </address>
  );
}
