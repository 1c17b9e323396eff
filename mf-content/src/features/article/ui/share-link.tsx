import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useUnit } from 'effector-react';
import { NS } from '../../../i18n';
import { copyLinkFx } from '../model';

/** The article's address to copy or mail; it names the language, so a reader opens the same text. */
export function ShareLink({ url, title }: { url: string; title: string }) {
  const { t } = useTranslation(NS);
  const copy = useUnit(copyLinkFx);
  const id = useId();
  return (
    <section className="ct-share" aria-labelledby={`${id}-h`}>
      <h2 id={`${id}-h`}>{t('article.share.title')}</h2>
      <label htmlFor={`${id}-url`} className="sf-visually-hidden">
        {t('article.share.label')}
      </label>
      <div className="ct-share__row">
        <input id={`${id}-url`} type="url" readOnly value={url} onFocus={(e) => e.currentTarget.select()} data-testid="share-url" />
        <button type="button" className="sf-btn" onClick={() => copy({ url, done: t('article.share.copied') }).catch(() => {})}>
          {t('article.share.copy')}
        </button>
        <a className="sf-btn" href={`mailto:?subject=${encodeURIComponent(title)}&body=${encodeURIComponent(url)}`}>
          {t('article.share.email')}
        </a>
      </div>
    </section>
  );
}
