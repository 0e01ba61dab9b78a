import { useIntl } from 'react-intl';
import { canOpen } from '@/app/menu';
import { useSession } from '@/app/session';
import { EmptyHint } from '@/components/EmptyHint';

/** An empty department or class picker (issue 25): no classes yet, and a link to the class panel for whoever may open it (never a visitor). */
export function ClassPanelHint() {
  const intl = useIntl();
  const { me } = useSession();
  const open = !!me && canOpen(me.menuGroups, '/classPanel');
  return (
    <EmptyHint
      message={intl.formatMessage({ id: 'emptyHint.noClasses' })}
      to={open ? '/classPanel' : null}
      action={intl.formatMessage({ id: 'emptyHint.openClassPanel' })}
    />
  );
}
