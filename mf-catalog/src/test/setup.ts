import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import en from '../i18n/en.json';
import sharedEn from '../../../shared/src/i18n/locales/en.json';

// Components under test read the real English texts, loaded synchronously.
await i18next.use(initReactI18next).init({
  lng: 'en',
  resources: { en: { catalog: en, shared: sharedEn } },
  ns: ['shared', 'catalog'],
  defaultNS: 'shared',
  interpolation: { escapeValue: false },
  react: { useSuspense: false },
});
