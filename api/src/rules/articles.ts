import type SanitizeHtml from 'sanitize-html';
import { isOwnSiteImage } from './site-images';

/**
 * Articles of the public site (spec doc 2 §3 "Article", §9): the subjects, the field limits, the
 * server's allow-list for the rich text, and the list's content preview. Server only: the web
 * never imports this file (sanitize-html stays out of the browser bundle).
 */
export const ARTICLE_SUBJECTS = ['about', 'notice'] as const;
export type ArticleSubject = (typeof ARTICLE_SUBJECTS)[number];
export const isArticleSubject = (v: unknown): v is ArticleSubject => (ARTICLE_SUBJECTS as readonly unknown[]).includes(v);

export const ARTICLE_TITLE_MAX = 200;
export const ARTICLE_WRITER_MAX = 120;
/** The stored HTML is at most this many UTF-8 bytes (a TEXT column on MySQL/MariaDB holds 65,535). */
export const ARTICLE_CONTENT_MAX_BYTES = 65_535;
/** What the editor may send before sanitising (characters): a bound on the work of one request. */
export const ARTICLE_INPUT_MAX = 200_000;
/** Spec doc 2 §9: the list shows the content's first 100 characters. */
export const ARTICLE_PREVIEW = 100;

/** sanitize-html (with postcss and htmlparser2, about 10 MB) is loaded by the first article saved or listed, not at start. */
let sanitizer: typeof SanitizeHtml | undefined;
const sanitizeHtml = (html: string, options: SanitizeHtml.IOptions): string =>
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- loaded on first use (CommonJS build), no Node import in a rule
  (sanitizer ??= require('sanitize-html') as typeof SanitizeHtml)(html, options);

const LINK = /^(https?:\/\/|mailto:)/i;

/**
 * An image the article may show: one of the academy's own public uploads (an article image the
 * editor uploaded, its logo, calligraphy or photo). An outside http(s) image is dropped: the
 * page's Content-Security-Policy (img-src 'self') would never display it to anyone.
 */
export function isAllowedImage(src: string, code: string): boolean {
  return isOwnSiteImage(src, code);
}

/**
 * The article's HTML cut down to the allow-list: headings (h1 becomes h2: the page's title is the
 * h1), paragraphs, line breaks, lists, bold, italic, underline, strike, quotes, rules; links only
 * to http, https or mailto (rel="noopener noreferrer nofollow", no target); images only from the
 * academy's own public uploads (an outside http(s) image is dropped, not refused). No script,
 * style, iframe, form, class, style or on* attribute survives; a script's or a style's text is
 * dropped with it.
 */
export function sanitizeArticle(html: string, code: string): string {
  return sanitizeHtml(html, {
    allowedTags: ['h2', 'h3', 'h4', 'p', 'br', 'ul', 'ol', 'li', 'strong', 'b', 'em', 'i', 'u', 's', 'blockquote', 'hr', 'a', 'img'],
    allowedAttributes: { a: ['href', 'rel'], img: ['src', 'alt'] },
    allowedSchemes: ['http', 'https', 'mailto'],
    // Stryker disable next-line ObjectLiteral,ArrayDeclaration: equivalent: exclusiveFilter keeps only an img whose src is /files/{code}/…, which has no scheme (defence in depth)
    allowedSchemesByTag: { img: [] },
    // Stryker disable next-line BooleanLiteral: equivalent: the a transform keeps only an http(s) or mailto href, exclusiveFilter only a /files/ src (defence in depth)
    allowProtocolRelative: false,
    disallowedTagsMode: 'discard',
    transformTags: {
      h1: 'h2',
      h5: 'h4',
      h6: 'h4',
      a: (tagName, attribs) => {
        // Stryker disable next-line StringLiteral: equivalent: an a without href keeps no attribute with any fallback that is not a link
        const href = (attribs.href ?? '').trim();
        const kept: SanitizeHtml.Attributes = LINK.test(href) ? { href, rel: 'noopener noreferrer nofollow' } : {};
        return { tagName, attribs: kept };
      },
    },
    exclusiveFilter: (frame) => frame.tag === 'img' && !isAllowedImage(
      // Stryker disable next-line StringLiteral: equivalent: an img without src is dropped with any fallback that is not an own image
      (frame.attribs.src ?? '').trim(),
      code,
    ),
  }).trim();
}

/** Whether sanitised HTML shows anything: some text or an image. */
export function hasContent(html: string): boolean {
  return /<img\s/i.test(html) || articleText(html) !== '';
}

const ENTITIES: Record<string, string> = {
  '&amp;': '&', '&lt;': '<', '&gt;': '>',
  // Stryker disable next-line StringLiteral: equivalent: sanitize-html escapes only &, < and > in text, so these never reach the replace (kept in case it does)
  '&quot;': '"', '&#39;': "'", '&nbsp;': ' ',
};

/** The words of sanitised HTML as one line of plain text (blocks and line breaks become spaces). */
export function articleText(html: string): string {
  const spaced = html.replace(/<\/(p|h\d|li|blockquote)>|<br\s*\/?>|<hr\s*\/?>/gi, ' ');
  // Stryker disable next-line ArrayDeclaration: equivalent: the mutant's one entry ("Stryker was here") is no tag name
  const text = sanitizeHtml(spaced, { allowedTags: [], allowedAttributes: {} });
  return text.replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (e) => ENTITIES[e]).replace(/\s+/g, ' ').trim();
}

/**
 * The list's preview (spec §9): the first 100 characters of the text, counted as a reader sees
 * them (a Bengali conjunct is one), with "…" when cut.
 */
export function articlePreview(html: string, max = ARTICLE_PREVIEW): string {
  const text = articleText(html);
  // Stryker disable next-line ObjectLiteral: equivalent: grapheme is Intl.Segmenter's default granularity (written out for the reader)
  const parts = [...new Intl.Segmenter(undefined, { granularity: 'grapheme' }).segment(text)].map((s) => s.segment);
  return parts.length <= max ? text : `${parts.slice(0, max).join('').trimEnd()}…`;
}
