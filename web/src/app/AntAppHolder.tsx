import { App } from 'antd';
import { useEffect } from 'react';
import type { AppApi } from './deferredAppApi';

/** Hands antd's App API (its hooks' message, notification and modal) to the one who rendered it. */
function HandOver({ onReady }: { onReady: (api: AppApi) => void }) {
  const api = App.useApp();
  useEffect(() => onReady(api), [api, onReady]);
  return null;
}

/**
 * antd's App without a box of its own: its message, notification and modal holders, with the
 * limits the office always had (at most three messages and three notifications at once). Loaded
 * by LazyAntApp (app/LocaleProvider) once a screen takes antd's App API, not with the office's
 * first screen.
 */
export default function AntAppHolder({ onReady }: { onReady: (api: AppApi) => void }) {
  return (
    <App component={false} message={{ maxCount: 3 }} notification={{ maxCount: 3 }}>
      <HandOver onReady={onReady} />
    </App>
  );
}
