import type { ReactNode } from 'react';
import { useUnit } from 'effector-react';
import { $locale } from '@storefront/shared/store';
import { FallbackNote } from '../../../components/fallback-note';
import { RequestState } from '../../../components/request-state';
import { RichText } from '../../../components/rich-text';
import { useContentMeta } from '../../../lib/meta';
import { $contentPage, $contentPageStatus, contentPageRetried } from '../model';

/** A text page by slug or id (the page's model loads it), with its title and summary as the document's title and description. */
export function ContentPageView({ pageRef, aside }: { pageRef: string; aside?: ReactNode }) {
  const [locale, page, status, retry] = useUnit([$locale, $contentPage, $contentPageStatus, contentPageRetried]);

  const current = page && (page.slug === pageRef || String(page.id) === pageRef) ? page : null;
  useContentMeta(current?.title, current?.summary);

  return (
    <RequestState status={status} hasData={!!current} onRetry={retry}>
      {current && (
        <article className="ct-article ct-page" lang={current.lang} data-testid={`page-${current.slug}`}>
          <h1>{current.title}</h1>
          <FallbackNote lang={current.lang} locale={locale} />
          <p className="ct-lead">{current.summary}</p>
          <RichText body={current.body} />
          {aside}
        </article>
      )}
    </RequestState>
  );
}
