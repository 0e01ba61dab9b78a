import { DownloadOutlined } from '@ant-design/icons';
import { Alert, Button, Collapse, Empty, Flex, Input, Space, Spin, Table, Tag, Typography } from 'antd';
import { Segmented } from '@/components/Segmented';
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { PublicShell } from '@/features/public/PublicShell';
import { useFormat } from '@/lib/format';
import { callsOf, matches, typeText, type Call, type OpenApiDocument, type Schema } from './openapi';

const DOCUMENT_URL = '/api/openapi.json';
const METHOD_COLORS: Record<string, string> = { GET: 'blue', POST: 'green', PUT: 'orange', DELETE: 'red', PATCH: 'purple' };

/** `**Who:**` and `code` of the document's descriptions as plain React (no markdown library). */
function richText(text: string): ReactNode[] {
  return text.split(/(\*\*[^*]+\*\*|`[^`]+`)/g).filter(Boolean).map((part, i) => {
    if (part.startsWith('**')) return <strong key={i}>{part.slice(2, -2)}</strong>;
    if (part.startsWith('`')) return <Typography.Text key={i} code>{part.slice(1, -1)}</Typography.Text>;
    return part;
  });
}

function Paragraphs({ text }: { text?: string }) {
  if (!text) return null;
  // the document's own texts are English: left to right in every language
  return (
    <div dir="ltr" lang="en">
      {text.split(/\n\n+/).map((p, i) => (
        <Typography.Paragraph key={i} style={{ marginBottom: 8, direction: 'ltr', textAlign: 'left' }}>{richText(p)}</Typography.Paragraph>
      ))}
    </div>
  );
}

interface FieldRow { key: string; name: string; where?: string; type: string; required: boolean; description: string }

/** Code and paths read left to right in every language. */
const ltr = (node: ReactNode) => <bdi dir="ltr">{node}</bdi>;

function FieldTable({ rows, withWhere }: { rows: FieldRow[]; withWhere?: boolean }) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  return (
    <Table<FieldRow>
      size="small"
      pagination={false}
      rowKey="key"
      dataSource={rows}
      columns={[
        { title: t('developers.name'), dataIndex: 'name', width: '22%', render: (v: string, r) => <Space size={4}>{ltr(<Typography.Text code>{v}</Typography.Text>)}{r.required && <Tag color="red">{t('developers.required')}</Tag>}</Space> },
        ...(withWhere ? [{ title: t('developers.in'), dataIndex: 'where', width: '10%', render: (v: string) => t(`developers.in.${v}`) }] : []),
        { title: t('developers.type'), dataIndex: 'type', width: '18%', render: (v: string) => ltr(<Typography.Text type="secondary">{v}</Typography.Text>) },
        { title: t('developers.description'), dataIndex: 'description', render: (v: string) => <div dir="ltr" lang="en">{richText(v)}</div> },
      ]}
    />
  );
}

const fieldRows = (schema: Schema | undefined, skip: string[] = []): FieldRow[] =>
  Object.entries(schema?.properties ?? {}).filter(([name]) => !skip.includes(name)).map(([name, s]) => ({
    key: name, name, type: typeText(s), required: (schema?.required ?? []).includes(name), description: s.description ?? '',
  }));

function Section({ title, children }: { title: ReactNode; children: ReactNode }) {
  return (
    <div style={{ marginTop: 12 }}>
      <Typography.Title level={3} style={{ marginTop: 0, fontSize: 16 }}>{title}</Typography.Title>
      {children}
    </div>
  );
}

/** One call: who may call it, its parameters, payload, answer and error keys. */
function CallDetails({ call }: { call: Call }) {
  const intl = useIntl();
  const { op } = call;
  const [bodyType, body] = Object.entries(op.requestBody?.content ?? {})[0] ?? [];
  const ok = op.responses['200'];
  const [okType, okMedia] = Object.entries(ok?.content ?? {})[0] ?? [];
  const params: FieldRow[] = op.parameters.map((p) => ({ key: `${p.in}:${p.name}`, name: p.name, where: p.in, type: typeText(p.schema), required: p.required, description: p.description ?? '' }));
  return (
    <div>
      <Paragraphs text={op.description} />
      {params.length > 0 && (
        <Section title={<FormattedMessage id="developers.parameters" />}>
          <FieldTable rows={params} withWhere />
        </Section>
      )}
      {body && (
        <Section title={<Space><FormattedMessage id="developers.body" />{ltr(<Tag>{bodyType}</Tag>)}</Space>}>
          <FieldTable rows={fieldRows(body.schema)} />
        </Section>
      )}
      <Section title={<FormattedMessage id="developers.answer" />}>
        {okMedia && okType === 'application/json'
          ? <FieldTable rows={fieldRows(okMedia.schema)} />
          : <Typography.Text>{intl.formatMessage({ id: 'developers.fileAnswer' })} {ltr(<Typography.Text code>{okType}</Typography.Text>)}</Typography.Text>}
      </Section>
      <Section title={<FormattedMessage id="developers.errors" />}>
        <Flex wrap gap={6}>
          {Object.entries(op.responses).filter(([status]) => status !== '200').flatMap(([status, r]) =>
            r.description.split(', ').map((key) => (
              <Tag key={key} color={Number(status) >= 500 ? 'volcano' : Number(status) >= 401 && Number(status) < 404 ? 'gold' : 'default'}>
                {ltr(<>{status} <Typography.Text code>{key}</Typography.Text></>)}
              </Tag>
            )))}
        </Flex>
      </Section>
    </div>
  );
}

