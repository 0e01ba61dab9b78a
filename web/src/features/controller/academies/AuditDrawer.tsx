import { useQuery } from '@apollo/client/react';
import { Alert, Descriptions, Drawer, Empty, Grid, Tag, Timeline, Typography } from 'antd';
import { useIntl } from 'react-intl';
import { usePreferences } from '@/app/preferences';
import { ControllerAuditDocument, ControllerOperatorAuditDocument, type ControllerAcademyFieldsFragment, type ControllerAuditQuery } from '@/gql/graphql';
import { errorMessageId } from '@/lib/errors';
import { useFormat } from '@/lib/format';
import { isRtl } from '@/lib/prefs';
import { changedFields } from './academyTerms';
import { TIME_ZONE } from '@rules/dates';

type Entry = ControllerAuditQuery['controllerAudit'][number];

/** The label of each recorded field: an academy's terms, a deleted user, a controller user, a device. */
const FIELD_LABEL: Record<string, string> = {
  code: 'controller.col.code', name: 'academy.name', email: 'controller.col.email', activation: 'controller.col.activation',
  expiryDate: 'controller.col.expiry', bill: 'controller.col.payment', smsBalance: 'controller.col.smsBalance',
  balanceExpiry: 'controller.col.balanceExpiry',
  userEmail: 'users.email', userType: 'users.type', userName: 'users.name',
  type: 'users.type', firstName: 'users.firstName', lastName: 'users.lastName', signUrl: 'users.sign', avatarUrl: 'users.avatar',
  passwordChanged: 'users.password', securityCodeChanged: 'controller.code',
  deviceName: 'attendance.device.deviceName', deviceUser: 'attendance.device.deviceUser', ipAddress: 'attendance.device.ipAddress',
  port: 'attendance.device.port', secretCodeChanged: 'attendance.device.secretCode',
};
/** Ids are how the row is found again, not something that changed: not shown. Nor is an empty field of what was added or deleted. */
const HIDDEN = new Set(['id', 'userId', 'deviceId']);
const MONEY = new Set(['bill', 'smsBalance']);
const CHANGED_FLAG = new Set(['passwordChanged', 'securityCodeChanged', 'secretCodeChanged']);
/** Addresses keep their Latin digits; these and dates and codes read left to right in every language. */
const RAW = new Set(['ipAddress', 'email', 'userEmail']);
const LTR = new Set([...RAW, 'code', 'expiryDate', 'balanceExpiry']);
const VALUE_KEY: Record<string, string> = { type: 'controller.type', userType: 'role', deviceUser: 'attendance.deviceUser' };
const ACTION_COLOR: Record<string, string> = {
  create: 'green', update: 'blue', topUp: 'gold', delete: 'red', deleteUser: 'volcano',
  operatorCreate: 'green', operatorUpdate: 'blue', operatorDelete: 'red', deviceCreate: 'cyan', deviceUpdate: 'geekblue', deviceDelete: 'magenta',
};
const CREATES = new Set(['create', 'operatorCreate', 'deviceCreate']);
const DELETES = new Set(['delete', 'deleteUser', 'operatorDelete', 'deviceDelete']);

