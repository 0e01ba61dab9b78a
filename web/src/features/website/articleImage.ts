import { Node as EditorNode, mergeAttributes } from '@tiptap/react';
import { ARTICLE_IMAGE_MAX_BYTES, isOwnSiteImage, SITE_IMAGE_MIME_TYPES } from '@rules/site-images';
import { RestError } from '@/lib/authApi';

/** What the editor's file picker offers (the server checks the bytes again). */
export const IMAGE_ACCEPT = SITE_IMAGE_MIME_TYPES.join(',');

/**
 * POST /api/others/article_image/{code} with the image (multipart `image`): the server checks its
 * bytes and size, stores it under the academy and answers its address (/files/{code}/articleImage-…).
 * A file of another type or over 1 MB is refused here before sending (the server's own keys).
 * A refusal throws RestError with the server's catalogue key.
 */
export async function uploadArticleImage(code: string, file: File): Promise<string> {
  if (!(SITE_IMAGE_MIME_TYPES as readonly string[]).includes(file.type)) throw new RestError('invalidFile');
  if (file.size > ARTICLE_IMAGE_MAX_BYTES) throw new RestError('fileTooLarge', { maxKb: ARTICLE_IMAGE_MAX_BYTES / 1024 });
  const form = new FormData();
  form.append('image', file, file.name);
  let res: Response;
  try {
    res = await fetch(`/api/others/article_image/${encodeURIComponent(code)}`, {
      method: 'POST', body: form, credentials: 'same-origin', headers: { Accept: 'application/json' },
    });
  } catch {
    throw new RestError('errorMessage');
  }
  const body = (await res.json().catch(() => ({}))) as Record<string, unknown>;
  if (!res.ok || body.success !== true || typeof body.url !== 'string') {
    const key = typeof body.message === 'string' && /^[a-zA-Z]+$/.test(body.message) ? body.message : 'errorMessage';
    throw new RestError(key, (body.params ?? {}) as Record<string, string | number>);
  }
  return body.url;
}

/** The image files of a paste or a drop (others, and any text or HTML, are left to the editor). */
export function imageFiles(list: FileList | null | undefined): File[] {
  return Array.from(list ?? []).filter((f) => f.type.startsWith('image/'));
}

/**
 * The editor's image: only the academy's own public images (what rules/articles.ts keeps and the
 * pages' Content-Security-Policy shows). An image pasted or dropped from another site matches no
 * rule, so the editor drops it at once: what the author sees is what visitors will see.
 */
export const SiteImage = EditorNode.create<{ code: string }>({
  name: 'image',
  group: 'block',
  atom: true,
  draggable: true,
  addOptions() {
    return { code: '' };
  },
  addAttributes() {
    return { src: { default: null }, alt: { default: null } };
  },
  parseHTML() {
    return [{ tag: 'img[src]', getAttrs: (el) => (isOwnSiteImage((el.getAttribute('src') ?? '').trim(), this.options.code) ? null : false) }];
  },
  renderHTML({ HTMLAttributes }) {
    return ['img', mergeAttributes(HTMLAttributes)];
  },
});
