import { HomeOutlined, LockOutlined } from '@ant-design/icons';
import { skipToken, useQuery } from '@apollo/client/react';
import { Alert, Button, Card, Empty, Flex, Grid, Result, Spin, Typography, theme } from 'antd';
import { useMemo, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useParams, useSearchParams } from 'react-router';
import { ErrorPage } from '@/app/ErrorPage';
import { PublicAcademyDocument, PublicResultDocument, PublicResultOptionsDocument, type ResultFieldsFragment } from '@/gql/graphql';
import { errorMessageId } from '@/lib/errors';
import { PublicShell } from './PublicShell';
import { VisitorPanel } from './VisitorPanel';
import { PublicResultCard } from './publicResultCard';
import { PublicResultPicker } from './publicResultPicker';
import { EMPTY_PICK, admitNumber, fromSearch, settle, toSearch, type ResultPick } from './publicResultPicks';
import { PublicResultTable } from './publicResultTable';

const spin = <Spin style={{ display: 'block', margin: '48px auto' }} />;

/**
 * The public result screen `/{slug}/result` (spec §2), open without sign-in while the academy's
 * result setting is on: pick a saved result, then one admit number's card or the whole class.
 * The asked result lives in the address, so it can be shared and the back button works.
 */
export default function PublicResultScreen() {
  const { slug = '' } = useParams();
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const wide = !!Grid.useBreakpoint().sm;
  const { token } = theme.useToken();
  const [search, setSearch] = useSearchParams();
  const asked = useMemo(() => fromSearch(search), [search]);
  const [draft, setDraft] = useState<ResultPick>(() => asked ?? EMPTY_PICK);
  // The address changed (back button, a shared link): the pickers follow it.
  const [seen, setSeen] = useState(asked);
  if (seen !== asked) {
    setSeen(asked);
    if (asked) setDraft(asked);
  }

  const academyQuery = useQuery(PublicAcademyDocument, { variables: { slug } });
  const academy = academyQuery.data?.publicAcademy;
  const open = !!academy?.result;
  const optionsQuery = useQuery(PublicResultOptionsDocument, open ? { variables: { slug } } : skipToken);
  const options = useMemo(() => optionsQuery.data?.publicResultOptions ?? [], [optionsQuery.data]);
  const pick = useMemo(() => settle(options, draft), [options, draft]);
  const resultQuery = useQuery(
    PublicResultDocument,
    open && asked
      ? {
          variables: {
            slug, year: asked.year ?? 0, examName: asked.examName, className: asked.className, groupName: asked.groupName,
            admitNo: asked.mode === 'student' ? admitNumber(asked.admitNo) : null,
          },
        }
      : skipToken,
  );

  if (academyQuery.loading && !academyQuery.data) return <PublicShell>{spin}</PublicShell>;
  if (academyQuery.error) {
    return (
      <PublicShell>
        <div style={{ maxWidth: 640, margin: '32px auto', padding: '0 12px' }}>
          <Alert type="error" showIcon title={t(errorMessageId(academyQuery.error).id)} />
        </div>
      </PublicShell>
    );
  }
  if (!academy) {
    return (
      <PublicShell>
        <ErrorPage status="404" messageId="error.sorryNotFound" to="/" labelId="app.home" />
      </PublicShell>
    );
  }

  const codeOf = (error: unknown) => (error ? errorMessageId(error).id : null);
  const closed = !open || codeOf(optionsQuery.error) === 'error.authorRequired' || codeOf(resultQuery.error) === 'error.authorRequired';
  const home = `/${slug}`;

  const body = () => {
    if (closed) {
      return (
        <Card>
          <Result
            icon={<LockOutlined style={{ color: token.colorPrimary }} />}
            title={t('publicResult.notPublished')}
            subTitle={t('publicResult.notPublishedBody')}
            extra={<Link to={home}><Button type="primary">{t('publicResult.academyHome')}</Button></Link>}
          />
        </Card>
      );
    }
    if (optionsQuery.loading && !optionsQuery.data) return spin;
    if (optionsQuery.error) return <Alert type="error" showIcon title={t(errorMessageId(optionsQuery.error).id)} />;
    if (!options.length) return <Card><Empty description={t('publicResult.noResults')} /></Card>;
    return (
      <Flex vertical gap={16}>
        <PublicResultPicker
          options={options}
          value={pick}
          onChange={setDraft}
          loading={resultQuery.loading}
          onSubmit={() => setSearch(toSearch(pick))}
        />
        <ResultOutput
          asked={asked}
          loading={resultQuery.loading}
          error={resultQuery.error}
          result={resultQuery.data?.publicResult.result}
        />
      </Flex>
    );
  };

  return (
    <PublicShell
      actions={(
        <Link to={home}>
          <Button type="text" icon={<HomeOutlined />} aria-label={`${t('publicResult.academyHome')} · ${academy.name}`}>
            {wide ? t('publicResult.academyHome') : null}
          </Button>
        </Link>
      )}
    >
      <Heading name={academy.name} logoUrl={academy.logoUrl} />
      <div style={{ maxWidth: 1280, margin: '0 auto', padding: '16px 12px 32px' }}>
        {body()}
        {/* The visitor sign-in: an admitted application shows its admit number, the row to look for above. */}
        <div style={{ marginTop: 16 }}><VisitorPanel slug={slug} /></div>
      </div>
    </PublicShell>
  );
}

