import { useQuery } from '@apollo/client/react';
import { CheckCircleFilled, DownOutlined, UpOutlined } from '@ant-design/icons';
import type { SetupStepKey } from '@rules/dashboard';
import { can, type Permission } from '@rules/permissions';
import { Button, Space, Typography, theme } from 'antd';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { canOpen } from '@/app/menu';
import { useSession } from '@/app/session';
import { Panel } from '@/components/Panel';
import { useWhoCan } from '@/components/WhoCan';
import { SetupChecklistDocument } from '@/gql/graphql';
import { useFormat } from '@/lib/format';

/** Each step's screen, and who may do it (the permission table). The SMS balance is bought from Talim. */
const STEPS: Record<SetupStepKey, { path: string; permission: Permission | null }> = {
  classes: { path: '/classPanel', permission: 'class.write' },
  feeRules: { path: '/feeRules', permission: 'feeRule.write' },
  accountHeads: { path: '/regardingChanging', permission: 'regarding.write' },
  receiptBook: { path: '/approvedReceiptBooks', permission: 'receiptBook.write' },
  staff: { path: '/officiants', permission: 'staff.write' },
  admission: { path: '/studentList', permission: 'student.edit' },
  smsBalance: { path: '/balanceInquery', permission: null },
};

const COLLAPSED = 'talim.setupCollapsed';

/**
 * A new academy's setup checklist on the dashboard (issue 25): the server counts each step from the
 * academy's data, so a step ticks itself once done; each links to its screen (when this user's menu
 * opens it) and says who can do it otherwise. Gone once every step is done; foldable meanwhile.
 */
export function SetupChecklist() {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const { me } = useSession();
  const { token } = theme.useToken();
  const whoCan = useWhoCan();
  const { number } = useFormat();
  const [collapsed, setCollapsed] = useState(() => localStorage.getItem(COLLAPSED) === '1');
  const { data } = useQuery(SetupChecklistDocument, { fetchPolicy: 'cache-and-network' });
  const list = data?.setupChecklist;
  if (!me || !list || list.done) return null;
  const done = list.steps.filter((s) => s.done).length;
  const fold = () => {
    localStorage.setItem(COLLAPSED, collapsed ? '0' : '1');
    setCollapsed(!collapsed);
  };
  const percent = Math.round((done / list.steps.length) * 100);
  const progress = t('setup.progress', { done: number(done), total: number(list.steps.length) });
  return (
    <Panel
      data-testid="setup-checklist"
      title={t('setup.title')}
      extra={
        <Space>
          <Typography.Text type="secondary">{progress}</Typography.Text>
          <Button type="text" size="small" onClick={fold} aria-expanded={!collapsed} icon={collapsed ? <DownOutlined /> : <UpOutlined />}>
            {t(collapsed ? 'setup.show' : 'setup.hide')}
          </Button>
        </Space>
      }
      bodyStyle={collapsed ? { display: 'none' } : undefined}
    >
      {/* antd's small line Progress, drawn here: antd's Progress is about 6 KB gzip on the first screen */}
      <div role="progressbar" aria-valuenow={percent} aria-valuemin={0} aria-valuemax={100} aria-label={progress} style={{ display: 'flex', alignItems: 'center', minHeight: token.fontSize * token.lineHeight, marginBottom: 8 }}>
        <div style={{ flex: 'auto', position: 'relative', height: 6, background: token.colorFillSecondary, borderRadius: 100, overflow: 'hidden' }}>
          <div style={{ position: 'absolute', insetInlineStart: 0, insetBlock: 0, width: `${percent}%`, borderRadius: 'inherit', background: percent >= 100 ? token.colorSuccess : token.colorInfo }} />
        </div>
      </div>
      {/* Plain list markup: antd's List brings its pager (and the pager's select) onto the dashboard's first load. */}
      <ul style={{ listStyle: 'none', margin: 0, padding: 0 }}>
        {list.steps.map((step) => {
          const config = STEPS[step.key as SetupStepKey];
          if (!config) return null;
          const mine = config.permission ? can(me.type, config.permission) : true;
          const open = canOpen(me.menuGroups, config.path);
          return (
            <li
              key={step.key}
              data-testid={`setup-${step.key}`}
              data-done={step.done ? 'true' : 'false'}
              style={{ display: 'flex', alignItems: 'flex-start', gap: 12, padding: '10px 0', borderBlockEnd: `1px solid ${token.colorSplit}` }}
            >
              <span style={{ flex: 'none', marginTop: 2 }}>
                {step.done
                  ? <CheckCircleFilled style={{ color: token.colorSuccess, fontSize: 20 }} aria-label={t('setup.done')} />
                  : <span aria-label={t('setup.todo')} style={{ display: 'inline-block', width: 20, height: 20, borderRadius: '50%', border: `2px solid ${token.colorBorder}` }} />}
              </span>
              <span style={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
                <Typography.Text strong>
                  {open ? <Link to={config.path} style={{ color: token.colorLink }}>{t(`setup.step.${step.key}`)}</Link> : t(`setup.step.${step.key}`)}
                </Typography.Text>
                <Typography.Text type="secondary">
                  {step.done
                    ? t(`setup.count.${step.key}`, { count: step.count, formatted: number(step.count) })
                    : [t(`setup.hint.${step.key}`), !mine && config.permission ? t('setup.whoCan', { roles: whoCan(config.permission) }) : null].filter(Boolean).join(' ')}
                </Typography.Text>
              </span>
            </li>
          );
        })}
      </ul>
    </Panel>
  );
}
