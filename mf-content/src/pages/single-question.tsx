import { useSearchParams } from 'react-router';
import { NotFoundView } from '@storefront/shared/ui';
import { SingleQuestionView } from '../features/questions/ui/single-question-view';
import { positiveId } from '../lib/ids';
import QuestionPage from './question';
import '../styles.css';

/** single/question?id=N shows one question; without an id, all of them. */
export default function SingleQuestionPage() {
  const [search] = useSearchParams();
  if (!search.has('id')) return <QuestionPage />;
  const id = positiveId(search.get('id'));
  if (id === null) return <NotFoundView testId="content-not-found" />;
  return (
    <div className="sf-page ct-page-wrap">
      <SingleQuestionView id={id} />
    </div>
  );
}
