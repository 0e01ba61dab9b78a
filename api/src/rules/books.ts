/** Class book slots (spec §3, §9): book1 … book15, each a free-text name and a compulsory/optional flag. */
export const MAX_BOOKS = 15;

export interface BookSlot { slot: number; name: string; isOptional: boolean }
export type BookMeta = Record<string, { name: string; isOptional: boolean }>;

/** Slots with a name, in slot order, as the stored map `book1 … book15`. */
export function toBookMeta(slots: BookSlot[]): BookMeta {
  const meta: BookMeta = {};
  for (const s of [...slots].sort((a, b) => a.slot - b.slot)) {
    const name = s.name.trim();
    if (name) meta[`book${s.slot}`] = { name, isOptional: s.isOptional };
  }
  return meta;
}

export function fromBookMeta(meta: BookMeta): BookSlot[] {
  return Object.entries(meta)
    .map(([key, v]) => ({ slot: Number(key.replace('book', '')), name: v.name, isOptional: !!v.isOptional }))
    .filter((s) => Number.isInteger(s.slot) && s.slot >= 1 && s.slot <= MAX_BOOKS)
    .sort((a, b) => a.slot - b.slot);
}
