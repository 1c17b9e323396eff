import { createContext } from 'react';

/**
 * The page a server-rendered document was rendered for: its data is already in the scope, so the browser
 * does not fire that page's route-level event again for it. Any later navigation fires it.
 */
let renderedUrl: string | null = null;

export function setServerRenderedUrl(url: string | null) {
  renderedUrl = url;
}

/** True once, for the page the server rendered. */
export function takeServerRendered(url: string): boolean {
  const hit = renderedUrl === url;
  renderedUrl = null;
  return hit;
}

/** On the server: remotes whose server build is not loaded there; their slot is left for the browser. */
export const ClientOnlyRemotes = createContext<ReadonlySet<string>>(new Set());

/** Thrown on the server inside a slot's Suspense boundary, so React leaves the slot to the browser. */
export class ClientOnlySlot extends Error {
  constructor(remote: string) {
    super(`${remote}: rendered in the browser`);
  }
}

/**
 * The page slot's Suspense boundary is hydrated after the layout's, in a later pass. What the first
 * commit starts (the session, persisted state) updates stores the page reads: arriving before the slot
 * has hydrated, it makes React hydrate the whole page at once in one long task. The browser's start
 * waits for this signal (or a short time, for a slot that failed) before it begins.
 */
let markSlotCommitted: () => void = () => {};
const slotCommitted = new Promise<void>((resolve) => {
  markSlotCommitted = resolve;
});

export function slotHydrated(): void {
  markSlotCommitted();
}

export function whenSlotHydrated(timeoutMs: number): Promise<void> {
  return Promise.race([slotCommitted, new Promise<void>((resolve) => setTimeout(resolve, timeoutMs))]);
}

/**
 * The server's HTML of the page slot, kept when the slot's remote cannot load in this browser even after
 * its retries and fallback: the page stays readable and its plain links keep working (as full page
 * loads), instead of the slot's error. The nodes themselves are kept, so what the shopper sees does not
 * change; the slot shows them again for the same address.
 */
let serverSlot: { url: string; nodes: Node[] } | null = null;

/** Keeps the slot's server HTML (the nodes of <main>) for the address, to show it in place of the slot. */
export function keepServerSlot(url: string, main: Element) {
  serverSlot = { url, nodes: [...main.childNodes] };
}

/** The kept server HTML for this address, if any. */
export function serverSlotNodes(url: string): Node[] | null {
  return serverSlot?.url === url ? serverSlot.nodes : null;
}
