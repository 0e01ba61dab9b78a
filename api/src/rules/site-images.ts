/**
 * The academy's public site images (pure rules, shared with the web editor): the stored kinds that
 * visitors of /{slug} may see, and which image addresses an article may show. Stored files are
 * named `{kind}-{uuid}.{ext}` under `/files/{code}/` (platform/storage.ts).
 */

/**
 * Public images of an academy's site: files whose name starts with one of these kinds (the logo,
 * the calligraphy, the academy photo and the images of its articles). Every other stored file
 * (students' photos, signatures, avatars, the default student photo) is served only to the
 * academy's own signed-in users.
 */
export const PUBLIC_IMAGE_KINDS = ['logo', 'calligraphy', 'academyPhoto', 'articleImage'] as const;
export type PublicImageKind = (typeof PUBLIC_IMAGE_KINDS)[number];

/** Is this stored file name (`{kind}-{uuid}.{ext}`) one of an academy's public images? */
export function isPublicImageName(name: string): boolean {
  return PUBLIC_IMAGE_KINDS.some((kind) => name.startsWith(`${kind}-`));
}

/** An article image is at most this many bytes (the server refuses more: fileTooLarge). */
export const ARTICLE_IMAGE_MAX_BYTES = 1024 * 1024;
/** The image types the storage takes, by their bytes (PNG, JPEG, WebP, GIF): the editor's file picker offers these. */
export const SITE_IMAGE_MIME_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/gif'] as const;

const OWN_FILE = /^\/files\/([A-Za-z0-9]+)\/([A-Za-z]+)-[\w-]+\.[a-z0-9]+$/;

/**
 * An image an article of academy `code` may show: one of that academy's own public uploads
 * (`/files/{code}/articleImage-….png`, its logo, calligraphy or photo). Nothing from another
 * site (the page's Content-Security-Policy lets images come from the product only, so an outside
 * image would never display), nor another academy's file, nor a private one (a student's photo).
 */
export function isOwnSiteImage(src: string, code: string): boolean {
  const own = OWN_FILE.exec(src);
  return !!own && own[1] === code && (PUBLIC_IMAGE_KINDS as readonly string[]).includes(own[2]);
}
