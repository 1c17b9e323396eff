import type { Namespace } from './catalogue';

/** Messages of the envelope itself: any route can answer with them. */
const en = {
  invalidInput: 'Invalid input: {{details}}',
  // One refused field in invalidInput's details.
  fieldIssue: '{{field}}: {{message}}',
  notFound: 'This page could not be found.',
  authFailed: 'please log in',
  tooManyRequests: 'Too many requests, please try again later',
  serverError: 'Server error, please try again later',
};

export const commonMessages = {
  en,
  cn: {
    invalidInput: '输入无效：{{details}}',
    fieldIssue: '{{field}}：{{message}}',
    notFound: '找不到该页面。',
    authFailed: '请登录',
    tooManyRequests: '请求过于频繁，请稍后再试',
    serverError: '服务器错误，请稍后再试',
  },
  de: {
    invalidInput: 'Ungültige Eingabe: {{details}}',
    fieldIssue: '{{field}}: {{message}}',
    notFound: 'Diese Seite wurde nicht gefunden.',
    authFailed: 'Bitte melden Sie sich an',
    tooManyRequests: 'Zu viele Anfragen, bitte versuchen Sie es später erneut',
    serverError: 'Serverfehler, bitte versuchen Sie es später erneut',
  },
  es: {
    invalidInput: 'Datos no válidos: {{details}}',
    fieldIssue: '{{field}}: {{message}}',
    notFound: 'No se ha encontrado esta página.',
    authFailed: 'Inicie sesión',
    tooManyRequests: 'Demasiadas solicitudes, inténtelo de nuevo más tarde',
    serverError: 'Error del servidor, inténtelo de nuevo más tarde',
  },
  fr: {
    invalidInput: 'Saisie invalide : {{details}}',
    fieldIssue: '{{field}} : {{message}}',
    notFound: 'Cette page est introuvable.',
    authFailed: 'Veuillez vous connecter',
    tooManyRequests: 'Trop de requêtes, veuillez réessayer plus tard',
    serverError: 'Erreur du serveur, veuillez réessayer plus tard',
  },
  jp: {
    invalidInput: '入力が正しくありません：{{details}}',
    fieldIssue: '{{field}}：{{message}}',
    notFound: 'このページは見つかりませんでした。',
    authFailed: 'ログインしてください',
    tooManyRequests: 'リクエストが多すぎます。しばらくしてからもう一度お試しください',
    serverError: 'サーバーエラーです。しばらくしてからもう一度お試しください',
  },
  pt: {
    invalidInput: 'Dados inválidos: {{details}}',
    fieldIssue: '{{field}}: {{message}}',
    notFound: 'Não foi possível encontrar esta página.',
    authFailed: 'Faça login',
    tooManyRequests: 'Muitas solicitações, tente novamente mais tarde',
    serverError: 'Erro no servidor, tente novamente mais tarde',
  },
  ru: {
    invalidInput: 'Неверные данные: {{details}}',
    fieldIssue: '{{field}}: {{message}}',
    notFound: 'Эта страница не найдена.',
    authFailed: 'Пожалуйста, войдите в систему',
    tooManyRequests: 'Слишком много запросов, повторите попытку позже',
    serverError: 'Ошибка сервера, повторите попытку позже',
  },
  tw: {
    invalidInput: '輸入無效：{{details}}',
    fieldIssue: '{{field}}：{{message}}',
    notFound: '找不到此頁面。',
    authFailed: '請登入',
    tooManyRequests: '請求過於頻繁，請稍後再試',
    serverError: '伺服器錯誤，請稍後再試',
  },
} satisfies Namespace;
