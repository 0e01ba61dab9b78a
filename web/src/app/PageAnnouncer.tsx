import { useEffect, useRef } from 'react';
import { useIntl } from 'react-intl';
import { useLocation } from 'react-router';

/** The page's own heading: the main region's h1 (a dialog's title is not the page's). */
function pageHeading(): HTMLElement | null {
  return document.querySelector<HTMLElement>('main h1')
    ?? [...document.querySelectorAll<HTMLElement>('h1')].find((h) => !h.closest('[role=dialog]')) ?? null;
}

/** The page's title: its heading · the academy (a layout marks it `data-talim-academy`) · the product. */
export function pageTitle(appName: string): string {
  const heading = pageHeading()?.textContent?.trim();
  const academy = document.querySelector('[data-talim-academy]')?.textContent?.trim();
  return [heading, academy !== heading ? academy : null, appName].filter(Boolean).join(' · ');
}

/**
 * Pages announce themselves (issue 27, WCAG 2.4.2 and 2.4.3): the document's title follows the
 * page's h1 (translated, as the page draws it) and the academy's name; after a navigation (a menu
 * item, sign-in) focus moves to the new page's h1, so a screen reader reads where the user is and
 * the next Tab starts in the page. Focus already inside the page (a field the page focused) stays.
 * Pages load lazily: both wait for the heading to appear (or change) for a few seconds.
 */
export function PageAnnouncer() {
  const intl = useIntl();
  const appName = intl.formatMessage({ id: 'app.name' });
  const { pathname } = useLocation();
  const first = useRef(true);

  useEffect(() => {
    let frame = 0;
    const update = () => {
      frame = 0;
      const title = pageTitle(appName);
      if (document.title !== title) document.title = title;
    };
    update();
    const observer = new MutationObserver(() => { if (!frame) frame = requestAnimationFrame(update); });
    observer.observe(document.body, { subtree: true, childList: true, characterData: true });
    return () => {
      observer.disconnect();
      if (frame) cancelAnimationFrame(frame);
    };
  }, [appName]);

  useEffect(() => {
    if (first.current) {
      first.current = false;
      return undefined;
    }
    const before = pageHeading();
    const beforeText = before?.textContent;
    const start = Date.now();
    const timer = window.setInterval(() => {
      const heading = pageHeading();
      const waited = Date.now() - start;
      if (waited > 5000) {
        window.clearInterval(timer);
        return;
      }
      if (!heading || (heading === before && heading.textContent === beforeText && waited < 1500)) return;
      window.clearInterval(timer);
      const active = document.activeElement;
      if (active && active !== document.body && active.closest('main, [role=dialog]') && active.isConnected) return;
      if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
      heading.focus({ preventScroll: true });
    }, 100);
    return () => window.clearInterval(timer);
  }, [pathname]);

  return null;
}
