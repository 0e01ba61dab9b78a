/** Homework preview: the first 100 characters (spec §9), with an ellipsis when cut. */
export const HOMEWORK_PREVIEW_LENGTH = 100;

export function homeworkPreview(content: string): string {
  const chars = Array.from(content.replace(/\s+/g, ' ').trim());
  return chars.length > HOMEWORK_PREVIEW_LENGTH ? `${chars.slice(0, HOMEWORK_PREVIEW_LENGTH).join('')}…` : chars.join('');
}
