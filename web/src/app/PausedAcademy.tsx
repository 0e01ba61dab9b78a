import { Button, Result } from 'antd';
import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router';
import { openWhilePaused, type AcademyStatus } from '@rules/academy-status';
import { WhoRenews } from './StatusBanner';

/**
 * The office routes of a paused academy (not activated or expired; issue 25 item 14): a typed or
 * bookmarked screen other than the dashboard shows this page instead of its screen, so nothing opens
 * only to be refused on save. The server refuses every write all the same (notActivated).
 */
export function PausedGate({ status, path, children }: { status: AcademyStatus; path: string; children: ReactNode }) {
  if (openWhilePaused(status, path)) return <>{children}</>;
  return (
    <Result
      status="warning"
      title={<FormattedMessage id={status === 'expired' ? 'paused.expiredTitle' : 'paused.notActivatedTitle'} />}
      subTitle={<><FormattedMessage id="paused.body" /> <WhoRenews /></>}
      extra={<Link to="/dashboard"><Button type="primary"><FormattedMessage id="menu.dashboard" /></Button></Link>}
      data-testid="academy-paused"
    />
  );
}
