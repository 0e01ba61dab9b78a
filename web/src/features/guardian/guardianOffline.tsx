import { useEffect, useState, useSyncExternalStore } from 'react';
import { useIntl } from 'react-intl';
import { useFormat } from '@/lib/format';
import { promptInstall, pwaState, subscribePwa } from './guardianPwa';

const DISMISSED = 'talim.guardian.installDismissed';

/** navigator.onLine, following the browser's online and offline events. */
export function useOnline(): boolean {
  const [online, setOnline] = useState(() => (typeof navigator === 'undefined' ? true : navigator.onLine !== false));
  useEffect(() => {
    const on = () => setOnline(true);
    const off = () => setOnline(false);
    window.addEventListener('online', on);
    window.addEventListener('offline', off);
    return () => { window.removeEventListener('online', on); window.removeEventListener('offline', off); };
  }, []);
  return online;
}

/**
 * Under the guardian's header (issue 25 item 15): "You are offline." when the phone has no network,
 * with the time of the answer on screen when it is the copy kept on the phone ("shown as of 10:42");
 * and, where the browser offers installation (beforeinstallprompt), an offer to install the app
 * (until it is installed or put off with "not now").
 */
export function GuardianOfflineBar() {
  const intl = useIntl();
  const { digits } = useFormat();
  const online = useOnline();
  const { keptAt, install } = useSyncExternalStore(subscribePwa, pwaState, pwaState);
  const [dismissed, setDismissed] = useState(() => {
    try { return localStorage.getItem(DISMISSED) === '1'; } catch { return false; }
  });
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const time = keptAt ? digits(intl.formatTime(new Date(keptAt), { hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone: 'Asia/Dhaka' })) : null;
  const later = () => {
    setDismissed(true);
    try { localStorage.setItem(DISMISSED, '1'); } catch { /* private mode: only for now */ }
  };
  return (
    <>
      {(!online || time) && (
        <div className="talim-g-offline" role="status" data-testid="guardian-offline">
          {!online && <strong>{t('guardian.offline')}</strong>}
          {time && <span>{t('guardian.asOf', { time })}</span>}
        </div>
      )}
      {install && !dismissed && (
        <div className="talim-g-install" data-testid="guardian-install">
          <span>{t('guardian.installHelp')}</span>
          <span style={{ display: 'inline-flex', gap: 8 }}>
            <button type="button" className="talim-btn" onClick={later}>{t('guardian.installLater')}</button>
            <button type="button" className="talim-btn talim-btn-primary" onClick={() => { void promptInstall(); }}>{t('guardian.install')}</button>
          </span>
        </div>
      )}
    </>
  );
}
