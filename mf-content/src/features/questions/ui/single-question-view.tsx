import { useTranslation } from 'react-i18next';
import { useUnit } from 'effector-react';
import { $locale } from '@storefront/shared/store';
import { LocaleLink } from '@storefront/shared/ui';
import { FallbackNote } from '../../../components/fallback-note';
import { RequestState } from '../../../components/request-state';
import { NS } from '../../../i18n';
import { useContentMeta } from '../../../lib/meta';
import { $singleQuestion, $singleQuestionStatus, singleQuestionRetried } from '../model';

/** single/question?id=N (the page's model loads it): one question and its answer, to link to from anywhere. */
export function SingleQuestionView({ id }: { id: number }) {
  const { t } = useTranslation(NS);
  const [locale, item, status, retry] = useUnit([$locale, $singleQuestion, $singleQuestionStatus, singleQuestionRetried]);
  const current = item && item.id === id ? item : null;
  useContentMeta(current?.question, current?.answer);
  return (
    <RequestState status={status} hasData={!!current} onRetry={retry}>
      {current && (
        <article className="ct-article ct-single-question" lang={current.lang}>
          <p className="ct-crumb">
            <LocaleLink to="question">{t('question.all')}</LocaleLink>
          </p>
          <h1>{current.question}</h1>
          <FallbackNote lang={current.lang} locale={locale} />
          <p className="ct-lead">{current.answer}</p>
          <p>
            {t('question.stillUnsure')} <LocaleLink to="contact">{t('question.contact')}</LocaleLink>
          </p>
        </article>
      )}
    </RequestState>
  );
}
