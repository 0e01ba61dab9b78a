import { Segmented as AntSegmented, type SegmentedProps as AntSegmentedProps } from 'antd';
import { useCallback, useEffect, useRef, type KeyboardEvent, type ReactElement, type RefAttributes } from 'react';
import './segmented.css';

export type SegmentedProps<T> = AntSegmentedProps<T> & {
  /** What the choice is about, in the page's language (antd names the group "segmented control"). */
  'aria-label': string;
};

/** A choice just made from inside a control (by key or click), so a control drawn anew for it takes focus back. */
let changedWithFocus: { label: string; at: number } | null = null;

const STEP: Record<string, number> = { ArrowDown: 1, ArrowUp: -1, ArrowRight: 1, ArrowLeft: -1 };

/**
 * antd's Segmented as one tab stop whose arrows move the choice, as in any radio group (issue 27).
 * Every segmented control of the product uses this one (ESLint refuses antd's own outside this file).
 * - antd draws native radios of one name (one tab stop) inside a `role="radiogroup"` box that is a
 *   tab stop too, where the arrows did nothing: the box leaves the tab order.
 * - The arrows: antd's own key handler and the browser's radio keys both moved the choice, against
 *   each other in right-to-left pages (the browser follows the reading direction, antd does not):
 *   in Arabic an arrow skipped an option or went the wrong way. Here the arrows alone move it, one
 *   option in the reading direction (right-to-left: ArrowLeft is the next), skipping disabled ones.
 * - A choice that redraws the screen around the control (another view, another page of the same
 *   screen) keeps focus on the control, drawn anew, instead of dropping it on the page.
 * The group is named by `aria-label`, required.
 */
export function Segmented<T>({ ref, onChange, ...props }: SegmentedProps<T> & RefAttributes<HTMLDivElement>): ReactElement {
  const root = useRef<HTMLDivElement | null>(null);
  const label = props['aria-label'];
  const setRoot = useCallback((el: HTMLDivElement | null) => {
    root.current = el;
    if (typeof ref === 'function') ref(el);
    else if (ref) ref.current = el;
  }, [ref]);

  useEffect(() => {
    const last = changedWithFocus;
    const active = document.activeElement;
    const lost = !active || active === document.body || active.matches('#talim-main h1');
    if (!last || last.label !== label || Date.now() - last.at > 3000 || !lost) return;
    changedWithFocus = null;
    root.current?.querySelector<HTMLInputElement>('input[type=radio]:checked')?.focus();
  }, [label]);

  const onKeyDownCapture = (event: KeyboardEvent<HTMLDivElement>) => {
    const step = STEP[event.key];
    if (!step || event.altKey || event.ctrlKey || event.metaKey) return;
    const box = event.currentTarget;
    const radios = [...box.querySelectorAll<HTMLInputElement>('input[type=radio]')].filter((r) => !r.disabled);
    const from = radios.indexOf(event.target as HTMLInputElement);
    if (from < 0) return;
    event.preventDefault();
    event.stopPropagation();
    const rtl = getComputedStyle(box).direction === 'rtl' && (event.key === 'ArrowLeft' || event.key === 'ArrowRight');
    const to = radios[(from + (rtl ? -step : step) + radios.length) % radios.length];
    if (to === radios[from]) return;
    to.click();
    to.focus();
  };

  return (
    <AntSegmented<T>
      {...props}
      ref={setRoot}
      tabIndex={-1}
      onKeyDownCapture={onKeyDownCapture}
      onChange={(value) => {
        if (root.current?.contains(document.activeElement)) changedWithFocus = { label, at: Date.now() };
        onChange?.(value);
      }}
    />
  );
}
