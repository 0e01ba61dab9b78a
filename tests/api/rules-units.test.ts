import { readFileSync } from 'node:fs';
import path from 'node:path';
import { DEFAULT_UNIT, PRODUCT_UNITS, isProductUnit, unitMessageId } from '../../api/src/rules/units';

describe('product units (spec doc 2 §3, doc 1 §9: a fixed list of 29 to 31 entries)', () => {
  it('has 29 to 31 distinct units, among them kg, gram, liter, piece, packet and dozen', () => {
    expect(PRODUCT_UNITS.length).toBeGreaterThanOrEqual(29);
    expect(PRODUCT_UNITS.length).toBeLessThanOrEqual(31);
    expect(new Set(PRODUCT_UNITS).size).toBe(PRODUCT_UNITS.length);
    expect(PRODUCT_UNITS).toEqual(expect.arrayContaining(['kg', 'gram', 'liter', 'piece', 'packet', 'dozen']));
    expect(isProductUnit(DEFAULT_UNIT)).toBe(true);
  });

  it('only the list\'s keys are units', () => {
    expect(isProductUnit('kg')).toBe(true);
    expect(isProductUnit('KG')).toBe(false);
    expect(isProductUnit('')).toBe(false);
    expect(isProductUnit(3)).toBe(false);
  });

  it.each(['en', 'bn', 'ar'])('every unit has a %s label, and the labels differ', (lang) => {
    const messages = JSON.parse(readFileSync(path.join(__dirname, `../../web/src/i18n/${lang}.json`), 'utf8')) as Record<string, string>;
    const labels = PRODUCT_UNITS.map((u) => messages[unitMessageId(u)]);
    expect(PRODUCT_UNITS.filter((_u, i) => !labels[i])).toEqual([]);
    expect(new Set(labels).size).toBe(labels.length);
  });
});
