import { memo, Suspense, use, useEffect, useId, useRef, useState, type ComponentType } from 'react';

/** How far below the screen a part starts taking over: a short scroll ahead of being seen. */
const NEAR = '200px 0px';

interface Gate {
  opened: boolean;
  promise: Promise<void>;
  open: () => void;
}

const closed = new Set<Gate>();
/**
 * Whatever may change the page next opens every gate first: the shopper's first press, key, click or
 * choice, and any navigation (a replayed click, the router). An update that reached a part still waiting
 * would hold the page's next render until the part came near the screen.
 */
const CHANGES = ['pointerdown', 'keydown', 'click', 'change'] as const;
type Navigation = Pick<EventTarget, 'addEventListener' | 'removeEventListener'>;
const navigation = () => (globalThis as { navigation?: Navigation }).navigation;
function openAll() {
  for (const type of CHANGES) removeEventListener(type, openAll, true);
  navigation()?.removeEventListener('navigate', openAll);
  for (const gate of closed) gate.open();
}

function closedGate(): Gate {
  let resolve = () => {};
  const gate: Gate = {
    opened: false,
    promise: new Promise<void>((r) => (resolve = r)),
    open() {
      if (gate.opened) return;
      gate.opened = true;
      closed.delete(gate);
      resolve();
    },
  };
  if (!closed.size) {
    for (const type of CHANGES) addEventListener(type, openAll, { capture: true, passive: true });
    navigation()?.addEventListener('navigate', openAll);
  }
  closed.add(gate);
  return gate;
}

function Waits({ gate, Part }: { gate: Gate | null; Part: ComponentType }) {
  if (gate && !gate.opened) use(gate.promise);
  return <Part />;
}

/**
 * A part of a server-rendered page below the fold (a product's related products): the page's take-over
 * leaves its server HTML as it is, on screen and readable, its links plain links, and React takes it over
 * once it comes near the screen, or before anything may change the page (the shopper's first press, key or
 * choice, a navigation). That work (half the product page's elements) is then not between the paint and the
 * first answered tap. Rendered in the app (a later page), the part is rendered at once.
 *
 * The part is a component without props, so its parent rendering again does not reach it before it is
 * taken over (React would hold that update until the part could be taken over).
 */
export const HydrateWhenNear = memo(function HydrateWhenNear({ part }: { part: ComponentType }) {
  const id = useId();
  const box = useRef<HTMLDivElement>(null);
  // Only the take-over of the server's HTML finds its box in the document before the first render (useId's
  // ids need no escaping in a quoted attribute value).
  const [gate] = useState(() => (typeof document !== 'undefined' && document.querySelector(`[data-near="${id}"]`) ? closedGate() : null));
  useEffect(() => {
    const element = box.current;
    if (!gate || gate.opened || !element) return;
    if (typeof IntersectionObserver === 'undefined') return gate.open();
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((e) => e.isIntersecting)) return;
        observer.disconnect();
        gate.open();
      },
      { rootMargin: NEAR },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [gate]);
  return (
    <div data-near={id} ref={box}>
      <Suspense fallback={null}>
        <Waits gate={gate} Part={part} />
      </Suspense>
    </div>
  );
});
