import { beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ConsoleProductPhoto, ProductPhotos } from '@storefront/shared/schemas/backoffice';
import { ConsoleError } from '../../../lib/api';
import { renderConsole } from '../../../test/harness';
import * as api from '../api';
import { PhotoGallery } from './photos';

vi.mock('../api', () => ({ fetchPhotos: vi.fn(), uploadPhoto: vi.fn(), orderPhotos: vi.fn(), removePhoto: vi.fn() }));
const mocked = vi.mocked(api);

const photo = (id: number, hash: string): ConsoleProductPhoto => ({
  id,
  url: `/media/photos/${hash}.1600x1200.jpg`,
  width: 1600,
  height: 1200,
  widths: [160, 320, 480, 800, 1200, 1600],
  placeholder: null,
});
const front = photo(11, 'aaaaaaaaaaaaaaaa');
const side = photo(12, 'bbbbbbbbbbbbbbbb');
const back = photo(13, 'cccccccccccccccc');
const gallery = (...images: ConsoleProductPhoto[]): ProductPhotos => ({ productId: 7, images });

const items = () => screen.getAllByTestId('product-photo');
const shownOrder = () => items().map((item) => within(item).getByRole('img', { hidden: false }).getAttribute('alt'));

beforeEach(() => {
  vi.resetAllMocks();
  mocked.fetchPhotos.mockResolvedValue(gallery(front, side, back));
});

