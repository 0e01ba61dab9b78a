/**
 * antd's icons name themselves in English (`<span role="img" aria-label="plus">`), so a screen
 * reader heard "plus নতুন রশিদ" and "bank প্রশাসন" (issue 27). Next to a text or inside a control
 * named by its aria-label they are decoration: every icon that still carries its default name (the
 * icon's own, as in its `anticon-<name>` class) is hidden from assistive technology as it appears.
 * An icon given its own aria-label keeps it. A control drawn with nothing but such an icon (antd's
 * search button, a field's clear button, the pager's arrows) is named in the page's language: after
 * its title or its list item's (antd's translated pager titles), else after what the icon means.
 * Installed once, by antd's provider (LocaleProvider), which also passes the language's messages.
 */
let installed = false;
let translate: (id: string) => string = (id) => id;

/** What an icon-only control does, by its icon. */
const ICON_MEANING: Record<string, string> = {
  search: 'icon.search',
  'close-circle': 'icon.clear',
  close: 'icon.close',
  eye: 'icon.hidePassword',
  'eye-invisible': 'icon.showPassword',
  left: 'icon.previous',
  right: 'icon.next',
};

function nameControl(control: Element, iconName: string) {
  if (control.hasAttribute('aria-labelledby')) return;
  if (control.hasAttribute('aria-label') && !control.hasAttribute('data-talim-icon-name')) return;
  if (control.textContent?.trim()) return;
  const title = control.getAttribute('title') || control.parentElement?.closest('li[title]')?.getAttribute('title');
  const id = ICON_MEANING[iconName];
  const name = title || (id ? translate(id) : '');
  if (!name) return;
  control.setAttribute('aria-label', name);
  control.setAttribute('data-talim-icon-name', iconName);
}

function hide(root: ParentNode) {
  for (const icon of root.querySelectorAll<HTMLElement>('span.anticon[role=img][aria-label]:not([aria-hidden])')) {
    const name = icon.getAttribute('aria-label')!;
    if (!icon.classList.contains(`anticon-${name}`)) continue;
    icon.setAttribute('aria-hidden', 'true');
    const control = icon.parentElement?.closest('button, a[href], [role=button]');
    if (control) nameControl(control, name);
  }
}

/** Installs the observer (once) and names icon-only controls with `t`, again on every language change. */
export function hideDecorativeIcons(t: (id: string) => string): void {
  translate = t;
  if (typeof MutationObserver === 'undefined') return;
  for (const control of document.querySelectorAll('[data-talim-icon-name]')) nameControl(control, control.getAttribute('data-talim-icon-name')!);
  if (installed) return;
  installed = true;
  hide(document);
  new MutationObserver((changes) => {
    for (const change of changes) {
      for (const node of change.addedNodes) {
        if (node instanceof HTMLElement) hide(node.matches('span.anticon') ? (node.parentElement ?? node) : node);
      }
    }
  }).observe(document.body, { subtree: true, childList: true });
}
