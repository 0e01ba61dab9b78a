/**
 * The units a product of the buy-and-sell store is counted in (spec doc 2 §3 "Units come from a
 * fixed list of about 29 to 31 entries (kg, gram, liter, piece, packet, dozen and others)", doc 1
 * §9). One list for the API (which refuses any other value) and the web (which offers it); each
 * unit's label is the message `unit.<key>` in en, bn and ar. Stored values are these keys.
 * Pure: no I/O.
 */
export const PRODUCT_UNITS = [
  // weight
  'kg', 'gram', 'ton', 'maund', 'seer',
  // volume
  'liter', 'milliliter', 'gallon',
  // count
  'piece', 'pair', 'hali', 'dozen', 'gross', 'set',
  // packing
  'packet', 'box', 'carton', 'bag', 'bottle', 'can', 'jar', 'tube', 'roll', 'bundle',
  // paper
  'ream', 'sheet',
  // length
  'meter', 'centimeter', 'foot', 'inch', 'yard',
] as const;

export type ProductUnit = (typeof PRODUCT_UNITS)[number];

/** The unit a new product row starts with. */
export const DEFAULT_UNIT: ProductUnit = 'piece';

export function isProductUnit(value: unknown): value is ProductUnit {
  return typeof value === 'string' && (PRODUCT_UNITS as readonly string[]).includes(value);
}

/** The message id of a unit's label (an unknown stored value shows as it is). */
export const unitMessageId = (unit: string): string => `unit.${unit}`;
