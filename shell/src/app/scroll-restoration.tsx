import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router';
import { splitLocale } from '@storefront/shared/routes';

const STORAGE_KEY = 'sf-scroll';
/** How long Back waits for the page it returns to before giving up on the exact offset. */
const RESTORE_WITHIN_MS = 5000;
const FIRST_ENTRY = 'default';

/** Offsets by history entry (react-router's location.key), kept across reloads and other documents. */
function readSaved(): Record<string, number> {
  try {
    const saved = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '{}') as Record<string, number>;
    // Every document opened from an address starts on the entry "default": its offset is this document's own.
    delete saved[FIRST_ENTRY];
    return saved;
  } catch {
    return {};
  }
}

function writeSaved(saved: Record<string, number>) {
  try {
    // Only the newest entries matter; a long session must not fill the storage.
    const kept = Object.entries(saved)
      .filter(([key]) => key !== FIRST_ENTRY)
      .slice(-50);
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify(Object.fromEntries(kept)));
  } catch {
    // Private mode or full storage: positions live for this document only.
  }
}

/** True while the page in the main slot is still loading its code or data. */
function pageBusy(): boolean {
  const main = document.getElementById('main');
  if (!main) return true;
  return !!main.querySelector('.sf-loading, [aria-busy="true"]') || !!document.querySelector('[data-testid="route-progress"]');
}

/**
 * Back and Forward return to where the shopper was on that history entry; any other navigation opens the
 * new page at its top. The page returned to renders its list after its data arrives, so the offset is
 * applied once nothing in the slot is loading and the page is tall enough, unless the shopper has
 * scrolled or typed in the meantime. A change of language alone keeps the place.
 */
export function ScrollRestoration() {
  const location = useLocation();
  const navigationType = useNavigationType();
  const saved = useRef<Record<string, number> | null>(null);
  const currentKey = useRef(location.key);
  const previous = useRef<{ rest: string; search: string } | null>(null);

  // The browser's own restoration fires before the page has rendered; this takes over.
  useEffect(() => {
    if ('scrollRestoration' in history) history.scrollRestoration = 'manual';
    saved.current ??= readSaved();
    // Read at once, not on the next frame: a tap on a link may change the entry before that frame.
    const record = () => {
      saved.current![currentKey.current] = window.scrollY;
    };
    const persist = () => writeSaved(saved.current!);
    window.addEventListener('scroll', record, { passive: true });
    window.addEventListener('pagehide', persist);
    return () => {
      window.removeEventListener('scroll', record);
      window.removeEventListener('pagehide', persist);
      persist();
    };
  }, []);

  useLayoutEffect(() => {
    saved.current ??= readSaved();
    currentKey.current = location.key;
    const { rest } = splitLocale(location.pathname);
    const before = previous.current;
    previous.current = { rest, search: location.search };

    if (navigationType !== 'POP') {
      if (before && before.rest === rest && before.search === location.search) return;
      const target = location.hash ? document.getElementById(decodeURIComponent(location.hash.slice(1))) : null;
      if (target) target.scrollIntoView();
      else window.scrollTo(0, 0);
      return;
    }

    const offset = saved.current[location.key];
    // A page opened from its address: the browser has placed it (top, or its #fragment).
    if (offset === undefined && !before) return;
    if (!offset) {
      window.scrollTo(0, 0);
      return;
    }
    let cancelled = false;
    let frame = 0;
    const started = performance.now();
    const stop = () => {
      cancelled = true;
      cancelAnimationFrame(frame);
    };
    const tryRestore = () => {
      if (cancelled) return;
      const room = document.documentElement.scrollHeight - window.innerHeight;
      const late = performance.now() - started > RESTORE_WITHIN_MS;
      if ((!pageBusy() && room >= offset) || late) {
        window.scrollTo(0, Math.min(offset, room));
        stop();
        return;
      }
      frame = requestAnimationFrame(tryRestore);
    };
    tryRestore();
    // The shopper moving the page first wins over an offset that arrives late.
    const events = ['wheel', 'touchmove', 'keydown'] as const;
    events.forEach((e) => window.addEventListener(e, stop, { once: true, passive: true }));
    return () => {
      stop();
      events.forEach((e) => window.removeEventListener(e, stop));
    };
    // Once per navigation: every navigation has a new key, and the rest of the location comes with it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [location.key]);

  return null;
}
