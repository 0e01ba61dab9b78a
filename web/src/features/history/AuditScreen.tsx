import { DownloadOutlined, SafetyCertificateOutlined } from '@ant-design/icons';
import { useLazyQuery, useQuery } from '@apollo/client/react';
import { Alert, Button, DatePicker, Form, Result, Select, Space, Table, Tag, Typography } from 'antd';
import type { Dayjs } from 'dayjs';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useSession } from '@/app/session';
import { AuditChainCheckDocument, AuditLinesDocument, UsersDocument, type AuditLineFieldsFragment } from '@/gql/graphql';
import { errorText } from '@/lib/errors';
import { useFormat } from '@/lib/format';
import { AUDIT_ENTITIES, exportHref } from './changes';
import { ActorText, ChangeList } from './ChangeList';

const PAGE = 50;

/** /history: the academy's history of changes (issue 26) for the principal and superUser: who, what, when; paged, exported, chain checked. */
export default function AuditScreen() {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const { can } = useSession();
  const { dateTime, digits } = useFormat();
  const [filter, setFilter] = useState<{ actorId: number | null; entity: string | null; from: string | null; to: string | null }>({ actorId: null, entity: null, from: null, to: null });
  const [page, setPage] = useState(1);
  const allowed = can('audit.read');
  const { data, loading, error } = useQuery(AuditLinesDocument, { variables: { ...filter, offset: (page - 1) * PAGE, limit: PAGE }, skip: !allowed, fetchPolicy: 'cache-and-network' });
  const users = useQuery(UsersDocument, { skip: !allowed });
  const [runCheck, check] = useLazyQuery(AuditChainCheckDocument, { fetchPolicy: 'network-only' });
  if (!allowed) return <Result status="403" title={t('error.authorRequired')} />;
  const set = (patch: Partial<typeof filter>) => { setFilter({ ...filter, ...patch }); setPage(1); };
  const day = (d: Dayjs | null) => (d ? d.format('YYYY-MM-DD') : null);
  const entityName = (e: string) => t(`history.entity.${e}`);
  const actionName = (a: string) => (intl.messages[`history.action.${a}`] ? t(`history.action.${a}`) : a);
  const result = check.data?.auditChainCheck;

  return (
    <div className="talim-history">
      <Typography.Title level={1} className="talim-page-title" style={{ marginBottom: 12 }}>{t('history.screenTitle')}</Typography.Title>
      <Form layout="inline" style={{ marginBottom: 12, rowGap: 8 }}>
        <Form.Item label={t('history.who')} htmlFor="history-who">
          <Select
            id="history-who"
            allowClear showSearch optionFilterProp="label" style={{ minWidth: 200 }} value={filter.actorId ?? undefined}
            onChange={(v: number | undefined) => set({ actorId: v ?? null })}
            options={(users.data?.users ?? []).map((u) => ({ value: u.id, label: `${u.firstName} ${u.lastName}` }))}
          />
        </Form.Item>
        <Form.Item label={t('history.what')} htmlFor="history-what">
          <Select
            id="history-what"
            allowClear style={{ minWidth: 180 }} value={filter.entity ?? undefined} onChange={(v: string | undefined) => set({ entity: v ?? null })}
            options={AUDIT_ENTITIES.map((e) => ({ value: e, label: entityName(e) }))}
          />
        </Form.Item>
        <Form.Item label={t('history.when')} htmlFor="history-when">
          <DatePicker.RangePicker id={{ start: 'history-when' }} onChange={(r) => set({ from: day(r?.[0] ?? null), to: day(r?.[1] ?? null) })} />
        </Form.Item>
      </Form>
      <Space wrap style={{ marginBottom: 12 }}>
        <Button icon={<DownloadOutlined />} href={exportHref('csv', filter)}>{t('history.exportCsv')}</Button>
        <Button icon={<DownloadOutlined />} href={exportHref('xlsx', filter)}>{t('history.exportXlsx')}</Button>
        <Button icon={<SafetyCertificateOutlined />} loading={check.loading} onClick={() => void runCheck()}>{t('history.check')}</Button>
      </Space>
      {result && (
        <Alert
          style={{ marginBottom: 12 }} showIcon type={result.ok ? 'success' : 'error'}
          message={result.ok ? t('history.checkOk', { lines: digits(result.lines) }) : t('history.checkBroken', { seq: digits(result.brokenAt ?? 0), reason: t(`history.reason.${result.reason ?? 'hash'}`) })}
        />
      )}
      {(error || check.error) && <Alert type="error" showIcon message={errorText(intl, error ?? check.error)} style={{ marginBottom: 12 }} />}
      <Table<AuditLineFieldsFragment>
        rowKey="id" size="small" loading={loading} dataSource={data?.auditLines.items ?? []} scroll={{ x: true }}
        pagination={{ current: page, pageSize: PAGE, total: data?.auditLines.total ?? 0, showSizeChanger: false, onChange: setPage, showTotal: (n) => t('history.total', { n: digits(n) }) }}
        columns={[
          { key: 'seq', title: '#', render: (_, l) => digits(l.seq) },
          { key: 'at', title: t('history.when'), render: (_, l) => <span style={{ whiteSpace: 'nowrap' }}>{dateTime(l.at)}</span> },
          { key: 'who', title: t('history.who'), render: (_, l) => <ActorText line={l} /> },
          { key: 'what', title: t('history.what'), render: (_, l) => <span>{entityName(l.entity)} <bdi>{digits(l.recordKey)}</bdi></span> },
          { key: 'action', title: t('history.actionColumn'), render: (_, l) => <Tag color={l.action === 'delete' ? 'red' : l.action === 'create' ? 'green' : 'blue'}>{actionName(l.action)}</Tag> },
          { key: 'changes', title: t('history.changes'), render: (_, l) => <ChangeList line={l} /> },
          { key: 'from', title: t('history.from'), render: (_, l) => <Typography.Text type="secondary" style={{ fontSize: 12 }}><bdi>{l.ip}</bdi><br /><bdi>{l.client}</bdi></Typography.Text> },
        ]}
      />
    </div>
  );
}
