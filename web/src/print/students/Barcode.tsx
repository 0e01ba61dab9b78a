import JsBarcode from 'jsbarcode';
import { useMemo } from 'react';

/**
 * A CODE128 barcode drawn by jsbarcode into an inline SVG. The value prints under the bars in
 * Latin digits (what a scanner reads back). No canvas is needed: the text is ours, not jsbarcode's.
 */
export function Barcode({ value, height = 30, barWidth = 1.4, className = 'sp-barcode' }: { value: string; height?: number; barWidth?: number; className?: string }) {
  const svg = useMemo(() => {
    if (!value || typeof document === 'undefined') return '';
    const el = document.createElementNS('http://www.w3.org/2000/svg', 'svg');
    try {
      JsBarcode(el, value, { format: 'CODE128', displayValue: false, margin: 0, height, width: barWidth, background: 'transparent', lineColor: '#000' });
    } catch {
      return '';
    }
    // Scale with the box it sits in (mm-sized in CSS) instead of jsbarcode's pixel size.
    const w = el.getAttribute('width')?.replace('px', '') ?? '0';
    const h = el.getAttribute('height')?.replace('px', '') ?? '0';
    el.setAttribute('viewBox', `0 0 ${w} ${h}`);
    el.setAttribute('preserveAspectRatio', 'none');
    el.removeAttribute('width');
    el.removeAttribute('height');
    el.removeAttribute('style');
    el.setAttribute('role', 'img');
    el.setAttribute('aria-label', value);
    el.setAttribute('data-barcode', value);
    return el.outerHTML;
  }, [value, height, barWidth]);
  if (!svg) return null;
  return (
    <div className={className} dir="ltr">
      {/* jsbarcode's own SVG for our value (rects and a group only). */}
      <div className="sp-barcode-bars" dangerouslySetInnerHTML={{ __html: svg }} />
      <div className="sp-barcode-text">{value}</div>
    </div>
  );
}
