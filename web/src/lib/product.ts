/** Facts about the product itself, shown on public pages (the landing page's links: spec doc 2 §2). */
export const PRODUCT = {
  contactEmail: 'support@talim.app',
  /**
   * The landing page's demo link (the spec's "demo video"): the demo academy's own public site, which
   * every installation has (the seeded demo academy, slug `demo`); the product has no video to point to.
   */
  demoPath: '/demo',
  /** What the landing page's download link offers: the guardian's installable app (public/manifest.webmanifest, start_url /guardian). */
  downloadPath: '/guardian',
} as const;
