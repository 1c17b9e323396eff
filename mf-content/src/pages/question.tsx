import { useTranslation } from 'react-i18next';
import { QuestionList } from '../features/questions/ui/question-list';
import { NS } from '../i18n';
import { useContentMeta } from '../lib/meta';
import '../styles.css';

export default function QuestionPage() {
  const { t } = useTranslation(NS);
  useContentMeta(t('question.title'), t('question.description'));
  return (
    <div className="sf-page ct-page-wrap">
      <h1>{t('question.title')}</h1>
      <p className="ct-lead">{t('question.intro')}</p>
      <QuestionList />
    </div>
  );
}