describe("a product's photos in the console", () => {
  it('shows each photo with its name and place as alt text, the first marked as the one lists show', async () => {
    await renderConsole(<PhotoGallery productId={7} name="Linen shirt" />);
    await waitFor(() => expect(items()).toHaveLength(3));
    expect(mocked.fetchPhotos).toHaveBeenCalledWith(7);
    expect(shownOrder()).toEqual(['Linen shirt, photo 1 of 3', 'Linen shirt, photo 2 of 3', 'Linen shirt, photo 3 of 3']);
    expect(items()[0]!.textContent).toContain('Photo 1 of 3 · shown first and in lists');
    expect(items()[1]!.textContent).not.toContain('shown first');
    // Each photo's buttons are described by its place, and the thumbnails offer the derived widths.
    const later = within(items()[1]!).getByRole('button', { name: 'Move later' });
    expect(document.getElementById(later.getAttribute('aria-describedby')!)!.textContent).toBe('Photo 2 of 3');
    expect(items()[0]!.querySelector('source[type="image/avif"]')!.getAttribute('srcset')).toContain('/media/photos/aaaaaaaaaaaaaaaa.1600x1200.160.avif 160w');
    const input = screen.getByLabelText('Add a photo');
    expect(input.getAttribute('accept')).toBe('image/jpeg,image/png,image/webp');
    expect(document.getElementById(input.getAttribute('aria-describedby')!)!.textContent).toBe(
      'JPG, PNG or WebP, at most 10 MB. It is added after the others.',
    );
  });

  it('moves a photo earlier or later with buttons: the new order goes to the server and its answer is shown', async () => {
    mocked.orderPhotos.mockResolvedValue(gallery(front, back, side));
    await renderConsole(<PhotoGallery productId={7} name="Linen shirt" />);
    await waitFor(() => expect(items()).toHaveLength(3));
    // The first cannot go earlier, the last not later: the buttons say so and stay where the keyboard is.
    const firstEarlier = within(items()[0]!).getByRole('button', { name: 'Move earlier' });
    expect(firstEarlier.getAttribute('aria-disabled')).toBe('true');
    fireEvent.click(firstEarlier);
    fireEvent.click(within(items()[2]!).getByRole('button', { name: 'Move later' }));
    expect(mocked.orderPhotos).not.toHaveBeenCalled();

    const moving = within(items()[2]!).getByRole('button', { name: 'Move earlier' });
    moving.focus();
    fireEvent.click(moving);
    expect(mocked.orderPhotos).toHaveBeenCalledWith(7, [front.id, back.id, side.id]);
    await waitFor(() => expect(items()[1]!.getAttribute('data-url')).toBe(back.url));
    expect(items().map((item) => item.getAttribute('data-url'))).toEqual([front.url, back.url, side.url]);
    expect(shownOrder()).toEqual(['Linen shirt, photo 1 of 3', 'Linen shirt, photo 2 of 3', 'Linen shirt, photo 3 of 3']);
    expect(screen.getByRole('status').textContent).toBe('Saved: the shop shows it now.');
    // The keyboard stays on the photo it moved, ready to move it again.
    expect(document.activeElement).toBe(within(items()[1]!).getByRole('button', { name: 'Move earlier' }));
  });

  it('uploads a chosen photo with its progress shown and the controls busy, and adds the answer', async () => {
    let finish: (value: ProductPhotos) => void = () => {};
    let progress: (sent: number) => void = () => {};
    mocked.uploadPhoto.mockImplementation((_id, _file, onProgress) => {
      progress = onProgress;
      return new Promise((resolve) => (finish = resolve));
    });
    await renderConsole(<PhotoGallery productId={7} name="Linen shirt" />);
    await waitFor(() => expect(items()).toHaveLength(3));
    const input = screen.getByLabelText('Add a photo') as HTMLInputElement;

    // Checked in the browser first: a GIF or an oversized file is never sent.
    fireEvent.change(input, { target: { files: [new File(['GIF89a'], 'anim.gif', { type: 'image/gif' })] } });
    expect((await screen.findByRole('alert')).textContent).toBe('Choose a JPG, PNG or WebP photo.');
    const huge = new File([new Uint8Array(10 * 1024 * 1024 + 1)], 'huge.jpg', { type: 'image/jpeg' });
    fireEvent.change(input, { target: { files: [huge] } });
    expect((await screen.findByRole('alert')).textContent).toBe('A photo can be at most 10 MB.');
    expect(mocked.uploadPhoto).not.toHaveBeenCalled();

    const file = new File([new Uint8Array([0xff, 0xd8, 0xff, 0xe0])], 'collar.jpg', { type: 'image/jpeg' });
    fireEvent.change(input, { target: { files: [file] } });
    expect(mocked.uploadPhoto).toHaveBeenCalledWith(7, file, expect.any(Function));
    expect(screen.queryByRole('alert')).toBeNull();
    await act(async () => progress(0.5));
    const bar = screen.getByRole('progressbar', { name: 'Sending the photo…' }) as HTMLProgressElement;
    expect(bar.value).toBe(0.5);
    expect(input.disabled).toBe(true);
    expect(screen.getByRole('region', { name: 'Photos' }).getAttribute('aria-busy')).toBe('true');
    expect(within(items()[1]!).getByRole('button', { name: 'Remove' }).getAttribute('aria-disabled')).toBe('true');

    const added = photo(14, 'dddddddddddddddd');
    await act(async () => finish(gallery(front, side, back, added)));
    expect(items()).toHaveLength(4);
    expect(items()[3]!.getAttribute('data-url')).toBe(added.url);
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(input.disabled).toBe(false);
    expect(screen.getByRole('status').textContent).toBe('Photo added: the shop shows it now.');
    await waitFor(() => expect(document.activeElement).toBe(input));
  });

  it("shows the server's refusal of an upload in words", async () => {
    mocked.uploadPhoto.mockRejectedValue(new ConsoleError('This file cannot be read as a JPG picture: it is damaged, cut off or not a picture', 400));
    await renderConsole(<PhotoGallery productId={7} name="Linen shirt" />);
    await waitFor(() => expect(items()).toHaveLength(3));
    fireEvent.change(screen.getByLabelText('Add a photo'), { target: { files: [new File(['x'], 'broken.jpg', { type: 'image/jpeg' })] } });
    expect((await screen.findByRole('alert')).textContent).toMatch(/cannot be read as a JPG picture/);
    expect(items()).toHaveLength(3);
  });

  it('removes a photo only after the confirmation naming it, and says why the last one stays', async () => {
    mocked.removePhoto.mockResolvedValueOnce(gallery(front, back));
    await renderConsole(<PhotoGallery productId={7} name="Linen shirt" />);
    await waitFor(() => expect(items()).toHaveLength(3));
    fireEvent.click(within(items()[1]!).getByRole('button', { name: 'Remove' }));
    expect((await screen.findByTestId('confirm-message')).textContent).toBe('Remove photo 2 of Linen shirt from the shop?');
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(mocked.removePhoto).not.toHaveBeenCalled();

    fireEvent.click(within(items()[1]!).getByRole('button', { name: 'Remove' }));
    await screen.findByTestId('confirm-message');
    fireEvent.click(screen.getByRole('button', { name: 'OK' }));
    expect(mocked.removePhoto).toHaveBeenCalledWith(7, side.id);
    await waitFor(() => expect(items()).toHaveLength(2));
    expect(screen.getByRole('status').textContent).toBe('Photo removed: the shop no longer shows it.');

    mocked.removePhoto.mockRejectedValueOnce(new ConsoleError('A product always has a picture: add another photo before removing this one', 409));
    fireEvent.click(within(items()[0]!).getByRole('button', { name: 'Remove' }));
    await screen.findByTestId('confirm-message');
    fireEvent.click(screen.getByRole('button', { name: 'OK' }));
    expect((await screen.findByRole('alert')).textContent).toBe('A product always has a picture: add another photo before removing this one');
  });
});
