import { Alert } from 'antd';
import { FormattedMessage } from 'react-intl';
import { bannerKey, guardianBannerKey, type AcademyStatus } from '@rules/academy-status';
import { PRODUCT } from '@/lib/product';

/**
 * The red banner when the academy is not activated or has expired (spec §4). The office is told who
 * renews and how (the academy's super user or principal, with the product's owner); a guardian only
 * that the school's service is paused and to contact the school office, never to renew (issue 25 item 14).
 */
export function StatusBanner({ status, guardian = false }: { status: AcademyStatus; guardian?: boolean }) {
  const key = guardian ? guardianBannerKey(status) : bannerKey(status);
  if (!key) return null;
  return (
    <Alert
      type={guardian ? 'warning' : 'error'}
      banner
      showIcon
      role="alert"
      title={<FormattedMessage id={`banner.${key}`} />}
      description={guardian ? undefined : <WhoRenews />}
      data-testid="status-banner"
    />
  );
}

/** Who renews a paused academy and how: its super user or principal, with the product's owner (PRODUCT.contactEmail). */
export function WhoRenews() {
  return (
    <FormattedMessage
      id="banner.whoRenews"
      values={{ email: <a href={`mailto:${PRODUCT.contactEmail}`} dir="ltr">{PRODUCT.contactEmail}</a> }}
    />
  );
}

export function asAcademyStatus(value: string | undefined): AcademyStatus {
  return value === 'notActivated' || value === 'expired' ? value : 'active';
}