/** Audit entries as a timeline: who changed what and when, with each changed field's before and after. */
export function AuditEntries({ entries, loading, error }: { entries: Entry[]; loading: boolean; error?: unknown }) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const f = useFormat();
  const show = (field: string, value: unknown): string => {
    if (value === undefined || value === null || value === '') return '—';
    if (CHANGED_FLAG.has(field)) return t('controller.audit.changed');
    if (typeof value === 'boolean') return t(value ? 'table.yes' : 'table.no');
    if (MONEY.has(field) && typeof value === 'number') return intl.formatNumber(value / 100, { minimumFractionDigits: 2 });
    if (VALUE_KEY[field]) return intl.formatMessage({ id: `${VALUE_KEY[field]}.${String(value)}`, defaultMessage: String(value) });
    return RAW.has(field) ? String(value) : f.digits(String(value));
  };
  const dir = (field: string) => (LTR.has(field) ? 'ltr' : undefined);
  return (
    <>
      {!!error && <Alert type="error" showIcon title={t(errorMessageId(error).id)} />}
      {!loading && !error && entries.length === 0 && <Empty description={t('controller.noHistory')} />}
      <Timeline
        items={entries.map((e) => {
          const created = CREATES.has(e.action);
          const deleted = DELETES.has(e.action);
          return {
            key: e.id,
            color: ACTION_COLOR[e.action] ?? 'gray',
            content: (
              <div data-testid="audit-entry">
                <Typography.Text strong>
                  <Tag color={ACTION_COLOR[e.action]}>{intl.formatMessage({ id: `controller.action.${e.action}`, defaultMessage: e.action })}</Tag>
                  {intl.formatDate(new Date(e.createdAt as string), { dateStyle: 'medium', timeStyle: 'short', timeZone: TIME_ZONE })}
                </Typography.Text>
                <Typography.Paragraph type="secondary" style={{ margin: '4px 0' }}>
                  {t('controller.by', { email: e.actorEmail })}
                </Typography.Paragraph>
                <Descriptions
                  size="small"
                  column={1}
                  bordered
                  items={changedFields(e.before, e.after).filter((c) => !HIDDEN.has(c.field) && !(created && c.to === '') && !(deleted && c.from === '')).map((c) => ({
                    key: c.field,
                    label: FIELD_LABEL[c.field] ? t(FIELD_LABEL[c.field]) : c.field,
                    children: CHANGED_FLAG.has(c.field) ? <Typography.Text>{show(c.field, c.to)}</Typography.Text> : (
                      <span>
                        <Typography.Text delete={!created} type="secondary" dir={dir(c.field)}>{created ? '' : show(c.field, c.from)}</Typography.Text>
                        {!created && !deleted && ' → '}
                        {!deleted && <Typography.Text dir={dir(c.field)}>{show(c.field, c.to)}</Typography.Text>}
                      </span>
                    ),
                  }))}
                />
              </div>
            ),
          };
        })}
      />
    </>
  );
}

function AuditShell({ open, title, onClose, children }: { open: boolean; title: string; onClose: () => void; children: React.ReactNode }) {
  const { lang } = usePreferences();
  const phone = !Grid.useBreakpoint().md;
  return (
    <Drawer open={open} onClose={onClose} placement={isRtl(lang) ? 'left' : 'right'} size={phone ? '100%' : 520} title={title}>
      {children}
    </Drawer>
  );
}

/** The audit log of one academy: its terms, balance, users and attendance devices. */
export function AuditDrawer({ academy, onClose }: { academy: ControllerAcademyFieldsFragment | null; onClose: () => void }) {
  const intl = useIntl();
  const { data, loading, error } = useQuery(ControllerAuditDocument, {
    variables: { code: academy?.code ?? '' }, skip: !academy, fetchPolicy: 'cache-and-network',
  });
  return (
    <AuditShell open={!!academy} onClose={onClose} title={academy ? intl.formatMessage({ id: 'controller.historyOf' }, { name: academy.name }) : ''}>
      <AuditEntries entries={data?.controllerAudit ?? []} loading={loading} error={error} />
    </AuditShell>
  );
}

/** The audit log of the controller users (who added, changed or deleted which operator). */
export function OperatorAuditDrawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  const intl = useIntl();
  const { data, loading, error } = useQuery(ControllerOperatorAuditDocument, { skip: !open, fetchPolicy: 'cache-and-network' });
  return (
    <AuditShell open={open} onClose={onClose} title={intl.formatMessage({ id: 'controller.operatorHistory' })}>
      <AuditEntries entries={data?.controllerOperatorAudit ?? []} loading={loading} error={error} />
    </AuditShell>
  );
}
