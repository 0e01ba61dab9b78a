/**
 * The guardian pages as an installable app that works offline (issue 12): the web manifest
 * (public/manifest.webmanifest: start_url /guardian, standalone) and the service worker
 * (public/sw.js), both only on the guardian's pages. The worker keeps the guardian shell and the
 * last answers of the guardian reads, for a phone that lost its network; it never stores an office
 * page's data.
 */
export const DATA_CACHE = 'talim-guardian-data-v1';

let started = false;

/*
 * What the offline bar and the install offer show (issue 25 item 15), kept here so that a page's read
 * and the shell share it without a React context: the time the answer on screen was kept (null when
 * it came from the network) and the browser's install prompt (beforeinstallprompt), if it offered one.
 */
interface InstallPrompt extends Event { prompt: () => Promise<void>; userChoice: Promise<{ outcome: string }> }
export interface PwaState { keptAt: string | null; install: InstallPrompt | null }
let state: PwaState = { keptAt: null, install: null };
const listeners = new Set<() => void>();
const set = (patch: Partial<PwaState>) => {
  state = { ...state, ...patch };
  listeners.forEach((l) => l());
};
export const pwaState = (): PwaState => state;
export function subscribePwa(listener: () => void): () => void {
  listeners.add(listener);
  return () => { listeners.delete(listener); };
}

/** A guardian read answered: from the worker's kept copy (its time) or from the network (null). */
export function reportAnswer(keptAt: string | null): void {
  if (keptAt !== state.keptAt) set({ keptAt });
}

/** Shows the browser's install dialog; the offer goes away whatever the answer. */
export async function promptInstall(): Promise<void> {
  const install = state.install;
  if (!install) return;
  set({ install: null });
  await install.prompt().catch(() => undefined);
}

export function startGuardianPwa(): void {
  if (started || typeof document === 'undefined') return;
  started = true;
  // the browser offers installation (Chromium): keep its prompt for our own button
  window.addEventListener('beforeinstallprompt', (e) => {
    e.preventDefault();
    set({ install: e as InstallPrompt });
  });
  window.addEventListener('appinstalled', () => set({ install: null }));
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
