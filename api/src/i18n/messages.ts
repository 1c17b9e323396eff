import type { FastifyRequest } from 'fastify';
import { DEFAULT_LOCALE, LOCALES, type Locale } from '@storefront/shared/routes';
import { accountMessages } from './account';
import { authMessages } from './auth';
import { checkoutMessages } from './checkout';
import { contentMessages } from './content';
import { httpMessages } from './http';
import { safetyMessages } from './safety';
import { uploadMessages } from './uploads';

/** The English catalogue defines the keys; every other locale must translate each of them. */
const en = {
  invalidInput: 'Invalid input: {details}',
  notFound: 'This page could not be found.',
  authFailed: 'please log in',
  tooManyRequests: 'Too many requests, please try again later',
  serverError: 'Server error, please try again later',
  ...accountMessages.en,
  ...authMessages.en,
  ...checkoutMessages.en,
  ...contentMessages.en,
  ...httpMessages.en,
  ...safetyMessages.en,
  ...uploadMessages.en,
};

export type MessageKey = keyof typeof en;
export type MessageParams = Record<string, string | number>;
type Catalogue = Record<MessageKey, string>;

export const messages: Record<Locale, Catalogue> = {
  en,
  cn: {
    invalidInput: '输入无效：{details}',
    notFound: '找不到该页面。',
    authFailed: '请登录',
    tooManyRequests: '请求过于频繁，请稍后再试',
    serverError: '服务器错误，请稍后再试',
    ...accountMessages.cn,
    ...authMessages.cn,
    ...checkoutMessages.cn,
    ...contentMessages.cn,
    ...httpMessages.cn,
    ...safetyMessages.cn,
    ...uploadMessages.cn,
  },
  de: {
    invalidInput: 'Ungültige Eingabe: {details}',
    notFound: 'Diese Seite wurde nicht gefunden.',
    authFailed: 'Bitte melden Sie sich an',
    tooManyRequests: 'Zu viele Anfragen, bitte versuchen Sie es später erneut',
    serverError: 'Serverfehler, bitte versuchen Sie es später erneut',
    ...accountMessages.de,
    ...authMessages.de,
    ...checkoutMessages.de,
    ...contentMessages.de,
    ...httpMessages.de,
    ...safetyMessages.de,
    ...uploadMessages.de,
  },
  es: {
    invalidInput: 'Datos no válidos: {details}',
    notFound: 'No se ha encontrado esta página.',
    authFailed: 'Inicie sesión',
    tooManyRequests: 'Demasiadas solicitudes, inténtelo de nuevo más tarde',
    serverError: 'Error del servidor, inténtelo de nuevo más tarde',
    ...accountMessages.es,
    ...authMessages.es,
    ...checkoutMessages.es,
    ...contentMessages.es,
    ...httpMessages.es,
    ...safetyMessages.es,
    ...uploadMessages.es,
  },
  fr: {
    invalidInput: 'Saisie invalide : {details}',
    notFound: 'Cette page est introuvable.',
    authFailed: 'Veuillez vous connecter',
    tooManyRequests: 'Trop de requêtes, veuillez réessayer plus tard',
    serverError: 'Erreur du serveur, veuillez réessayer plus tard',
    ...accountMessages.fr,
    ...authMessages.fr,
    ...checkoutMessages.fr,
    ...contentMessages.fr,
    ...httpMessages.fr,
    ...safetyMessages.fr,
    ...uploadMessages.fr,
  },
  jp: {
    invalidInput: '入力が正しくありません：{details}',
    notFound: 'このページは見つかりませんでした。',
    authFailed: 'ログインしてください',
    tooManyRequests: 'リクエストが多すぎます。しばらくしてからもう一度お試しください',
    serverError: 'サーバーエラーです。しばらくしてからもう一度お試しください',
    ...accountMessages.jp,
    ...authMessages.jp,
    ...checkoutMessages.jp,
    ...contentMessages.jp,
    ...httpMessages.jp,
    ...safetyMessages.jp,
    ...uploadMessages.jp,
  },
  pt: {
    invalidInput: 'Dados inválidos: {details}',
    notFound: 'Não foi possível encontrar esta página.',
    authFailed: 'Faça login',
    tooManyRequests: 'Muitas solicitações, tente novamente mais tarde',
    serverError: 'Erro no servidor, tente novamente mais tarde',
    ...accountMessages.pt,
    ...authMessages.pt,
    ...checkoutMessages.pt,
    ...contentMessages.pt,
    ...httpMessages.pt,
    ...safetyMessages.pt,
    ...uploadMessages.pt,
  },
  ru: {
    invalidInput: 'Неверные данные: {details}',
    notFound: 'Эта страница не найдена.',
    authFailed: 'Пожалуйста, войдите в систему',
    tooManyRequests: 'Слишком много запросов, повторите попытку позже',
    serverError: 'Ошибка сервера, повторите попытку позже',
    ...accountMessages.ru,
    ...authMessages.ru,
    ...checkoutMessages.ru,
    ...contentMessages.ru,
    ...httpMessages.ru,
    ...safetyMessages.ru,
    ...uploadMessages.ru,
  },
  tw: {
    invalidInput: '輸入無效：{details}',
    notFound: '找不到此頁面。',
    authFailed: '請登入',
    tooManyRequests: '請求過於頻繁，請稍後再試',
    serverError: '伺服器錯誤，請稍後再試',
    ...accountMessages.tw,
    ...authMessages.tw,
    ...checkoutMessages.tw,
    ...contentMessages.tw,
    ...httpMessages.tw,
    ...safetyMessages.tw,
    ...uploadMessages.tw,
  },
};

// Browser tags whose primary subtag is not our abbreviation.
const TAG_ALIASES: Record<string, Locale> = {
  zh: 'cn',
  'zh-cn': 'cn',
  'zh-sg': 'cn',
  'zh-hans': 'cn',
  'zh-tw': 'tw',
  'zh-hk': 'tw',
  'zh-mo': 'tw',
  'zh-hant': 'tw',
  ja: 'jp',
};

function isLocale(value: string): value is Locale {
  return (LOCALES as readonly string[]).includes(value);
}

/** The shop sends one of the nine abbreviations; browsers send tags such as "zh-TW,zh;q=0.9". */
export function localeFromHeader(header: string | string[] | undefined): Locale {
  const value = (Array.isArray(header) ? header[0] : header)?.trim().toLowerCase();
  if (!value) return DEFAULT_LOCALE;
  if (isLocale(value)) return value;
  const tag = value.split(',')[0].split(';')[0].trim();
  if (TAG_ALIASES[tag]) return TAG_ALIASES[tag];
  const [primary, second] = tag.split('-');
  if (primary === 'zh' && second) return TAG_ALIASES[`zh-${second}`] ?? 'cn';
  if (TAG_ALIASES[primary]) return TAG_ALIASES[primary];
  return isLocale(primary) ? primary : DEFAULT_LOCALE;
}

export function requestLocale(request: Pick<FastifyRequest, 'headers'>): Locale {
  return localeFromHeader(request.headers['accept-language']);
}

export function format(locale: Locale, key: MessageKey, params?: MessageParams): string {
  const template = messages[locale][key] ?? messages[DEFAULT_LOCALE][key] ?? key;
  if (!params) return template;
  return template.replace(/\{(\w+)\}/g, (match, name: string) => (name in params ? String(params[name]) : match));
}

/** A catalogue message in the request's language. */
export function t(request: Pick<FastifyRequest, 'headers'>, key: MessageKey, params?: MessageParams): string {
  return format(requestLocale(request), key, params);
}
