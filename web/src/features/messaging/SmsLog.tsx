import { useQuery } from '@apollo/client/react';
import { Alert, Card, Flex, Pagination, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { DataTable, type DataColumn } from '@/components/DataTable';
import { SmsOutboxDocument, type SmsOutboxQuery } from '@/gql/graphql';
import { errorMessageId } from '@/lib/errors';
import { useFormat } from '@/lib/format';
import { useTaka } from './useTaka';

type Item = SmsOutboxQuery['smsOutbox']['items'][number];

/** Messages fetched from the server a page at a time; the grid pages within them. */
export const OUTBOX_PAGE = 100;

/** The delivery log: every message the academy sent, is sending or failed to send, newest first. */
export function SmsLog() {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const { number, dateTime } = useFormat();
  const taka = useTaka();
  const [page, setPage] = useState(1);
  const outbox = useQuery(SmsOutboxDocument, { variables: { page, limit: OUTBOX_PAGE }, fetchPolicy: 'cache-and-network' });
  const items = outbox.data?.smsOutbox.items ?? [];
  const total = outbox.data?.smsOutbox.total ?? 0;

  const when = (iso: string) => dateTime(iso);
  const statusText = (m: Item) => (m.status === 'failed' ? `${t('messaging.status.failed')}: ${m.error ? t(`error.${m.error}`) : ''}` : t(`messaging.status.${m.status}`));

  const columns: DataColumn<Item>[] = [
    { key: 'createdAt', title: t('messaging.date'), sortable: true, value: (m) => when(m.createdAt), render: (m) => <span style={{ whiteSpace: 'nowrap' }}>{when(m.createdAt)}</span> },
    { key: 'kind', title: t('messaging.kind'), sortable: true, value: (m) => t(`messaging.kind.${m.kind}`) },
    { key: 'receiver', title: t('messaging.receiver'), value: (m) => m.receiver, render: (m) => <span dir="ltr">{m.receiver}</span> },
    {
      key: 'body', title: t('messaging.text'), value: (m) => m.body,
      render: (m) => (
        <div
          dir="auto"
          title={m.body}
          style={{ minWidth: 160, maxWidth: 260, textAlign: 'start', whiteSpace: 'pre-wrap', display: '-webkit-box', WebkitLineClamp: 3, WebkitBoxOrient: 'vertical', overflow: 'hidden' }}
        >
          {m.body}
        </div>
      ),
    },
    { key: 'parts', title: t('messaging.parts'), align: 'end', sortable: true, total: true },
    { key: 'cost', title: t('messaging.cost'), align: 'end', sortable: true, value: (m) => m.cost / 100, render: (m) => taka(m.cost) },
    {
      key: 'status', title: t('messaging.status'), sortable: true, value: statusText,
      render: (m) =>
        m.status !== 'failed' ? (
          <Tag color={m.status === 'sent' ? 'success' : 'processing'}>{t(`messaging.status.${m.status}`)}</Tag>
        ) : (
          <Flex vertical gap={2} align="flex-start" style={{ minWidth: 110, maxWidth: 150 }}>
            <Tag color="error">{t('messaging.status.failed')}</Tag>
            {m.error && <Typography.Text type="danger" style={{ fontSize: 12 }}>{t(`error.${m.error}`)}</Typography.Text>}
          </Flex>
        ),
    },
  ];

  const from = total ? (page - 1) * OUTBOX_PAGE + 1 : 0;
  const to = Math.min(page * OUTBOX_PAGE, total);

  return (
    <Card size="small" title={t('messaging.outboxTitle')} extra={<Typography.Text type="secondary">{t('messaging.total', { total: number(total) })}</Typography.Text>}>
      <Flex vertical gap={12}>
        {outbox.error && <Alert type="error" showIcon title={t(errorMessageId(outbox.error).id)} />}
        <DataTable<Item>
          rows={items}
          columns={columns}
          rowKey={(m) => m.id}
          loading={outbox.loading && !outbox.data}
          title={t('messaging.outboxTitle')}
          size="small"
        />
        {total > OUTBOX_PAGE && (
          <Flex justify="space-between" align="center" wrap gap={8}>
            <Typography.Text type="secondary">{t('messaging.serverRange', { from: number(from), to: number(to), total: number(total) })}</Typography.Text>
            <Pagination
              current={page}
              pageSize={OUTBOX_PAGE}
              total={total}
              showSizeChanger={false}
              onChange={setPage}
              itemRender={(p, type, element) => (type === 'page' ? <a>{number(p)}</a> : element)}
            />
          </Flex>
        )}
      </Flex>
    </Card>
  );
}
