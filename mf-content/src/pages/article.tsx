import { useSearchParams } from 'react-router';
import { PageNotFound } from '../components/page-not-found';
import { ArticleView } from '../features/article/ui/article-view';
import { positiveId } from '../lib/ids';
import '../styles.css';

/** blog/article?id=N */
export default function ArticlePage() {
  const [search] = useSearchParams();
  const id = positiveId(search.get('id'));
  if (id === null) return <PageNotFound />;
  return (
    <div className="sf-page ct-page-wrap">
      <ArticleView id={id} />
    </div>
  );
}
