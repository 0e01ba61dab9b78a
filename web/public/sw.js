/* global self, caches */
/*
 * The guardian pages' service worker (issue 12; registered only on guardian pages by
 * src/features/guardian/guardianPwa.ts). It keeps:
 * - the guardian shell: index.html and the scripts and styles of the guardian routes (listed at
 *   build time in /guardian-precache.json by vite.config.ts), so the pages open without a network;
 * - the last answers of the guardian reads (network first, the kept answer when offline), only
 *   for the guardian operations and only when asked from a guardian page.
 * Everything else (office pages, their data, /api, uploads) passes through untouched.
 */
// v2: the precache list of earlier builds named a file the build never wrote (cache.addAll failed and
// kept nothing); a new worker installs again on phones that have one, with the list as built now.
const SHELL = 'talim-guardian-shell-v2';
const DATA = 'talim-guardian-data-v1';
const GUARDIAN_PAGE = /^\/((guardian|student_fees|notice)\/?|(result\/guardian|home_work|payments|student_attendance)\/[^/]+\/?)$/;
const GUARDIAN_OPS = new Set([
  'Me', 'MyChildren', 'StudentResults', 'StudentHomework', 'GuardianStudentFees', 'GuardianPayments', 'StudentAttendance', 'GuardianNotices',
]);

self.addEventListener('install', (event) => {
  event.waitUntil((async () => {
    const cache = await caches.open(SHELL);
    await cache.add(new Request('/index.html', { cache: 'reload' }));
    try {
      const res = await fetch('/guardian-precache.json', { cache: 'no-store' });
      if (res.ok) await cache.addAll(await res.json());
    } catch {
      /* the assets are kept as they load */
    }
    await self.skipWaiting();
  })());
});

self.addEventListener('activate', (event) => {
  event.waitUntil((async () => {
    for (const key of await caches.keys()) if (key.startsWith('talim-guardian-') && key !== SHELL && key !== DATA) await caches.delete(key);
    await self.clients.claim();
  })());
});

/** Whether the request comes from a guardian page (never an office page's data). */
async function fromGuardianPage(event) {
  const client = event.clientId ? await self.clients.get(event.clientId) : null;
  return !!client && GUARDIAN_PAGE.test(new URL(client.url).pathname);
}

/** The key a GraphQL read is kept under: its operation and variables (a POST cannot be a cache key). */
function dataKey(body) {
  return new Request(`/__guardian-data/${encodeURIComponent(body.operationName)}?v=${encodeURIComponent(JSON.stringify(body.variables || {}))}`);
}

async function guardianRead(event, body) {
  const cache = await caches.open(DATA);
  const key = dataKey(body);
  try {
    const res = await fetch(event.request);
    if (res.ok) {
      const copy = res.clone();
      const answer = await copy.json().catch(() => null);
      // only a full answer is kept (never an error such as loginError)
      // with the time it was kept: an answer shown offline says "as of" that time (issue 25 item 15)
      if (answer && answer.data && !answer.errors) await cache.put(key, new Response(JSON.stringify(answer), { headers: { 'Content-Type': 'application/json', 'X-Talim-Kept-At': new Date().toISOString() } }));
    }
    return res;
  } catch (e) {
    const kept = await cache.match(key);
    if (kept) return kept;
    throw e;
  }
}

async function shellPage(request) {
  try {
    return await fetch(request);
  } catch (e) {
    const kept = await caches.match('/index.html', { cacheName: SHELL });
    if (kept) return kept;
    throw e;
  }
}

/** Hashed scripts and styles: the kept copy, else the network (kept when a guardian page asked for it). */
async function asset(event) {
  const cache = await caches.open(SHELL);
  const kept = await cache.match(event.request);
  if (kept) return kept;
  const res = await fetch(event.request);
  if (res.ok && (await fromGuardianPage(event))) await cache.put(event.request, res.clone());
  return res;
}

self.addEventListener('fetch', (event) => {
  const { request } = event;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  // Signing in or out: the kept answers belong to the person before.
  if (url.pathname === '/api/auth/logout' || url.pathname === '/api/auth/login') {
    event.waitUntil(caches.delete(DATA));
    return;
  }
  if (request.mode === 'navigate') {
    if (GUARDIAN_PAGE.test(url.pathname)) event.respondWith(shellPage(request));
    return;
  }
  if (request.method === 'GET' && url.pathname.startsWith('/assets/')) {
    event.respondWith(asset(event));
    return;
  }
  // Guardian reads are JSON; an upload (multipart) is never one and is not touched.
  if (request.method === 'POST' && url.pathname === '/graphql' && (request.headers.get('content-type') || '').includes('application/json')) {
    event.respondWith((async () => {
      let body = null;
      try { body = await request.clone().json(); } catch { /* not JSON: not a guardian read */ }
      if (body && GUARDIAN_OPS.has(body.operationName) && (await fromGuardianPage(event))) return guardianRead(event, body);
      return fetch(request);
    })());
  }
});
