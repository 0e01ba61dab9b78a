/** The ID card frame designs the student list offers before printing (spec: frame pickers for ID cards). */
export interface IdCardFrame {
  id: string;
  /** Message id of the frame's name. */
  labelId: string;
  /** Band behind the academy name, and the text on it. */
  band: string;
  bandText: string;
  /** Card border and the accent (name, bottom stripe). */
  border: string;
  accent: string;
  /** A pale tint behind the card body. */
  tint: string;
}

export const ID_CARD_FRAMES = [
  { id: 'classic', labelId: 'idCard.frame.classic', band: '#0f7b5f', bandText: '#fff', border: '#0f7b5f', accent: '#0b5c47', tint: '#f1f9f5' },
  { id: 'ocean', labelId: 'idCard.frame.ocean', band: '#1d4e89', bandText: '#fff', border: '#1d4e89', accent: '#1d4e89', tint: '#eef4fb' },
  { id: 'maroon', labelId: 'idCard.frame.maroon', band: '#7a1f2b', bandText: '#f7d774', border: '#b8913a', accent: '#7a1f2b', tint: '#fdf8ec' },
  { id: 'mono', labelId: 'idCard.frame.mono', band: '#222', bandText: '#fff', border: '#222', accent: '#222', tint: '#fff' },
  { id: 'violet', labelId: 'idCard.frame.violet', band: '#5b3a99', bandText: '#fff', border: '#8a6cc7', accent: '#5b3a99', tint: '#f6f2fd' },
] as const satisfies readonly IdCardFrame[];

export type IdCardFrameId = (typeof ID_CARD_FRAMES)[number]['id'];

export const DEFAULT_ID_CARD_FRAME: IdCardFrameId = 'classic';

export function frameById(id: string | undefined): IdCardFrame {
  return ID_CARD_FRAMES.find((f) => f.id === id) ?? ID_CARD_FRAMES[0];
}

/** Nine cards per A4 page (3 × 3), spec §9. */
export const ID_CARDS_PER_PAGE = 9;
/** Four admit cards per A4 page. */
export const ADMIT_CARDS_PER_PAGE = 4;
