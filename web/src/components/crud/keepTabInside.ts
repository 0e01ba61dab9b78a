import type { KeyboardEvent } from 'react';

const TABBABLE = 'a[href], area[href], button, input, select, textarea, iframe, summary, [tabindex], [contenteditable=""], [contenteditable=true]';

/** The elements Tab stops on inside `root`, in order (one per radio group: its checked radio, else its first). */
export function tabStops(root: HTMLElement): HTMLElement[] {
  const radioSeen = new Set<string>();
  return [...root.querySelectorAll<HTMLElement>(TABBABLE)].filter((el) => {
    if (el.tabIndex < 0 || (el as HTMLButtonElement).disabled || el.closest('[inert], [aria-hidden=true]')) return false;
    if (el instanceof HTMLInputElement && el.type === 'hidden') return false;
    if (!el.getClientRects().length || getComputedStyle(el).visibility === 'hidden') return false;
    if (el instanceof HTMLInputElement && el.type === 'radio' && el.name) {
      const group = [...root.querySelectorAll<HTMLInputElement>(`input[type=radio][name="${CSS.escape(el.name)}"]`)];
      if (el !== (group.find((r) => r.checked) ?? group[0]) || radioSeen.has(el.name)) return false;
      radioSeen.add(el.name);
    }
    return true;
  });
}

/**
 * Keeps Tab inside a dialog (issue 27): Tab on its last stop goes to its first, Shift+Tab on its
 * first to its last. antd's dialog brings focus back only once focus has landed outside it; after
 * the last button of a dialog (the form's Save) there is nothing left in the page, so focus left
 * the page for the browser's own bar and the next Tab came back: Tab after Save left the dialog once.
 * A keydown handler for the element around the dialog (Modal's wrapProps).
 */
export function keepTabInside(event: KeyboardEvent<HTMLElement>): void {
  if (event.key !== 'Tab' || event.altKey || event.ctrlKey || event.metaKey) return;
  const stops = tabStops(event.currentTarget);
  if (!stops.length) return;
  const first = stops[0];
  const last = stops[stops.length - 1];
  const active = document.activeElement;
  const to = event.shiftKey ? (active === first || active === event.currentTarget ? last : null) : (active === last ? first : null);
  if (!to) return;
  event.preventDefault();
  to.focus();
}
