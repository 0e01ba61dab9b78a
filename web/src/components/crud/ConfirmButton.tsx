import { Button, Popconfirm, Tooltip } from 'antd';
import { useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';

/**
 * An icon button that asks first (yes/no) and then runs `onConfirm`: the row actions' accept-all
 * of given furniture and of sold products. Its tip stays away while the confirm is open (it would
 * cover the confirm's buttons).
 */
export function ConfirmButton({ label, title, icon, loading, onConfirm }: {
  label: string; title: ReactNode; icon: ReactNode; loading?: boolean; onConfirm: () => unknown;
}) {
  const intl = useIntl();
  const [confirming, setConfirming] = useState(false);
  return (
    <Popconfirm
      title={title}
      okText={intl.formatMessage({ id: 'table.yes' })}
      cancelText={intl.formatMessage({ id: 'table.no' })}
      onConfirm={onConfirm}
      onOpenChange={setConfirming}
    >
      <Tooltip title={label} open={confirming ? false : undefined}>
        <Button icon={icon} aria-label={label} loading={loading} />
      </Tooltip>
    </Popconfirm>
  );
}
