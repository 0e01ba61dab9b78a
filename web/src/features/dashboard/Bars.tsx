import { Tooltip, theme } from 'antd';
import type { ReactNode } from 'react';

/** One bar: its parts stacked from the bottom (a plain bar has one), its label under the axis and what hovering it shows. */
export interface BarColumn {
  key: string;
  label: string;
  /** Label shown under the axis (every column's label still names it for the tooltip). */
  showLabel?: boolean;
  parts: { value: number; color: string }[];
  tip: ReactNode;
}

/** Up to about five round steps from 0 to at least `max` (whole numbers: these are counts). */
export function countTicks(max: number): number[] {
  if (max <= 0) return [0, 1];
  const rough = max / 4;
  const power = 10 ** Math.floor(Math.log10(rough));
  const step = Math.max(1, [1, 2, 5, 10].map((m) => m * power).find((s) => s >= rough) ?? 10 * power);
  const ticks: number[] = [];
  for (let v = 0; v < max + step; v += step) ticks.push(v);
  return ticks;
}

/**
 * The dashboard's bar charts drawn with the page's own boxes (no chart library, so they cost the
 * first screen next to nothing; recharts stays with the accounts panel below the fold). Counts up
 * the side, columns along the bottom in the page's direction: in Arabic the first column and the
 * counts are on the right. Hovering a column shows its tooltip.
 */
export function Bars({ columns, height, number, legend }: {
  columns: BarColumn[];
  height: number;
  /** A count in the language's digits. */
  number: (n: number) => string;
  legend?: { name: string; color: string }[];
}) {
  const { token } = theme.useToken();
  const max = Math.max(0, ...columns.map((c) => c.parts.reduce((n, p) => n + p.value, 0)));
  const ticks = countTicks(max);
  const top = ticks[ticks.length - 1];
  const pct = (v: number) => `${(v / top) * 100}%`;
  const small = { fontSize: 11, color: token.colorTextSecondary, lineHeight: '14px' };
  return (
    <div>
      <div style={{ display: 'flex', height, paddingTop: 8 }}>
        {/* the counts: beside the plot, bottom-aligned with its zero line */}
        <div style={{ position: 'relative', width: 32, marginBottom: 18, flex: 'none' }} aria-hidden>
          {ticks.map((v) => (
            <span key={v} style={{ ...small, position: 'absolute', insetInlineEnd: 6, bottom: pct(v), transform: 'translateY(50%)' }}>{number(v)}</span>
          ))}
        </div>
        <div style={{ flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column' }}>
          <div style={{ position: 'relative', flex: 1, borderBottom: `1px solid ${token.colorBorder}` }}>
            {ticks.slice(1).map((v) => (
              <div key={v} aria-hidden style={{ position: 'absolute', insetInline: 0, bottom: pct(v), borderTop: `1px dashed ${token.colorBorderSecondary}` }} />
            ))}
            <div style={{ position: 'absolute', inset: 0, display: 'flex', alignItems: 'flex-end', gap: columns.length > 16 ? 2 : 8, paddingInline: 4 }}>
              {columns.map((c) => (
                <Tooltip key={c.key} title={c.tip}>
                  <div data-testid="bar" style={{ flex: 1, minWidth: 0, height: '100%', display: 'flex', flexDirection: 'column-reverse', cursor: 'default' }}>
                    {c.parts.filter((p) => p.value > 0).map((p, i, shown) => (
                      <div key={i} style={{ height: pct(p.value), background: p.color, borderRadius: i === shown.length - 1 ? '3px 3px 0 0' : 0 }} />
                    ))}
                  </div>
                </Tooltip>
              ))}
            </div>
          </div>
          <div style={{ display: 'flex', gap: columns.length > 16 ? 2 : 8, paddingInline: 4, height: 18, alignItems: 'flex-end' }} aria-hidden>
            {columns.map((c) => (
              <span key={c.key} style={{ ...small, flex: 1, minWidth: 0, textAlign: 'center', whiteSpace: 'nowrap', overflow: 'visible' }} dir="ltr">
                {c.showLabel === false ? '' : c.label}
              </span>
            ))}
          </div>
        </div>
      </div>
      {legend && (
        <div style={{ display: 'flex', gap: 16, justifyContent: 'center', flexWrap: 'wrap', marginTop: 8 }}>
          {legend.map((l) => (
            <div key={l.name} style={{ display: 'flex', gap: 6, alignItems: 'center', fontSize: 12 }}>
              <span aria-hidden style={{ width: 10, height: 10, background: l.color, display: 'inline-block', borderRadius: 2 }} />
              {l.name}
            </div>
          ))}
        </div>
      )}
    </div>
  );
}
