import { combine, createEvent, sample, type Scope } from 'effector';
import type { TFunction } from 'i18next';
import { $locale } from '@storefront/shared/store';
import type { PageMeta, PageStart } from '@storefront/shared/routes';
import { $photos, galleryOpened } from '../features/gallery/model';
import { NS } from '../i18n';
import { breadcrumbList, contentTitle } from '../lib/page-meta';

/** photo: the gallery. */
export const photoStarted = createEvent<PageStart>();

sample({ clock: photoStarted, fn: () => undefined, target: galleryOpened });

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