/** The academy's name and logo over the screen's title. */
function Heading({ name, logoUrl }: { name: string; logoUrl: string }) {
  const { token } = theme.useToken();
  return (
    <section
      style={{
        background: `linear-gradient(135deg, ${token.colorPrimary} 0%, #0b4f3d 100%)`, color: '#fff',
        padding: '20px 16px', textAlign: 'center',
      }}
    >
      {logoUrl && <img src={logoUrl} alt="" style={{ width: 56, height: 56, borderRadius: 10, background: '#fff', objectFit: 'contain' }} />}
      {/* the screen's title is the page's one h1; the academy's name above it is no heading (issue 27) */}
      <p style={{ color: '#fff', margin: '4px 0 2px', fontSize: 'clamp(20px, 4.5vw, 30px)', fontWeight: 600, lineHeight: 1.35 }} dir="auto">
        {name}
      </p>
      <h1 style={{ color: 'rgba(255,255,255,.88)', fontSize: 16, fontWeight: 'normal', margin: 0 }}>
        <FormattedMessage id="publicResult.title" />
      </h1>
    </section>
  );
}

/** What the asked result shows: a student's card, the class table, not found, or the error. */
function ResultOutput({ asked, loading, error, result }: {
  asked: ResultPick | null;
  loading: boolean;
  error: unknown;
  result: ResultFieldsFragment | undefined;
}) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  if (!asked) {
    return (
      <Typography.Paragraph type="secondary" style={{ textAlign: 'center', margin: '8px auto', maxWidth: 520 }}>
        {t('publicResult.hint')}
      </Typography.Paragraph>
    );
  }
  if (loading && !result) return spin;
  if (error) {
    const { id, values } = errorMessageId(error);
    if (id === 'error.sorryNotFound') {
      return (
        <Card>
          <Result
            status="warning"
            title={t('error.sorryNotFound')}
            subTitle={asked.mode === 'student' ? t('publicResult.notFoundStudent') : t('publicResult.notFoundClass')}
          />
        </Card>
      );
    }
    return <Alert type="error" showIcon title={t(id, values)} />;
  }
  if (!result) return null;
  if (asked.mode === 'student') {
    const row = result.rows[0];
    return row ? <div style={{ maxWidth: 640, width: '100%', margin: '0 auto' }}><PublicResultCard result={result} row={row} /></div> : null;
  }
  return <PublicResultTable result={result} />;
}
