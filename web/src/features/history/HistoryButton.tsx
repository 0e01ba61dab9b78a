import { HistoryOutlined } from '@ant-design/icons';
import { useQuery } from '@apollo/client/react';
import { Alert, Button, Drawer, Empty, Grid, Spin, Timeline, Tooltip, Typography } from 'antd';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { usePreferences } from '@/app/preferences';
import { useSession } from '@/app/session';
import { RecordHistoryDocument } from '@/gql/graphql';
import { errorText } from '@/lib/errors';
import { useFormat } from '@/lib/format';
import { isRtl } from '@/lib/prefs';
import { ActorText, ChangeList } from './ChangeList';

/**
 * A record's "history" action (issue 26): for the principal and superUser (audit.read), a button that
 * opens the record's changes, oldest first: when (Asia/Dhaka), who, what changed, from where.
 */
export function HistoryButton({ entity, recordKey }: { entity: string; recordKey: string | number }) {
  const intl = useIntl();
  const { can } = useSession();
  const [open, setOpen] = useState(false);
  if (!can('audit.read')) return null;
  const label = intl.formatMessage({ id: 'history.action' });
  return (
    <>
      <Tooltip title={label}>
        <Button icon={<HistoryOutlined />} aria-label={label} onClick={() => setOpen(true)} />
      </Tooltip>
      {open && <HistoryDrawer entity={entity} recordKey={String(recordKey)} onClose={() => setOpen(false)} />}
    </>
  );
}

function HistoryDrawer({ entity, recordKey, onClose }: { entity: string; recordKey: string; onClose: () => void }) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const { dateTime } = useFormat();
  const { data, loading, error } = useQuery(RecordHistoryDocument, { variables: { entity, key: recordKey }, fetchPolicy: 'network-only' });
  const lines = data?.recordHistory ?? [];
  const { lang } = usePreferences();
  const phone = !Grid.useBreakpoint().md;
  return (
    <Drawer open onClose={onClose} placement={isRtl(lang) ? 'left' : 'right'} size={phone ? '100%' : 560} title={`${t('history.title')}: ${t(`history.entity.${entity}`)} #${recordKey}`}>
      {error && <Alert type="error" showIcon message={errorText(intl, error)} />}
      {loading && <Spin />}
      {!loading && !error && !lines.length && <Empty description={t('history.empty')} />}
      <Timeline
        items={lines.map((l) => ({
          key: l.id,
          color: l.action === 'delete' ? 'red' : l.action === 'create' ? 'green' : 'blue',
          children: (
            <div>
              <Typography.Text strong>{intl.messages[`history.action.${l.action}`] ? t(`history.action.${l.action}`) : l.action}</Typography.Text>
              {l.entity !== entity && <Typography.Text type="secondary"> · {t(`history.entity.${l.entity}`)} {l.recordKey}</Typography.Text>}
              <div><Typography.Text type="secondary">{dateTime(l.at)}</Typography.Text> · <ActorText line={l} /></div>
              <ChangeList line={l} />
              <Typography.Text type="secondary" style={{ fontSize: 12 }}><bdi>{l.ip}</bdi> · <bdi>{l.client}</bdi></Typography.Text>
            </div>
          ),
        }))}
      />
    </Drawer>
  );
}
