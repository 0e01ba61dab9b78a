import { Suspense, lazy, useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { GIcon, userIcon } from './guardianIcons';
import './guardianShell.css';

const LogoutOutlined = lazy(() => import('./lateIcons').then((m) => ({ default: m.LogoutOutlined })));

interface Props {
  name: string;
  type: string;
  avatarUrl?: string;
  onLogout: () => void;
}

/**
 * The guardian header's avatar menu (who is signed in, and log out) as plain elements in antd's
 * dropdown look (guardianShell.css): the guardian's phone downloads no antd Dropdown and Menu.
 * Closes on a click outside, on Escape and after choosing.
 */
export function GuardianUserMenu({ name, type, avatarUrl, onLogout }: Props) {
  const intl = useIntl();
  const [open, setOpen] = useState(false);
  const box = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (!open) return undefined;
    const outside = (e: Event) => { if (!box.current?.contains(e.target as Node)) setOpen(false); };
    const escape = (e: KeyboardEvent) => { if (e.key === 'Escape') { setOpen(false); button.current?.focus(); } };
    document.addEventListener('pointerdown', outside);
    document.addEventListener('keydown', escape);
    return () => {
      document.removeEventListener('pointerdown', outside);
      document.removeEventListener('keydown', escape);
    };
  }, [open]);
  return (
    <div className="talim-usermenu" ref={box}>
      <button
        ref={button} type="button" className="talim-usermenu-avatar" aria-haspopup="menu" aria-expanded={open}
        aria-label={intl.formatMessage({ id: 'app.account' })} onClick={() => setOpen((o) => !o)}
      >
        {avatarUrl ? <img src={avatarUrl} alt="" /> : <GIcon d={userIcon} />}
      </button>
      {open && (
        <div role="menu" className="talim-usermenu-panel">
          <div className="talim-usermenu-who">
            <strong>{name}</strong>
            <br />
            <span>{intl.formatMessage({ id: `role.${type}`, defaultMessage: type })}</span>
          </div>
          <div role="separator" className="talim-usermenu-divider" />
          <button type="button" role="menuitem" onClick={() => { setOpen(false); onLogout(); }}>
            <Suspense fallback={<span style={{ width: 14 }} />}><LogoutOutlined /></Suspense>
            {intl.formatMessage({ id: 'app.logout' })}
          </button>
        </div>
      )}
    </div>
  );
}
