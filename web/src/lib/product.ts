/** Facts about the product itself, shown on public pages (the landing page's links: spec doc 2 §2). */
export const PRODUCT = {
  contactEmail: 'support@talim.app',
  /** The product's demonstration video (the landing page's demo video link; opens in a new tab). */
  demoVideoUrl: 'https://www.youtube.com/@talim.app',
  /** What the landing page's download link offers: the guardian's installable app (public/manifest.webmanifest, start_url /guardian). */
  downloadPath: '/guardian',
} as const;
