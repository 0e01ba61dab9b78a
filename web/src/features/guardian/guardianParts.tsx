import { ArrowLeftOutlined, ArrowRightOutlined } from '@ant-design/icons';
import { Button, Card, Result, Spin, Typography, theme } from 'antd';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Link, useLocation, useParams } from 'react-router';
import { errorMessageId } from '@/lib/errors';
import { useFormat } from '@/lib/format';
import { admitNumber } from '@/features/public/publicResultPicks';

/** Where a guardian page goes back to: the navigation state's `back`, else the guardian home (spec §2). */
function useBackTarget(): string {
  const state = useLocation().state as { back?: unknown } | null;
  return typeof state?.back === 'string' && state.back.startsWith('/') ? state.back : '/guardian';
}

/** The bar on top of each guardian page: a back button, the page title and a line about the child. */
export function GuardianBackBar({ title, subtitle }: { title: ReactNode; subtitle?: ReactNode }) {
  const intl = useIntl();
  const { dir } = useFormat();
  const { token } = theme.useToken();
  const back = useBackTarget();
  return (
    <div
      style={{
        display: 'flex', alignItems: 'center', gap: 8, margin: '-12px -12px 12px', padding: '8px 12px',
        background: token.colorBgContainer, borderBottom: `1px solid ${token.colorBorderSecondary}`,
        position: 'sticky', top: 0, zIndex: 5,
      }}
    >
      <Link to={back}>
        <Button
          type="text"
          shape="circle"
          aria-label={intl.formatMessage({ id: 'guardian.back' })}
          icon={dir === 'rtl' ? <ArrowRightOutlined /> : <ArrowLeftOutlined />}
        />
      </Link>
      <div style={{ minWidth: 0, flex: 1 }}>
        <Typography.Title level={5} style={{ margin: 0 }} ellipsis>{title}</Typography.Title>
        {subtitle && (
          <Typography.Text type="secondary" style={{ fontSize: 13, display: 'block' }} ellipsis>{subtitle}</Typography.Text>
        )}
      </div>
    </div>
  );
}

/** The admit number of the address, or null when it is not one. */
export function useAdmitNoParam(): number | null {
  const { admitNo = '' } = useParams();
  return admitNumber(admitNo);
}

/** A failed call (e.g. sorryNotFound for an unknown admit number), translated; no error is "not found". */
export function GuardianError({ error }: { error?: unknown }) {
  const intl = useIntl();
  const { id, values } = error === undefined ? { id: 'error.sorryNotFound', values: {} } : errorMessageId(error);
  return (
    <Card>
      <Result
        status="warning"
        title={intl.formatMessage({ id }, values)}
        subTitle={id === 'error.sorryNotFound' ? intl.formatMessage({ id: 'guardian.checkAdmitNo' }) : undefined}
        extra={<Link to="/guardian"><Button type="primary">{intl.formatMessage({ id: 'guardian.home' })}</Button></Link>}
      />
    </Card>
  );
}

export const guardianSpin = <Spin style={{ display: 'block', margin: '48px auto' }} />;
