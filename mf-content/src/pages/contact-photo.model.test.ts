// @vitest-environment node
import { allSettled, fork } from 'effector';
import { describe, expect, it } from 'vitest';
import { $locale, localeChosen, pageEntered } from '@storefront/shared/store';
import { $contactDetails, details } from '../features/contact/model';
import { $photos, photos as photosRequest } from '../features/gallery/model';
import { contactDetails, photos, changeLanguage, recorder, start } from '../test/fixtures';
import { contentTexts, createI18n } from '../test/i18n';
import { contactMeta, contactStarted } from './contact.model';
import { photoMeta, photoStarted } from './photo.model';

const fr = contentTexts('fr');

describe('contact page model', () => {
  it('loads the contact details, and again in the new language while the page is on screen', async () => {
    const api = recorder(() => contactDetails);
    const scope = fork({ values: [[$locale, 'fr']], handlers: [[details.fx, api.handler]] });
    api.bind(scope);
    await allSettled(pageEntered, { scope, params: { owner: 'content', page: 'Contact' } });
    await allSettled(contactStarted, { scope, params: start('fr') });
    expect(scope.getState($contactDetails)).toEqual(contactDetails);
    expect(contactMeta(scope, (await createI18n('fr')).t)).toEqual({ title: `${fr.contact.title} · Aurora`, description: fr.contact.description });
    await changeLanguage(scope, contactStarted, 'de', start('fr'));
    expect(api.calls).toEqual([{ locale: 'fr' }, { locale: 'de' }]);
  });
});

describe('photo page model', () => {
  it('loads the photos; the head has the first photo as picture and the trail from home', async () => {
    const api = recorder(() => photos);
    const scope = fork({ values: [[$locale, 'fr']], handlers: [[photosRequest.fx, api.handler]] });
    api.bind(scope);
    await allSettled(photoStarted, { scope, params: start('fr') });
    expect(api.calls).toEqual([{ locale: 'fr' }]);
    expect(scope.getState($photos).map((p) => p.title)).toEqual(['Foto 1', 'Foto 2', 'Foto 3']);
    expect(photoMeta(scope, (await createI18n('fr')).t)).toMatchObject({
      title: `${fr.photo.title} · Aurora`,
      description: fr.photo.description,
      image: '/media/content/photo-1.svg',
      jsonLd: [
        {
          '@type': 'BreadcrumbList',
          itemListElement: [
            { name: fr.home, item: '/fr' },
            { name: fr.photo.title, item: '/fr/photo' },
          ],
        },
      ],
    });
  });

  it('does not ask again on a language change once the shopper has left the gallery', async () => {
    const api = recorder(() => photos);
    const scope = fork({ values: [[$locale, 'fr']], handlers: [[photosRequest.fx, api.handler]] });
    api.bind(scope);
    await allSettled(pageEntered, { scope, params: { owner: 'content', page: 'Photo' } });
    await allSettled(photoStarted, { scope, params: start('fr') });
    await changeLanguage(scope, photoStarted, 'es', start('fr'));
    await allSettled(pageEntered, { scope, params: { owner: 'content', page: 'Contact' } });
    await allSettled(localeChosen, { scope, params: 'en' });
    expect(api.calls).toEqual([{ locale: 'fr' }, { locale: 'es' }]);
  });
});
