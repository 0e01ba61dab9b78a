import { Suspense, lazy, useSyncExternalStore } from 'react';
import { FormattedMessage } from 'react-intl';

const InfoCircleFilled = lazy(() => import('./lateIcons').then((m) => ({ default: m.InfoCircleFilled })));

/** antd's `md` breakpoint and wider (a tablet or a desktop), followed as the window changes. */
const WIDE = '(min-width: 768px)';
export function useWideScreen(): boolean {
  return useSyncExternalStore(
    (changed) => {
      const query = window.matchMedia(WIDE);
      query.addEventListener('change', changed);
      return () => query.removeEventListener('change', changed);
    },
    () => window.matchMedia(WIDE).matches,
  );
}

/** What every guardian page shows on a wide screen (spec §2 pleaseUsePhone): antd Result's info layout in plain elements. */
export function PleaseUsePhone({ academyName }: { academyName: string }) {
  return (
    <div style={{ padding: '48px 32px', textAlign: 'center' }}>
      <div style={{ height: 96 }}>
        <Suspense fallback={null}><InfoCircleFilled style={{ color: 'var(--talim-info)', fontSize: 72 }} /></Suspense>
      </div>
      <h1 style={{ margin: '0 0 8px', fontSize: 24, fontWeight: 400, lineHeight: 1.35, color: 'var(--talim-text-heading)' }}>
        <FormattedMessage id="guardian.pleaseUsePhone" />
      </h1>
      <div style={{ color: 'var(--talim-text-description)', fontSize: 14 }}>{academyName}</div>
    </div>
  );
}
