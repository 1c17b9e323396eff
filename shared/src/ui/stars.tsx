import { useTranslation } from 'react-i18next';

export type StarFill = 'full' | 'half' | 'empty';

/** One drawn star; decoration only, the rating's words are on the control or image around it. */
export function StarGlyph({ fill }: { fill: StarFill }) {
  return (
    <span aria-hidden="true" className={`sf-star sf-star--${fill}`}>
      ★
    </span>
  );
}

/** How each of the five stars is filled for a 0-5 rating, rounded to halves. */
export function starFills(value: number): StarFill[] {
  const rounded = Math.round(value * 2) / 2;
  return [1, 2, 3, 4, 5].map((i) => (rounded >= i ? 'full' : rounded >= i - 0.5 ? 'half' : 'empty'));
}

/** A 0-5 rating shown as five stars, read out as words ("Rated 4.5 out of 5"). */
export function Stars({ value }: { value: number }) {
  const { t } = useTranslation('shared');
  const rating = Number.isInteger(value) ? String(value) : value.toFixed(1);
  return (
    <span className="sf-stars" role="img" aria-label={t('rating.outOfFive', { rating })}>
      {starFills(value).map((fill, i) => (
        <StarGlyph key={i} fill={fill} />
      ))}
    </span>
  );
}
