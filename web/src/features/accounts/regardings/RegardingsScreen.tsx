import { DeleteOutlined, PlusOutlined, UndoOutlined } from '@ant-design/icons';
import { useMutation, useQuery } from '@apollo/client/react';
import { Alert, App, Button, Card, Col, Flex, Input, Row, Spin, Tooltip, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { useSession } from '@/app/session';
import { RegardingsDocument, SaveRegardingsDocument } from '@/gql/graphql';
import { errorMessageId, errorText } from '@/lib/errors';
import { useFormat } from '@/lib/format';
import { cleanLists, EMPTY_LISTS, isChanged, isRepeat, REGARDING_KINDS, type RegardingKind, type RegardingLists } from './regardingsForm';

const pick = (r: RegardingLists | null | undefined): RegardingLists => (r ? { mci: r.mci, mgi: r.mgi, mce: r.mce, mge: r.mge } : EMPTY_LISTS);

/** /regardingChanging: the four account-head lists, edited in place and saved deduplicated ('regarding.write'). */
export default function RegardingsScreen() {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const { message } = App.useApp();
  const { can } = useSession();
  const canWrite = can('regarding.write');
  const { data, loading, error } = useQuery(RegardingsDocument);
  const [save, saving] = useMutation(SaveRegardingsDocument);
  const saved = pick(data?.regardings);
  const [lists, setLists] = useState<RegardingLists>(EMPTY_LISTS);
  useEffect(() => { if (data?.regardings) setLists(pick(data.regardings)); }, [data]);

  const setList = (kind: RegardingKind, list: string[]) => setLists((prev) => ({ ...prev, [kind]: list }));
  const changed = isChanged(lists, saved);

  const submit = async () => {
    try {
      const result = await save({ variables: { input: cleanLists(lists) } });
      if (result.data) setLists(pick(result.data.saveRegardings));
      message.success(t('error.successMessage'));
    } catch (e) {
      message.error(errorText(intl, e));
    }
  };

  if (loading && !data) return <Spin />;
  return (
    <Flex vertical gap={12} className="talim-regardings">
      <Flex wrap gap={8} align="center" justify="space-between">
        <Typography.Title level={1} className="talim-page-title" style={{ margin: 0 }}>{t('regardings.title')}</Typography.Title>
        {canWrite && (
          <Flex gap={8}>
            <Button icon={<UndoOutlined />} disabled={!changed} onClick={() => setLists(saved)}>{t('regardings.reset')}</Button>
            <Button type="primary" loading={saving.loading} disabled={!changed} onClick={submit}>{t('app.save')}</Button>
          </Flex>
        )}
      </Flex>
      <Typography.Text type="secondary">{t('regardings.hint')}</Typography.Text>
      {error ? <Alert type="error" showIcon title={t(errorMessageId(error).id)} /> : null}
      <Row gutter={[12, 12]}>
        {REGARDING_KINDS.map((kind) => (
          <Col key={kind} xs={24} lg={12}>
            <HeadList kind={kind} list={lists[kind]} readOnly={!canWrite} onChange={(list) => setList(kind, list)} />
          </Col>
        ))}
      </Row>
    </Flex>
  );
}

function HeadList({ kind, list, readOnly, onChange }: { kind: RegardingKind; list: string[]; readOnly: boolean; onChange: (list: string[]) => void }) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const { number: num } = useFormat();
  const [draft, setDraft] = useState('');
  const repeat = draft.trim() !== '' && isRepeat(list, draft);
  const add = () => {
    if (!draft.trim() || repeat) return;
    onChange([...list, draft.trim()]);
    setDraft('');
  };
  const title = t(`regardings.${kind}`);
  return (
    <Card size="small" title={title} extra={<Typography.Text type="secondary">{num(list.length)}</Typography.Text>}>
      <Flex vertical gap={6}>
        {list.length === 0 && <Typography.Text type="secondary">{t('regardings.empty')}</Typography.Text>}
        {list.map((head, i) => (
          <Flex key={i} gap={6} align="center">
            <Typography.Text type="secondary" style={{ minWidth: 28, textAlign: 'end' }}>{num(i + 1)}.</Typography.Text>
            <Input
              value={head}
              readOnly={readOnly}
              maxLength={120}
              aria-label={`${title} ${i + 1}`}
              onChange={(e) => onChange(list.map((h, j) => (j === i ? e.target.value : h)))}
            />
            {!readOnly && (
              <Tooltip title={t('table.delete')}>
                <Button danger icon={<DeleteOutlined />} aria-label={t('table.delete')} onClick={() => onChange(list.filter((_, j) => j !== i))} />
              </Tooltip>
            )}
          </Flex>
        ))}
        {!readOnly && (
          <Flex gap={6} align="center" style={{ marginTop: 4 }}>
            <Input
              value={draft}
              maxLength={120}
              status={repeat ? 'warning' : undefined}
              placeholder={t('regardings.newHead')}
              aria-label={`${title}: ${t('regardings.newHead')}`}
              onChange={(e) => setDraft(e.target.value)}
              onPressEnter={add}
            />
            <Button icon={<PlusOutlined />} disabled={!draft.trim() || repeat} onClick={add}>{t('regardings.add')}</Button>
          </Flex>
        )}
        {repeat && <Typography.Text type="warning">{t('regardings.repeat')}</Typography.Text>}
      </Flex>
    </Card>
  );
}
