import { Alert } from 'antd';
import { FormattedMessage } from 'react-intl';
import { bannerKey, type AcademyStatus } from '@rules/academy-status';

/** The red banner when the academy is not activated or has expired (spec §4). */
export function StatusBanner({ status }: { status: AcademyStatus }) {
  const key = bannerKey(status);
  if (!key) return null;
  return <Alert type="error" banner showIcon role="alert" title={<FormattedMessage id={`banner.${key}`} />} />;
}

export function asAcademyStatus(value: string | undefined): AcademyStatus {
  return value === 'notActivated' || value === 'expired' ? value : 'active';
}
