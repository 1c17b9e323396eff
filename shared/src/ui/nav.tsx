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
