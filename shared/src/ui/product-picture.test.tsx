import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render } from '@testing-library/react';
import { act, type ReactElement } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { vi } from 'vitest';
import { pictureFileFor, pictureFromUrl, pictureSrcSet, type Picture } from '../contracts/picture';
import { ProductPicture } from './product-picture';

afterEach(cleanup);

const photo: Picture = {
  src: '/media/photos/0123456789abcdef.1600x1200.jpg',
  width: 1600,
  height: 1200,
  widths: [160, 320, 480, 800, 1200, 1600],
  placeholder: 'data:image/webp;base64,UklGRg==',
};

/**
 * Hydrates the server's HTML of `element` in the document, as a page's take-over does, and checks it raised no
 * hydration problem. `done` unmounts and removes it.
 */
async function takeOver(html: string, element: ReactElement) {
  const container = document.createElement('div');
  container.innerHTML = html;
  document.body.append(container);
  const problems: unknown[] = [];
  const logged = vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => problems.push(args.map(String).join(' ')));
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  const root = await act(async () => hydrateRoot(container, element, { onRecoverableError: (error) => problems.push(error) }));
  expect(problems).toEqual([]);
  return {
    container,
    async done() {
      await act(async () => root.unmount());
      container.remove();
      logged.mockRestore();
    },
  };
}

