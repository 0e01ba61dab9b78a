const TABBABLE = 'a[href], area[href], button, input, select, textarea, iframe, summary, [tabindex], [contenteditable=""], [contenteditable=true]';

/** The elements Tab stops on inside `root`, in order (one per radio group: its checked radio, else its first). */
function tabStops(root: HTMLElement): HTMLElement[] {
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
 * The open dialog or drawer on top: antd draws each modal's wrap and each drawer at the end of the
 * page as it opens, so the last one shown.
 */
function topDialog(): HTMLElement | null {
  const open = [...document.querySelectorAll<HTMLElement>('.ant-modal-wrap, .ant-drawer-open .ant-drawer-content-wrapper')].filter((w) => w.getClientRects().length > 0);
  return open.at(-1) ?? null;
}

/**
 * Tab inside `root`: Tab on its last stop goes to its first, Shift+Tab on its first (or on the
 * dialog itself, which antd focuses as it opens) to its last. Anywhere else Tab is the browser's.
 */
function keepTabWithin(event: KeyboardEvent, root: HTMLElement): void {
  if (event.key !== 'Tab' || event.altKey || event.ctrlKey || event.metaKey || event.defaultPrevented) return;
  const active = document.activeElement as HTMLElement | null;
  if (!active || !root.contains(active)) return;
  const stops = tabStops(root);
  if (!stops.length) return;
  const first = stops[0];
  const last = stops[stops.length - 1];
  const beforeFirst = !stops.includes(active) && !!(active.compareDocumentPosition(first) & Node.DOCUMENT_POSITION_FOLLOWING);
  const to = event.shiftKey ? (active === first || beforeFirst ? last : null) : (active === last ? first : null);
  if (!to) return;
  event.preventDefault();
  to.focus();
}

let installed = false;

/**
 * Keeps Tab inside every dialog and drawer (issue 27): antd's modals and drawers bring focus back
 * only once it has landed outside them, and after their last stop (a form's Save, a dialog's OK)
 * there is nothing left in the page, so focus left for the browser's own bar and the next Tab came
 * back: Tab after the last button left the dialog once. One listener for the whole page, for the
 * dialog or drawer on top, whatever drew it (a form dialog, a print dialog, a confirmation, a
 * record's history, the phone's menu). Installed once, by antd's provider (LocaleProvider).
 */
export function keepTabInsideDialogs(): void {
  if (installed) return;
  installed = true;
  document.addEventListener('keydown', (event) => {
    if (event.key !== 'Tab') return;
    const dialog = topDialog();
    if (dialog) keepTabWithin(event, dialog);
  }, true);
}
