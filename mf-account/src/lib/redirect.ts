import { useCallback } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useLocalePath } from '@storefront/shared/ui';

/** Only a path of this site: "/..." but not "//host" or "/\host", which browsers read as another host. */
export function safeRedirect(value: string | null): string | null {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return null;
  return /[\u0000-\u001f]/.test(value) ? null : value;
}

/**
 * The `redirect` query parameter a login redirect put on the join pages: `carry` passes it on to the
 * next join page, `goBack` returns there (home when there is none or it points off the site),
 * `goToLogin` opens the login page keeping it.
 */
export function useRedirectBack() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const toPath = useLocalePath();
  const home = toPath('');
  const login = toPath('join');
  const target = safeRedirect(params.get('redirect'));
  const carry = target ? `?redirect=${encodeURIComponent(target)}` : '';
  const goBack = useCallback(() => navigate(target ?? home, { replace: true }), [navigate, target, home]);
  const goToLogin = useCallback(() => navigate(login + carry), [navigate, login, carry]);
  return { carry, goBack, goToLogin };
}
