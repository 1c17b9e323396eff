import { useTranslation } from 'react-i18next';
import { useUnit } from 'effector-react';
import { NS } from '../../../i18n';
import { $favouriteBusy, $favouriteIds, favouriteClicked } from '../model';

/** Heart toggle; a visitor gets "please log in" and no request is made. */
export function FavouriteButton({ productId }: { productId: number }) {
  const { t } = useTranslation(NS);
  const [ids, busy, click] = useUnit([$favouriteIds, $favouriteBusy, favouriteClicked]);
  const on = ids.includes(productId);
  return (
    <button
      type="button"
      className={`sf-btn cat-fav${on ? ' is-on' : ''}`}
      aria-pressed={on}
      disabled={busy}
      onClick={() => click(productId)}
      data-testid="favourite"
    >
      <span aria-hidden="true">{on ? '♥' : '♡'}</span> {on ? t('favourite.remove') : t('favourite.add')}
    </button>
  );
}
