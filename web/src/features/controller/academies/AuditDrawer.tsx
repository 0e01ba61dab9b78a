import { useQuery } from '@apollo/client/react';
import { Alert, Descriptions, Drawer, Empty, Grid, Tag, Timeline, Typography } from 'antd';
import { useIntl } from 'react-intl';
import { usePreferences } from '@/app/preferences';
import { ControllerAuditDocument, type ControllerAcademyFieldsFragment } from '@/gql/graphql';
import { errorMessageId } from '@/lib/errors';
import { useFormat } from '@/lib/format';
import { isRtl } from '@/lib/prefs';
import { changedFields } from './academyTerms';
import { TIME_ZONE } from '@rules/dates';

const FIELD_LABEL: Record<string, string> = {
  code: 'controller.col.code', name: 'academy.name', email: 'controller.col.email', activation: 'controller.col.activation',
  expiryDate: 'controller.col.expiry', bill: 'controller.col.payment', smsBalance: 'controller.col.smsBalance',
  balanceExpiry: 'controller.col.balanceExpiry',
};
const MONEY = new Set(['bill', 'smsBalance']);
const ACTION_COLOR: Record<string, string> = { create: 'green', update: 'blue', topUp: 'gold', delete: 'red', deleteUser: 'volcano' };

/** The audit log of one academy: who changed what and when, with each changed field's before and after. */
export function AuditDrawer({ academy, onClose }: { academy: ControllerAcademyFieldsFragment | null; onClose: () => void }) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const f = useFormat();
  const { lang } = usePreferences();
  const phone = !Grid.useBreakpoint().md;
  const { data, loading, error } = useQuery(ControllerAuditDocument, {
    variables: { code: academy?.code ?? '' }, skip: !academy, fetchPolicy: 'cache-and-network',
  });
  const show = (field: string, value: unknown): string => {
    if (value === undefined || value === null || value === '') return '—';
    if (typeof value === 'boolean') return t(value ? 'table.yes' : 'table.no');
    if (MONEY.has(field) && typeof value === 'number') return intl.formatNumber(value / 100, { minimumFractionDigits: 2 });
    return f.digits(String(value));
  };
  const entries = data?.controllerAudit ?? [];

  return (
    <Drawer
      open={!!academy}
      onClose={onClose}
      placement={isRtl(lang) ? 'left' : 'right'}
      size={phone ? '100%' : 520}
      title={academy ? t('controller.historyOf', { name: academy.name }) : ''}
    >
      {error && <Alert type="error" showIcon title={t(errorMessageId(error).id)} />}
      {!loading && !error && entries.length === 0 && <Empty description={t('controller.noHistory')} />}
      <Timeline
        items={entries.map((e) => ({
          key: e.id,
          color: ACTION_COLOR[e.action] ?? 'gray',
          content: (
            <div data-testid="audit-entry">
              <Typography.Text strong>
                <Tag color={ACTION_COLOR[e.action]}>{t(`controller.action.${e.action}`)}</Tag>
                {intl.formatDate(new Date(e.createdAt as string), { dateStyle: 'medium', timeStyle: 'short', timeZone: TIME_ZONE })}
              </Typography.Text>
              <Typography.Paragraph type="secondary" style={{ margin: '4px 0' }}>
                {t('controller.by', { email: e.actorEmail })}
              </Typography.Paragraph>
              <Descriptions
                size="small"
                column={1}
                bordered
                items={changedFields(e.before, e.after).map((c) => ({
                  key: c.field,
                  label: FIELD_LABEL[c.field] ? t(FIELD_LABEL[c.field]) : c.field,
                  children: (
                    <span>
                      <Typography.Text delete={e.action !== 'create'} type="secondary">{e.action === 'create' ? '' : show(c.field, c.from)}</Typography.Text>
                      {e.action !== 'create' && e.action !== 'delete' && ' → '}
                      {e.action !== 'delete' && <Typography.Text>{show(c.field, c.to)}</Typography.Text>}
                    </span>
                  ),
                }))}
              />
            </div>
          ),
        }))}
      />
    </Drawer>
  );
}
