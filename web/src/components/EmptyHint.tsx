import { Typography } from 'antd';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

/**
 * What an empty list or picker says (issue 25): what is missing, and a link to where it is made.
 * Without `to` (a visitor, or a user who cannot open that screen) only the words show; `children`
 * take the link's place (a button that opens a dialog in place, or who can do it).
 */
export function EmptyHint({ message, to, action, children }: { message: string; to?: string | null; action?: string; children?: ReactNode }) {
  return (
    <div role="status" style={{ padding: '8px 4px', textAlign: 'center' }}>
      <Typography.Text type="secondary">{message}</Typography.Text>
      {to && action && (
        <div>
          <Link to={to}>{action}</Link>
        </div>
      )}
      {children && <div>{children}</div>}
    </div>
  );
}
