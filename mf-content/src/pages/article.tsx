import { useSearchParams } from 'react-router';
import { NotFoundView } from '@storefront/shared/ui';
import { ArticleView } from '../features/article/ui/article-view';
import { positiveId } from '../lib/ids';
import '../styles.css';

/** blog/article?id=N */
export default function ArticlePage() {
  const [search] = useSearchParams();
  const id = positiveId(search.get('id'));
  if (id === null) return <NotFoundView testId="content-not-found" />;
  return (
    <div className="sf-page ct-page-wrap">
      <ArticleView id={id} />
    </div>
  );
}
