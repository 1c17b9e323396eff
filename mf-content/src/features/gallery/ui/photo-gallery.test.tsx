import { describe, expect, it } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { allSettled, fork } from 'effector';
import type { Photo } from '@storefront/shared/contracts/content';
import { renderContent } from '../../../test/harness';
import { galleryOpened, photos } from '../model';
import { PhotoGallery } from './photo-gallery';

const list: Photo[] = ['Mugs', 'Bedding', 'Throw', 'Vases'].map((title, i) => ({
  id: i + 1,
  url: `/media/p${i + 1}.svg`,
  width: 800,
  height: 600,
  title,
  alt: `${title}, in morning light`,
  lang: 'en',
}));

async function openGallery() {
  const scope = fork({ handlers: [[photos.fx, async () => list]] });
  // The page's model loads the photos before the grid renders (on the server, or on navigation).
  await allSettled(galleryOpened, { scope, params: { locale: 'en' } });
  const view = await renderContent(<PhotoGallery />, { scope });
  await screen.findByRole('button', { name: view.t('photo.open', { title: 'Mugs' }) });
  return view;
}

const dialog = () => screen.queryByRole('dialog');
const key = (k: string, init: Partial<KeyboardEventInit> = {}) => act(async () => void fireEvent.keyDown(document.activeElement!, { key: k, ...init }));

describe('photo viewer', () => {
  it('shows every photo as a labelled button with its alt text, lazy and sized', async () => {
    const { t } = await openGallery();
    const buttons = list.map((p) => screen.getByRole('button', { name: t('photo.open', { title: p.title }) }));
    expect(buttons).toHaveLength(4);
    const img = screen.getByAltText('Vases, in morning light');
    expect(img.getAttribute('loading')).toBe('lazy');
    expect([img.getAttribute('width'), img.getAttribute('height')]).toEqual(['800', '600']);
  });

  it('opens on the chosen photo with focus inside, and moves with the arrow keys, Home and End', async () => {
    const { t } = await openGallery();
    await act(async () => void fireEvent.click(screen.getByRole('button', { name: t('photo.open', { title: 'Bedding' }) })));
    const viewer = dialog()!;
    expect(viewer.getAttribute('aria-modal')).toBe('true');
    expect(viewer.contains(document.activeElement)).toBe(true);
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('Bedding');
    expect(screen.getByTestId('viewer-position').textContent).toBe(t('photo.position', { index: 2, total: 4 }));

    await key('ArrowRight');
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('Throw');
    await key('ArrowRight');
    await key('ArrowRight');
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('Mugs');
    await key('ArrowLeft');
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('Vases');
    expect(within(viewer).getByAltText('Vases, in morning light')).toBeTruthy();
    await key('Home');
    expect(screen.getByTestId('viewer-position').textContent).toBe(t('photo.position', { index: 1, total: 4 }));
    await key('End');
    expect(screen.getByTestId('viewer-position').textContent).toBe(t('photo.position', { index: 4, total: 4 }));
  });

  it('keeps Tab inside the viewer', async () => {
    const { t } = await openGallery();
    await act(async () => void fireEvent.click(screen.getByRole('button', { name: t('photo.open', { title: 'Mugs' }) })));
    const buttons = [...dialog()!.querySelectorAll('button')];
    buttons.at(-1)!.focus();
    await key('Tab');
    expect(document.activeElement).toBe(buttons[0]);
    await key('Tab', { shiftKey: true });
    expect(document.activeElement).toBe(buttons.at(-1));
  });

  it('closes with Escape and gives focus back to the photo it was showing', async () => {
    const { t } = await openGallery();
    await act(async () => void fireEvent.click(screen.getByRole('button', { name: t('photo.open', { title: 'Mugs' }) })));
    await key('ArrowRight');
    await key('ArrowRight');
    await key('Escape');
    expect(dialog()).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: t('photo.open', { title: 'Throw' }) })));
  });

  it('closes with its close button and with a click outside the picture', async () => {
    const { t } = await openGallery();
    await act(async () => void fireEvent.click(screen.getByRole('button', { name: t('photo.open', { title: 'Vases' }) })));
    await act(async () => void fireEvent.click(screen.getByRole('button', { name: t('photo.close') })));
    expect(dialog()).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: t('photo.open', { title: 'Vases' }) }));
    await act(async () => void fireEvent.click(screen.getByRole('button', { name: t('photo.open', { title: 'Vases' }) })));
    await act(async () => void fireEvent.click(dialog()!.parentElement!));
    expect(dialog()).toBeNull();
  });

  it('moves with its previous and next buttons', async () => {
    const { t } = await openGallery();
    await act(async () => void fireEvent.click(screen.getByRole('button', { name: t('photo.open', { title: 'Mugs' }) })));
    await act(async () => void fireEvent.click(screen.getByRole('button', { name: t('photo.prev') })));
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('Vases');
    await act(async () => void fireEvent.click(screen.getByRole('button', { name: t('photo.next') })));
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('Mugs');
  });
});
