import { useCallback, useEffect, useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Pager } from '@storefront/shared/ui';
import { reviewReplyBodySchema } from '@storefront/shared/schemas/backoffice';
import type { Paged } from '@storefront/shared/schemas/common';
import { NS } from '../../../i18n';
import type { ConsoleError } from '../../../lib/api';
import { useConfirm, when } from '../../../lib/confirm';
import { fetchWaiting, replyToReview, type WaitingReview } from '../api';
import { ErrorNote } from '../../../lib/notes';

const SIZE = 10;

function ReplyForm({ review, onReplied }: { review: WaitingReview; onReplied(): void }) {
  const { t } = useTranslation(NS);
  const id = useId();
  const { ask, dialog } = useConfirm();
  const [reply, setReply] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = reviewReplyBodySchema.safeParse({ reply });
    if (!parsed.success) return setProblem(t('reviews.replyRequired'));
    setProblem(null);
    ask(t('reviews.reply'), t('reviews.confirmReply', { author: review.authorName }), () =>
      replyToReview(review.id, parsed.data.reply).then(onReplied, (e: ConsoleError) => setProblem(e.message)),
    );
  };
  return (
    <form onSubmit={submit} className="bo-form" noValidate>
      <label htmlFor={id}>{t('reviews.yourReply')}</label>
      <textarea id={id} value={reply} onChange={(e) => setReply(e.target.value)} rows={3} aria-invalid={!!problem} />
      <ErrorNote message={problem} />
      <button type="submit" className="sf-btn sf-btn--primary">
        {t('reviews.reply')}
      </button>
      {dialog}
    </form>
  );
}

/** Reviews no one has answered yet, oldest first as the server gives them. */
export function Reviews() {
  const { t, i18n } = useTranslation(NS);
  const [{ page, size }, setPage] = useState({ page: 1, size: SIZE });
  const [result, setResult] = useState<Paged<WaitingReview> | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [replied, setReplied] = useState(0);
  const load = useCallback(() => {
    fetchWaiting(page, size).then(setResult, (e: ConsoleError) => setProblem(e.message));
  }, [page, size]);
  useEffect(load, [load]);
  return (
    <section aria-labelledby="bo-reviews-title">
      <h1 id="bo-reviews-title">{t('nav.reviews')}</h1>
      <ErrorNote message={problem} />
      {replied > 0 && <p role="status">{t('reviews.replied')}</p>}
      {result?.list.length === 0 && <p>{t('empty')}</p>}
      {result?.list.map((review) => (
        <article key={review.id} className="bo-card" data-testid="waiting-review">
          <h2>{t('reviews.heading', { author: review.authorName, productId: review.productId, rating: review.productRating })}</h2>
          <p className="bo-muted">{when(review.createdAt, i18n.language)}</p>
          <blockquote lang={review.locale}>{review.content}</blockquote>
          <ReplyForm
            review={review}
            onReplied={() => {
              setReplied((n) => n + 1);
              load();
            }}
          />
        </article>
      ))}
      {result && <Pager page={result.page} size={result.size} total={result.total} onChange={setPage} />}
    </section>
  );
}
