import { CheckCircleOutlined, DownloadOutlined, InboxOutlined, UploadOutlined } from '@ant-design/icons';
import { useQuery } from '@apollo/client/react';
import { Alert, Button, Card, Checkbox, Flex, Progress, Select, Space, Spin, Table, Tooltip, Typography, Upload } from 'antd';
import type { UploadFile } from 'antd';
import { useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { ControllerAcademiesDocument, ControllerMeDocument } from '@/gql/graphql';
import { RestError } from '@/lib/authApi';
import { DATA_COLUMNS } from '@rules/data-entry';
import { formatError } from '@/lib/errors';
import { useFormat } from '@/lib/format';
import '@/components/dataTable.css';
import { KINDS, sendSheet, templateUrl, type Kind, type Outcome, type Preview, type RowError } from './sheetUpload';

type Stage = 'idle' | 'uploading' | 'server';

/**
 * /controller/dataEntry (issue 13): a super_admin imports students, staff, classes or books into
 * an academy from an .xlsx or .csv (first row the header; templates per kind). "Check" previews
 * the first rows with every bad cell marked; "Import" writes all rows, or nothing while any row is
 * bad unless "import the good rows" is ticked. The upload shows its progress, then a spinner
 * while the server checks and writes.
 */
export default function DataEntryScreen() {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const f = useFormat();
  const { data: academies, loading: academiesLoading } = useQuery(ControllerAcademiesDocument);
  const { data: me } = useQuery(ControllerMeDocument);
  const canWrite = me?.controllerMe?.type === 'super_admin';
  const [code, setCode] = useState<string>();
  const [kind, setKind] = useState<Kind>('students');
  const [files, setFiles] = useState<UploadFile[]>([]);
  const [goodRowsOnly, setGoodRowsOnly] = useState(false);
  const [stage, setStage] = useState<Stage>('idle');
  const [percent, setPercent] = useState(0);
  const [preview, setPreview] = useState<Preview | null>(null);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const options = useMemo(
    () => (academies?.controllerAcademies ?? []).map((a) => ({ value: a.code, label: `${f.digits(a.code)} · ${a.name}` })),
    [academies, f],
  );
  const file = files[0]?.originFileObj as File | undefined;
  const busy = stage !== 'idle';
  // Columns by their names in the language (the file's header name beside it); an error says what
  // the cell should hold: the values allowed, or the format of a date or number.
  const labels = useMemo(() => Object.fromEntries(Object.values(DATA_COLUMNS).flat().map((c) => [c.field, `dataEntry.field.${c.field}`])), []);
  const types = useMemo(() => new Map(DATA_COLUMNS[kind].map((c) => [c.field, c.type])), [kind]);
  const expected = (e: RowError) => {
    if (e.allowed?.length) return t('dataEntry.expect.allowed', { values: e.allowed.join(', ') });
    const type = types.get(e.column);
    return e.key === 'invalidValue' && (type === 'date' || type === 'int' || type === 'number') ? t(`dataEntry.expect.${type}`) : '';
  };
  const message = (e: RowError) => [formatError(intl, { id: `error.${e.key}`, values: { field: e.column } }, labels), expected(e)].filter(Boolean).join(' — ');
  const columnTitle = (column: string) => (labels[column] ? `${t(labels[column])} (${column})` : column);

  const reset = () => { setPreview(null); setOutcome(null); setFailure(null); };
  async function send(mode: 'preview' | 'import') {
    if (!code || !file) return;
    reset();
    setPercent(0);
    setStage('uploading');
    const fields: Record<string, string> = mode === 'preview' ? { kind, preview: 'true' } : { kind, good_rows_only: String(goodRowsOnly) };
    try {
      const answer = await sendSheet<Preview | Outcome>(code, fields, file, (p) => { setPercent(p); if (p >= 100) setStage('server'); });
      if (mode === 'preview') setPreview(answer as Preview);
      else setOutcome(answer as Outcome);
    } catch (e) {
      const missingColumn = e instanceof RestError && e.code === 'requiredField' && typeof e.params.field === 'string' && e.params.field !== 'file';
      if (missingColumn) setFailure(t('dataEntry.missingColumn', { column: String(e.params.field) }));
      else setFailure(e instanceof RestError ? formatError(intl, { id: `error.${e.code}`, values: e.params }) : t('dataEntry.uploadFailed'));
    } finally {
      setStage('idle');
    }
  }

  const errorsByCell = useMemo(() => {
    const map = new Map<string, RowError>();
    for (const e of preview?.errors ?? []) map.set(`${e.row}:${e.column}`, e);
    return map;
  }, [preview]);
  const badRows = useMemo(() => new Set((preview?.errors ?? []).map((e) => e.row)), [preview]);
  const shownErrors = outcome?.errors ?? preview?.errors ?? [];

  return (
    <Flex vertical gap={16}>
      <Typography.Title level={1} className="talim-page-title" style={{ margin: 0 }}>{t('dataEntry.title')}</Typography.Title>
      <Typography.Paragraph type="secondary" style={{ margin: 0 }}>{t('dataEntry.help')}</Typography.Paragraph>
      <Card>
        <Flex vertical gap={12}>
          <Space wrap>
            <Select
              showSearch optionFilterProp="label" style={{ minWidth: 320 }} loading={academiesLoading}
              placeholder={t('dataEntry.chooseAcademy')} aria-label={t('controller.col.academy')}
              value={code} onChange={(v: string) => { setCode(v); reset(); }} options={options}
            />
            <Select<Kind>
              style={{ minWidth: 160 }} aria-label={t('dataEntry.kind')} value={kind}
              onChange={(v) => { setKind(v); reset(); }}
              options={KINDS.map((k) => ({ value: k, label: t(`dataEntry.kind.${k}`) }))}
            />
          </Space>
          <Upload.Dragger
            accept=".xlsx,.xls,.csv" maxCount={1} fileList={files} disabled={busy}
            beforeUpload={() => false} onChange={({ fileList }) => { setFiles(fileList.slice(-1)); reset(); }}
          >
            <p className="ant-upload-drag-icon"><InboxOutlined /></p>
            <p className="ant-upload-text">{t('dataEntry.chooseFile')}</p>
            <p className="ant-upload-hint">{t('dataEntry.fileHint')}</p>
          </Upload.Dragger>
          <Space wrap>
            <Button icon={<CheckCircleOutlined />} disabled={!code || !file || busy || !canWrite} onClick={() => void send('preview')}>{t('dataEntry.check')}</Button>
            <Checkbox checked={goodRowsOnly} onChange={(e) => setGoodRowsOnly(e.target.checked)} disabled={busy}>{t('dataEntry.goodRowsOnly')}</Checkbox>
            <Button type="primary" icon={<UploadOutlined />} disabled={!code || !file || busy || !canWrite} onClick={() => void send('import')}>{t('dataEntry.import')}</Button>
          </Space>
          {!canWrite && me && <Alert type="info" showIcon title={t('dataEntry.superAdminOnly')} />}
          {stage === 'uploading' && <Progress percent={percent} status="active" aria-label={t('dataEntry.uploading')} />}
          {stage === 'server' && <Space><Spin /><Typography.Text>{t('dataEntry.working')}</Typography.Text></Space>}
          <Space wrap>
            <Typography.Text type="secondary">{t('dataEntry.templates')}</Typography.Text>
            {KINDS.map((k) => (
              <Button key={k} size="small" icon={<DownloadOutlined />} href={templateUrl(k)} download>{t(`dataEntry.kind.${k}`)}</Button>
            ))}
          </Space>
        </Flex>
      </Card>

      {failure && <Alert type="error" showIcon title={t('dataEntry.uploadFailed')} description={failure} />}
      {outcome && (
        <Alert
          type={outcome.imported > 0 ? 'success' : 'error'} showIcon
          title={outcome.imported > 0
            ? t('dataEntry.imported', { imported: f.number(outcome.imported), skipped: f.number(outcome.skipped) })
            : t('dataEntry.nothingWritten', { bad: f.number(outcome.badRows) })}
        />
      )}
      {preview && (
        <Alert
          type={preview.badRows ? 'warning' : 'success'} showIcon
          title={t('dataEntry.previewSummary', { rows: f.number(preview.rows), bad: f.number(preview.badRows) })}
        />
      )}
      {preview && preview.sample.length > 0 && (
        <Card title={t('dataEntry.firstRows', { n: f.number(preview.sample.length) })} size="small">
          <Table
            className="talim-data-table" size="small" pagination={false} scroll={{ x: 'max-content' }} rowKey="row" dataSource={preview.sample}
            rowClassName={(r) => (badRows.has(r.row) ? 'talim-row-warning' : '')}
            columns={[
              { key: 'row', title: t('dataEntry.row'), fixed: 'left', render: (_: unknown, r) => f.digits(r.row) },
              ...preview.columns.map((column, i) => ({
                key: column, title: columnTitle(column),
                render: (_: unknown, r: Preview['sample'][number]) => {
                  const problem = errorsByCell.get(`${r.row}:${column}`);
                  if (!problem) return r.cells[i];
                  return (
                    <Tooltip title={message(problem)}>
                      <Typography.Text type="danger" strong data-testid={`bad-${r.row}-${column}`}>{r.cells[i] || '—'}</Typography.Text>
                    </Tooltip>
                  );
                },
              })),
            ]}
          />
        </Card>
      )}
      {shownErrors.length > 0 && (
        <Card title={t('dataEntry.errors')} size="small">
          <Table
            size="small" rowKey={(e) => `${e.row}:${e.column}`} dataSource={shownErrors} pagination={{ pageSize: 50, hideOnSinglePage: true }}
            columns={[
              { key: 'row', title: t('dataEntry.row'), render: (_: unknown, e: RowError) => f.digits(e.row) },
              { key: 'column', title: t('dataEntry.column'), render: (_: unknown, e: RowError) => columnTitle(e.column) },
              { key: 'problem', title: t('dataEntry.problem'), render: (_: unknown, e: RowError) => <Typography.Text type="danger">{message(e)}</Typography.Text> },
            ]}
          />
        </Card>
      )}
    </Flex>
  );
}
