import { useState, useSyncExternalStore, type CSSProperties } from 'react';
import { pictureFromUrl, pictureSrcSet, type Picture } from '../contracts/picture';

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
const waiting = new Set<() => void>();
/**
 * Pictures that wait learn it after the task that took the page over, each in a task of its own: adding
 * every picture's sources at once was one long task more. Later pages opened in the app find it true at once.
 */
function whenTakenOver(changed: () => void) {
  waiting.add(changed);
  if (!takenOver && waiting.size === 1) {
    const next = () => {
      takenOver = true;
      const [notify] = waiting;
      if (!notify) return;
      waiting.delete(notify);
      notify();
      setTimeout(next);
    };
    setTimeout(next);
  }
  return () => waiting.delete(changed);
}
const readTakenOver = () => takenOver;
const nothing = () => {};

/**
 * False in the server's render and in the render that takes its HTML over (React reads the server snapshot
 * there); true in a picture the browser renders itself once the page has been taken over (at once in a later
 * page of the visit). A picture that waits (or one the browser added before then) renders again a task after the
 * take-over; a taken-over picture that does not wait is never rendered again for it, and listens only so that
 * the page is marked taken over.
 */
function useTakenOver(waits: boolean): boolean {
  const [store] = useState(() => {
    let hydrated = false;
    return {
      subscribe: (changed: () => void) => whenTakenOver(hydrated && !waits ? nothing : changed),
      server: () => ((hydrated = true), false),
    };
  });
  return useSyncExternalStore(store.subscribe, readTakenOver, store.server);
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
  // The placeholder, a `data:` picture, is never in the server's HTML: Lighthouse's simulation counts each as a
  // request that holds up the page's stylesheets and largest picture (ADR 0060).
  const pageTakenOver = useTakenOver(afterTakeOver);
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
  const later = afterTakeOver && !pageTakenOver;
  if (!photo) return src ? <img {...box} src={later ? undefined : src} /> : null;
  // The same img before and after a waiting picture's sources are added in front of it.
  const element = (
    <picture>
      {!later && <source type="image/avif" srcSet={pictureSrcSet(photo, 'avif')} sizes={sizes} />}
      {!later && <source type="image/webp" srcSet={pictureSrcSet(photo, 'webp')} sizes={sizes} />}
      <img {...box} src={later ? undefined : photo.src} sizes={sizes} />
    </picture>
  );
  if (!photo.placeholder) return element;
  // The placeholder is an image of its own under the picture, not a style attribute: the pages' CSP allows
  // no inline style (.sf-photo, shell styles). A picture that waits gets it with its sources.
  return (
    <span className="sf-photo">
      <img className="sf-photo__ph" src={pageTakenOver ? photo.placeholder : undefined} alt="" width={width} height={height} decoding="async" />
      {element}
    </span>
  );
}
