import { createEvent, sample, type Scope } from 'effector';
import type { TFunction } from 'i18next';
import type { PageMeta, PageStart } from '@storefront/shared/routes';
import { contactPageOpened } from '../features/contact/model';
import { NS } from '../i18n';
import { contentTitle } from '../lib/page-meta';

/** contact: the shop's contact details beside the consultation form. */
export const contactStarted = createEvent<PageStart>();

sample({ clock: contactStarted, fn: () => undefined, target: contactPageOpened });

export function contactMeta(_scope: Scope, t: TFunction): PageMeta {
  return { title: contentTitle(t, t(`${NS}:contact.title`)), description: t(`${NS}:contact.description`) };
}