describe('product pictures', () => {
  it('offers AVIF and WebP at every derived width, with the sizes the page lays it out at', async () => {
    const { container } = render(<ProductPicture picture={photo} alt="A coat" width={400} height={300} sizes="(max-width: 600px) 50vw, 220px" />);
    const [avif, webp] = [...container.querySelectorAll('source')];
    expect(avif!.getAttribute('type')).toBe('image/avif');
    expect(avif!.getAttribute('srcset')).toBe(
      [160, 320, 480, 800, 1200, 1600].map((w) => `/media/photos/0123456789abcdef.1600x1200.${w}.avif ${w}w`).join(', '),
    );
    expect(webp!.getAttribute('type')).toBe('image/webp');
    expect(webp!.getAttribute('srcset')).toContain('/media/photos/0123456789abcdef.1600x1200.160.webp 160w');
    expect(avif!.getAttribute('sizes')).toBe('(max-width: 600px) 50vw, 220px');
    const img = container.querySelector('picture img')!;
    expect(img.getAttribute('width')).toBe('400');
    expect(img.getAttribute('height')).toBe('300');
    expect(img.getAttribute('alt')).toBe('A coat');
    expect(img.getAttribute('loading')).toBe('lazy');
    expect(img.getAttribute('style')).toBeNull();
    // The blurred placeholder lies under the picture in the same box (a page
    // the browser renders itself draws it from the task after its first render).
    await act(async () => new Promise((resolve) => setTimeout(resolve, 10)));
    const placeholder = container.querySelector('.sf-photo__ph')!;
    expect(placeholder.getAttribute('src')).toBe(photo.placeholder);
    // An empty alt keeps it out of the accessibility tree.
    expect(placeholder.getAttribute('alt')).toBe('');
    expect([placeholder.getAttribute('width'), placeholder.getAttribute('height')]).toEqual(['400', '300']);
  });

  it('loads the page main picture at once and ahead of the rest, in the server HTML too', () => {
    const html = renderToString(<ProductPicture picture={photo} alt="" width={400} height={300} sizes="100vw" priority />);
    expect(html).toContain('loading="eager"');
    expect(html).toContain('fetchPriority="high"');
  });

  it('reads a photo from its address alone (cart, orders, favourites), never offering a width the original lacks', () => {
    expect(pictureFromUrl('/media/photos/0123456789abcdef.500x400.jpg')).toEqual({
      src: '/media/photos/0123456789abcdef.500x400.jpg',
      width: 500,
      height: 400,
      widths: [160, 320, 480],
      placeholder: null,
    });
    expect(pictureFromUrl('/media/photos/0123456789abcdef.120x90.png')?.widths).toEqual([120]);
    expect(pictureFromUrl('/media/catalog/products/shirt-1.abc.svg')).toBeNull();
    expect(pictureFromUrl('/uploads/reviews/0123.jpg')).toBeNull();
    const { container } = render(<ProductPicture src="/media/photos/0123456789abcdef.500x400.jpg" alt="" width={80} height={80} sizes="80px" />);
    expect(container.querySelector('source[type="image/webp"]')!.getAttribute('srcset')).toBe(
      pictureSrcSet(pictureFromUrl('/media/photos/0123456789abcdef.500x400.jpg')!, 'webp'),
    );
  });

  it('shows a drawing or an upload as it is, in the same box', () => {
    const { container } = render(<ProductPicture src="/media/catalog/products/shirt-1.abc.svg" alt="Shirt" width={72} height={72} sizes="72px" />);
    expect(container.querySelector('picture')).toBeNull();
    const img = container.querySelector('img')!;
    expect(img.getAttribute('src')).toBe('/media/catalog/products/shirt-1.abc.svg');
    expect(img.getAttribute('width')).toBe('72');
  });

  it('picks the narrowest file at least as wide as asked', () => {
    expect(pictureFileFor(photo, 'avif', 330)).toBe('/media/photos/0123456789abcdef.1600x1200.480.avif');
    expect(pictureFileFor(photo, 'webp', 5000)).toBe('/media/photos/0123456789abcdef.1600x1200.1600.webp');
  });
  it("a picture far below the fold asks for no file in the server's HTML, and for its files once taken over", async () => {
    const picture = <ProductPicture picture={photo} alt="" width={400} height={400} sizes="220px" afterTakeOver />;
    const html = renderToString(picture);
    // The box and the placeholder are there; no address the browser would fetch at its first layout.
    expect(html).toContain('class="sf-photo__ph"');
    expect(html).toMatch(/<img[^>]*width="400"[^>]*height="400"/);
    expect(html).not.toContain('/media/photos/');
    expect(html).not.toContain('<source');
    const { container, done } = await takeOver(html, picture);
    // In a task after the one that took the page over.
    await act(async () => new Promise((resolve) => setTimeout(resolve, 10)));
    expect(container.querySelector('picture img')!.getAttribute('src')).toBe(photo.src);
    expect(container.querySelector('source[type="image/avif"]')!.getAttribute('srcset')).toContain('.320.avif 320w');
    await done();
  });

  it('once a page has been taken over, a picture far below the fold of the next page has its files at once', () => {
    const { container } = render(<ProductPicture picture={photo} alt="" width={400} height={400} sizes="220px" afterTakeOver />);
    expect(container.querySelector('picture img')!.getAttribute('src')).toBe(photo.src);
  });

  it("keeps placeholder files out of the server's HTML and its take-over; a page the browser renders later has them", async () => {
    // A fresh module: the page is not taken over yet.
    vi.resetModules();
    const { ProductPicture: Fresh } = await import('./product-picture');
    const pictures = (
      <>
        <Fresh picture={photo} alt="" width={400} height={300} sizes="100vw" priority />
        <Fresh picture={photo} alt="" width={400} height={300} sizes="220px" afterTakeOver />
      </>
    );
    const html = renderToString(pictures);
    expect(html).toContain('class="sf-photo__ph"');
    expect(html).not.toContain('data:image');
    const { container, done } = await takeOver(html, pictures);
    // A picture the browser adds to the page meanwhile (a shopper's own page, its data read in the browser).
    const { container: added } = render(<Fresh picture={photo} alt="" width={64} height={64} sizes="64px" />);
    await act(async () => new Promise((resolve) => setTimeout(resolve, 10)));
    expect(added.querySelector('.sf-photo__ph')!.getAttribute('src')).toBe(photo.placeholder);
    const [main, below] = [...container.querySelectorAll('.sf-photo__ph')];
    // The main picture's file came with the page: its placeholder is never asked for.
    expect(main!.getAttribute('src')).toBeNull();
    // A picture that waited gets its placeholder with its files.
    expect(below!.getAttribute('src')).toBe(photo.placeholder);
    // The next page of the visit, rendered in the browser, shows placeholders at once.
    const { container: later } = render(<Fresh picture={photo} alt="" width={400} height={300} sizes="100vw" />);
    expect(later.querySelector('.sf-photo__ph')!.getAttribute('src')).toBe(photo.placeholder);
    await done();
  });
});
