import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useUnit } from 'effector-react';
import { LocaleLink } from '@storefront/shared/ui';
import { NS } from '../i18n';
import { $newsletterBusy, $newsletterEmail, newsletterEmailChanged, newsletterSubmitted } from '../model/layout';

function Newsletter() {
  const { t } = useTranslation(NS);
  const [email, setEmail, subscribe, busy] = useUnit([$newsletterEmail, newsletterEmailChanged, newsletterSubmitted, $newsletterBusy]);
  const [error, setError] = useState<string | null>(null);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    // The rule loads on first use so zod stays out of every page's first load.
    const { emailSchema } = await import('@storefront/shared/schemas/common');
    const parsed = emailSchema.safeParse(email.trim());
    if (!parsed.success) {
      setError(t(`shared:${parsed.error.issues[0].message}`));
      return;
    }
    setError(null);
    subscribe(parsed.data);
  };
  return (
    // id: the checkout's "where codes come from" line links here.
    <form id="newsletter" className="sf-newsletter" onSubmit={submit} noValidate>
      <h2>{t('footer.newsletter.title')}</h2>
      <p id="sf-newsletter-offer">{t('footer.newsletter.offer')}</p>
      <label htmlFor="sf-newsletter-email">{t('footer.newsletter.label')}</label>
      <div className="sf-newsletter__row">
        <input
          id="sf-newsletter-email"
          type="email"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          aria-invalid={!!error}
          aria-describedby={error ? 'sf-newsletter-error sf-newsletter-offer' : 'sf-newsletter-offer'}
          className={error ? 'is-error' : undefined}
        />
        <button type="submit" className="sf-btn sf-btn--primary" disabled={busy}>
          {t('footer.newsletter.submit')}
        </button>
      </div>
      {error && (
        <p id="sf-newsletter-error" className="sf-field-error">
          {error}
        </p>
      )}
    </form>
  );
}

/** The shell release's BUILD_LABEL (pnpm release shell --label), shown only when the build was given one. */
export function ShellBuildLabel() {
  const label = (process.env.BUILD_LABEL ?? '').trim();
  if (!label) return null;
  return (
    <p className="sf-footer__build" data-testid="shell-build-label">
      {label}
    </p>
  );
}

export function Footer() {
  const { t } = useTranslation(NS);
  return (
    <footer className="sf-footer">
      <div className="sf-footer__cols">
        <Newsletter />
        <section>
          <h2>{t('footer.consult.title')}</h2>
          <p>{t('footer.consult.text')}</p>
          <p className="sf-delivery">{t('footer.delivery')}</p>
        </section>
        <nav aria-label={t('footer.links')}>
          <h2>{t('footer.links')}</h2>
          <ul>
            <li>
              <LocaleLink to="aboutus">{t('footer.aboutUs')}</LocaleLink>
            </li>
            <li>
              <LocaleLink to="brandstory">{t('nav.brandStory')}</LocaleLink>
            </li>
            <li>
              <LocaleLink to="blog">{t('nav.blog')}</LocaleLink>
            </li>
            <li>
              <LocaleLink to="contact">{t('footer.contact')}</LocaleLink>
            </li>
            <li>
              <LocaleLink to="question">{t('footer.questions')}</LocaleLink>
            </li>
            <li>
              <LocaleLink to="photo">{t('footer.photos')}</LocaleLink>
            </li>
          </ul>
        </nav>
      </div>
      <p className="sf-footer__copy">{t('footer.copyright', { year: new Date().getFullYear() })}</p>
      <ShellBuildLabel />
    </footer>
  );
}
