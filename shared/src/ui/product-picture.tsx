import { useState, useSyncExternalStore, type CSSProperties } from 'react';
import { pictureFromUrl, pictureSrcSet, type Picture } from '../contracts/picture';
import { SERVER_STATE_ID } from '../contracts/ssr';

export interface ProductPictureProps {
  /** The picture as the API gives it; without it, `src` is read (a photo's address describes its files). */
  picture?: Picture | null;
  src?: string | null;
  /** The blurred preview of `src` where the answer carried one (review pictures, the profile's avatar). */
  placeholder?: string | null;
  alt: string;
  /** The box the picture is laid out in (attributes, so the page never shifts when it arrives). */
  width: number;
  height: number;
  /** How wide the picture is drawn at each viewport width: lets the browser pick the narrowest file that fits. */
  sizes: string;
  /** Above the fold and the page's largest paint: loaded at once, ahead of other requests. */
  priority?: boolean;
  className?: string;
  style?: CSSProperties;
  /** `data-testid` of the image the browser shows. */
  testId?: string;
  /**
   * Far below the fold of a page the server renders: the files are asked for once the page is taken over,
   * not at its first layout, so they do not hold a phone's six connections while the page's code downloads
   * (ADR 0055). The box and the placeholder are there from the start.
   */
  afterTakeOver?: boolean;
}

let takenOver = false;
let marking = false;
const waiting = new Set<() => void>();
/** Marks the page taken over a task after its first picture was, so the take-over's own render never reads it. */
function takeOverNext() {
  if (takenOver || marking) return;
  marking = true;
  setTimeout(next);
}
/**
 * Pictures that wait learn it after the task that took the page over, each in a task of its own: adding
 * every picture's sources at once was one long task more. Later pages opened in the app find it true at once.
 */
function next() {
  if (!takenOver) {
    takenOver = true;
    for (const changed of drawnLater) changed();
    drawnLater.clear();
  }
  const [notify] = waiting;
  if (!notify) return;
  waiting.delete(notify);
  notify();
  setTimeout(next);
}
function whenTakenOver(changed: () => void) {
  takeOverNext();
  waiting.add(changed);
  return () => waiting.delete(changed);
}
const readTakenOver = () => takenOver;
const notYet = () => false;
const always = () => true;
const unchanging = () => () => {};
/**
 * For a picture that waits: false in the server's render and in the hydration that takes it over, true from
 * a later task on. Any other picture is always true and never listens.
 */
const useTakenOver = (waits: boolean) => useSyncExternalStore(waits ? whenTakenOver : unchanging, waits ? readTakenOver : always, waits ? notYet : always);

const pageFromServer = () => typeof document !== 'undefined' && document.getElementById(SERVER_STATE_ID) !== null;
const placeholderDrawn = () => takenOver || !pageFromServer();
/** Pictures the browser rendered itself before the page was marked taken over: they draw their placeholder then. */
const drawnLater = new Set<() => void>();
/**
 * Whether a picture that does not wait shows its placeholder. Never in the server's HTML nor in the render that
 * takes it over (`hydrated`: React reads the server snapshot there), which is not repeated for it: the page is
 * marked taken over a task later, after the take-over's effects compared the snapshots. At once in a page the
 * browser renders itself (a later page of the visit, a page without server rendering), and, in a server-rendered
 * page, a task after the take-over for a picture the browser added meanwhile (a shopper's own page). Lighthouse's
 * simulation counts each `data:` image of the server's HTML as a request that holds up the page's stylesheets
 * and largest picture (ADR 0060).
 */
function usePlaceholderDrawn(): boolean {
  const [store] = useState(() => {
    let hydrated = false;
    return {
      subscribe(changed: () => void) {
        takeOverNext();
        if (hydrated) return () => {};
        drawnLater.add(changed);
        return () => drawnLater.delete(changed);
      },
      serverSnapshot() {
        hydrated = true;
        return false;
      },
    };
  });
  return useSyncExternalStore(store.subscribe, placeholderDrawn, store.serverSnapshot);
}

/**
 * Every photo of the shop: product pictures (cards, gallery, cart, orders, favourites, suggestions), review
 * pictures and avatars. A `<picture>` with AVIF and WebP sources at the widths made at import or upload,
 * `sizes` so a phone fetches a narrow file, fixed width and height, and the blurred placeholder under it
 * until it arrives when the caller has it. Pictures that are not photos (drawings, uploads from before
 * ADR 0044) are shown as they are, in the same box.
 */
export function ProductPicture({
  picture,
  src,
  placeholder,
  alt,
  width,
  height,
  sizes,
  priority = false,
  className,
  style: own,
  testId,
  afterTakeOver = false,
}: ProductPictureProps) {
  const ready = useTakenOver(afterTakeOver);
  const drawn = usePlaceholderDrawn();
  const photo = picture ?? pictureFromUrl(src, placeholder);
  const box = {
    className,
    style: own,
    alt,
    width,
    height,
    loading: priority ? 'eager' : 'lazy',
    fetchPriority: priority ? 'high' : 'auto',
    decoding: priority ? 'auto' : 'async',
    'data-testid': testId,
  } as const;
  const later = afterTakeOver && !ready;
  if (!photo) return src ? <img {...box} src={later ? undefined : src} /> : null;
  const element = later ? (
    <picture className="sf-picture">
      <img {...box} />
    </picture>
  ) : (
    <picture className="sf-picture">
      <source type="image/avif" srcSet={pictureSrcSet(photo, 'avif')} sizes={sizes} />
      <source type="image/webp" srcSet={pictureSrcSet(photo, 'webp')} sizes={sizes} />
      <img {...box} src={photo.src} sizes={sizes} />
    </picture>
  );
  if (!photo.placeholder) return element;
  // The placeholder is an image of its own under the picture, not a style attribute: the pages' CSP allows
  // no inline style (.sf-photo, shell styles). A picture that waits gets it with its sources.
  return (
    <span className="sf-photo">
      <img
        className="sf-photo__ph"
        src={(afterTakeOver ? ready : drawn) ? photo.placeholder : undefined}
        alt=""
        aria-hidden="true"
        width={width}
        height={height}
        decoding="async"
      />
      {element}
    </span>
  );
}
