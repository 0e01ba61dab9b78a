/**
 * The guardian pages as an installable app that works offline (issue 12): the web manifest
 * (public/manifest.webmanifest: start_url /guardian, standalone) and the service worker
 * (public/sw.js), both only on the guardian's pages. The worker keeps the guardian shell and the
 * last answers of the guardian reads, for a phone that lost its network; it never stores an office
 * page's data.
 */
export const DATA_CACHE = 'talim-guardian-data-v1';

let started = false;

export function startGuardianPwa(): void {
  if (started || typeof document === 'undefined') return;
  started = true;
  if (!document.querySelector('link[rel="manifest"]')) {
    const link = document.createElement('link');
    link.rel = 'manifest';
    link.href = '/manifest.webmanifest';
    document.head.appendChild(link);
  }
  // Only the built app (its entry script is under /assets; the dev server's modules are not a shell to keep).
  const built = !!document.querySelector('script[type="module"][src^="/assets/"]');
  if (!built || !('serviceWorker' in navigator)) return;
  navigator.serviceWorker.register('/sw.js').catch(() => undefined);
}

/** Signing out forgets the kept answers (the next person on this phone must not see them offline). */
export async function forgetGuardianData(): Promise<void> {
  try {
    if (typeof caches !== 'undefined') await caches.delete(DATA_CACHE);
  } catch {
    /* no cache storage: nothing kept */
  }
}