function CallTitle({ call }: { call: Call }) {
  const intl = useIntl();
  return (
    <Flex gap={8} wrap align="center">
      <Tag color={METHOD_COLORS[call.method]} style={{ minWidth: 64, textAlign: 'center', fontFamily: 'monospace' }}>{call.method}</Tag>
      {ltr(<Typography.Text code style={{ fontSize: 13 }}>{call.path}</Typography.Text>)}
      <Typography.Text type="secondary" lang="en">{ltr(call.op.summary)}</Typography.Text>
      {call.op['x-spec'] && <Tag color="cyan">{intl.formatMessage({ id: 'developers.spec' })}</Tag>}
    </Flex>
  );
}

/**
 * The REST reference (issue 24): the OpenAPI document the server builds from its route tables,
 * drawn with antd. Public, no sign-in; the calls' own texts are the document's (English).
 */
export default function DevelopersPage() {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const { digits } = useFormat();
  const [doc, setDoc] = useState<OpenApiDocument | null>(null);
  const [failed, setFailed] = useState(false);
  const [search, setSearch] = useState('');
  const [area, setArea] = useState('all');

  useEffect(() => {
    let live = true;
    fetch(DOCUMENT_URL, { credentials: 'omit' })
      .then((r) => (r.ok ? (r.json() as Promise<OpenApiDocument>) : Promise.reject(new Error(String(r.status)))))
      .then((d) => { if (live) setDoc(d); })
      .catch(() => { if (live) setFailed(true); });
    return () => { live = false; };
  }, []);

  const calls = useMemo(() => (doc ? callsOf(doc) : []), [doc]);
  const shown = useMemo(() => calls.filter((c) => (area === 'all' || c.op.tags.includes(area)) && matches(c, search)), [calls, area, search]);
  const areas = doc?.tags ?? [];

  return (
    <PublicShell>
      <div style={{ maxWidth: 1100, margin: '0 auto', padding: '24px 16px' }}>
        <Typography.Title level={1} style={{ fontSize: 30 }}>{t('developers.title')}</Typography.Title>
        <Typography.Paragraph>{t('developers.intro')}</Typography.Paragraph>
        <Typography.Paragraph type="secondary">{t('developers.auth')}</Typography.Paragraph>
        <Space wrap style={{ marginBottom: 16 }}>
          <Button type="primary" icon={<DownloadOutlined />} href={DOCUMENT_URL} target="_blank" rel="noreferrer" style={{ color: '#fff' }}>{t('developers.download')}</Button>
          {doc && <Typography.Text type="secondary">{ltr(`OpenAPI ${doc.openapi}`)} · {t('developers.count', { count: digits(shown.length), total: digits(calls.length) })}</Typography.Text>}
        </Space>
        {failed && <Alert type="error" showIcon title={t('developers.failed')} />}
        {!doc && !failed && <Flex justify="center" gap={8} style={{ padding: 48 }}><Spin /><Typography.Text>{t('developers.loading')}</Typography.Text></Flex>}
        {doc && (
          <>
            <Input.Search allowClear placeholder={t('developers.search')} aria-label={t('developers.search')} value={search} onChange={(e) => setSearch(e.target.value)} style={{ marginBottom: 12 }} />
            <div style={{ overflowX: 'auto', marginBottom: 16 }}>
              <Segmented
                aria-label={t('developers.areas')}
                value={area}
                onChange={(v) => setArea(String(v))}
                options={[{ value: 'all', label: t('developers.area.all') }, ...areas.map((a) => ({ value: a.name, label: t(`developers.area.${a.name}`) }))]}
              />
            </div>
            {shown.length === 0 && <Empty description={t('developers.noMatch')} />}
            {areas.filter((a) => shown.some((c) => c.op.tags.includes(a.name))).map((a) => (
              <section key={a.name} style={{ marginBottom: 24 }}>
                <Typography.Title level={2} style={{ marginBottom: 4, fontSize: 20 }}>{t(`developers.area.${a.name}`)} {ltr(<Typography.Text type="secondary" code>/api/{a.name}</Typography.Text>)}</Typography.Title>
                <Collapse
                  size="small"
                  items={shown.filter((c) => c.op.tags.includes(a.name)).map((c) => ({
                    key: c.op.operationId, label: <CallTitle call={c} />, children: <CallDetails call={c} />,
                  }))}
                />
              </section>
            ))}
          </>
        )}
      </div>
    </PublicShell>
  );
}
