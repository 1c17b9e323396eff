import { combine, createEvent, sample, type Scope } from 'effector';
import type { TFunction } from 'i18next';
import { $locale, $page } from '@storefront/shared/store';
import type { PageMeta, PageStart } from '@storefront/shared/routes';
import { $photos, galleryOpened } from '../features/gallery/model';
import { NS } from '../i18n';
import { breadcrumbList, contentTitle, isShown } from '../lib/page-meta';

/** photo: the gallery. */
export const photoStarted = createEvent<PageStart>();

sample({ clock: photoStarted, fn: ({ locale }) => ({ locale }), target: galleryOpened });

// Another language on the gallery: titles and descriptions again, in that language.
const $shown = $page.map(isShown('Photo'));
sample({ clock: $locale.updates, filter: $shown, fn: (locale) => ({ locale }), target: galleryOpened });

const $meta = combine({ photos: $photos, locale: $locale });

/** The gallery's title and description, its first photo for previews, and its place under home. */
export function photoMeta(scope: Scope, t: TFunction): PageMeta {
  const { photos, locale } = scope.getState($meta);
  const title = t(`${NS}:photo.title`);
  return {
    title: contentTitle(t, title),
    description: t(`${NS}:photo.description`),
    image: photos[0]?.url,
    jsonLd: [breadcrumbList(t, locale, [{ name: title, path: 'photo' }])],
  };
}
