import { useEffect } from 'react';
import { useUnit } from 'effector-react';
import { Link, useNavigate, type LinkProps } from 'react-router';
import { $locale } from '../store/shop';
import { localePath } from '../routes/match';

/** Turns a route path ('shop/goodCart') into the URL for the current language. */
export function useLocalePath() {
  const locale = useUnit($locale);
  return (path: string) => localePath(locale, path);
}

export function useLocaleNavigate() {
  const navigate = useNavigate();
  const to = useLocalePath();
  return (path: string, opts?: { replace?: boolean }) => navigate(to(path), opts);
}

/** A link to a route path in the current language. */
export function LocaleLink({ to, ...rest }: Omit<LinkProps, 'to'> & { to: string }) {
  const toPath = useLocalePath();
  const [path, query] = to.split('?');
  return <Link to={toPath(path) + (query ? `?${query}` : '')} {...rest} />;
}

/** Sets the document title and meta description for the current page. */
/**
 * Keeps the page out of search engines' indexes while `on` (a filtered view of a list): the browser's
 * copy of the `<meta name="robots" content="noindex">` the server writes for it, added and taken away as the
 * shopper filters, and gone when the page is left.
 */
export function useNoIndex(on: boolean) {
  useEffect(() => {
    const existing = document.head.querySelector('meta[name="robots"]');
    if (!on) {
      existing?.remove();
      return;
    }
    const meta = existing ?? document.createElement('meta');
    meta.setAttribute('name', 'robots');
    meta.setAttribute('content', 'noindex');
    if (!existing) document.head.appendChild(meta);
    return () => meta.remove();
  }, [on]);
}

export function usePageMeta(title: string | undefined, description?: string) {
  useEffect(() => {
    if (!title) return;
    document.title = title;
    let meta = document.querySelector('meta[name="description"]');
    if (!meta) {
      meta = document.createElement('meta');
      meta.setAttribute('name', 'description');
      document.head.appendChild(meta);
    }
    meta.setAttribute('content', description ?? title);
  }, [title, description]);
}
