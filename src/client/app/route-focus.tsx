/*
 * What a full page load does for keyboard and screen-reader users, for the SPA's navigations:
 * after a move to another page (a new pathname; not the first load, not a change of search
 * such as a filter or a tab) focus goes to the page's main region and the new tab title is
 * announced. Focus that a page or the student put somewhere on purpose (a field, a dialog) stays.
 */
import { useRouter, useRouterState } from '@tanstack/react-router';
import { useEffect, useRef, useState } from 'react';

const findMain = () => document.getElementById('main') ?? document.querySelector('main');

const TYPING = 'input:not([type="button"], [type="submit"], [type="reset"], [type="checkbox"], [type="radio"]), textarea, select, [contenteditable="true"]';

/**
 * Whether focus is where someone put it on purpose: in a field (the top bar's search field,
 * which opens the search page as one types, or a field the new page focused), in a dialog, or
 * on a control of the new page other than the one that was followed.
 */
function focusIsChosen(main: HTMLElement, focusedBefore: Element | null): boolean {
  const active = document.activeElement;
  if (!active || active === document.body || active === main) return false;
  if (active.matches(TYPING) || active.closest('[role="dialog"], [role="alertdialog"]')) return true;
  return active !== focusedBefore && main.contains(active);
}

function focusMain(main: HTMLElement, focusedBefore: Element | null) {
  if (focusIsChosen(main, focusedBefore)) return;
  // The signed-out pages' <main> is not focusable by itself.
  if (!main.hasAttribute('tabindex')) main.tabIndex = -1;
  // Scrolling is the router's (scroll restoration).
  main.focus({ preventScroll: true });
}

/** Calls `shown` as soon as the page's main region is in the document; returns the cancel. */
function whenMainShows(shown: () => void): () => void {
  if (findMain()) {
    shown();
    return () => undefined;
  }
  // The signed-in layout renders its frame a moment after the page that opened it (a deferred render).
  const observer = new MutationObserver(() => {
    if (!findMain()) return;
    observer.disconnect();
    shown();
  });
  observer.observe(document.body, { childList: true, subtree: true });
  return () => observer.disconnect();
}

export function RouteFocus() {
  const router = useRouter();
  // The location once its page has rendered, not while it loads.
  const pathname = useRouterState({ select: (state) => state.resolvedLocation?.pathname });
  const shownPathname = useRef(pathname);
  const focusedBefore = useRef<Element | null>(null);
  // Counts the pages arrived at; the effect it drives runs after the new page's own effects (its title).
  const [arrivals, setArrivals] = useState(0);
  const announcer = useRef<HTMLParagraphElement>(null);

  useEffect(
    () =>
      router.subscribe('onBeforeNavigate', () => {
        focusedBefore.current = document.activeElement;
      }),
    [router],
  );

  useEffect(() => {
    const previous = shownPathname.current;
    shownPathname.current = pathname;
    if (previous === undefined || pathname === undefined || previous === pathname) return;
    return whenMainShows(() => setArrivals((count) => count + 1));
  }, [pathname]);

  useEffect(() => {
    if (arrivals === 0) return;
    const main = findMain();
    if (main) focusMain(main, focusedBefore.current);
    // A new text node each time, so a title the same as the last one is spoken again.
    if (announcer.current) announcer.current.textContent = document.title;
  }, [arrivals]);

  // Its text is written by the effect above, never rendered: React leaves it alone.
  return <p ref={announcer} aria-live="polite" aria-atomic="true" className="sr-only" />;
}
