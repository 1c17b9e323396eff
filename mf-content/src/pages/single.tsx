import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { NotFoundView } from '@storefront/shared/ui';
import { ContentPageView } from '../features/page/ui/content-page-view';
import { PageLinks } from '../features/page/ui/page-links';
import { NS } from '../i18n';
import { positiveId } from '../lib/ids';
import { useContentMeta } from '../lib/meta';
import SingleQuestionPage from './single-question';
import '../styles.css';

function PageIndex() {
  const { t } = useTranslation(NS);
  useContentMeta(t('page.indexTitle'), t('page.indexDescription'));
  return (
    <div className="sf-page ct-page-wrap">
      <h1>{t('page.indexTitle')}</h1>
      <PageLinks title={t('page.indexTitle')} showHeading={false} />
    </div>
  );
}

/**
 * single/{id}: a page by id; without an id, the list of pages. single/question is its own route under a
 * language prefix only; without one it lands here, and is shown the same, so its links work in English.
 */
export default function SinglePage() {
  const { id } = useParams();
  if (id === undefined) return <PageIndex />;
  if (id === 'question') return <SingleQuestionPage />;
  const pageId = positiveId(id);
  if (pageId === null) return <NotFoundView testId="content-not-found" />;
  return (
    <div className="sf-page ct-page-wrap">
      <ContentPageView pageRef={String(pageId)} />
    </div>
  );
}
