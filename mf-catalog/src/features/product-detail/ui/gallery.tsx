import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ProductImage } from '@storefront/shared/contracts/catalog';
import type { Picture } from '@storefront/shared/contracts/picture';
import { ProductPicture } from '@storefront/shared/ui';
import { NS } from '../../../i18n';

const THUMB = 72;

/** A gallery image's derived widths and placeholder, when it is an imported photo. */
const pictureOf = (image: ProductImage): Picture | null =>
  image.widths ? { src: image.url, width: image.width, height: image.height, widths: image.widths, placeholder: image.placeholder } : null;
/** One column up to 900px wide, then half of the page (at most 1200px, 16px padding, 32px gap): .cat-detail. */
const MAIN_SIZES = '(max-width: 900px) calc(100vw - 32px), (max-width: 1200px) calc(50vw - 32px), 568px';

/**
 * The product's pictures: one large, the others as buttons to show them. The large one is the page's
 * largest paint: it loads at once and ahead of other requests. The thumbnails' files wait for the page to be
 * taken over (their placeholders show meanwhile): on a phone's six connections they would otherwise be asked
 * for at the first layout, ahead of the page's code.
 */
export function Gallery({ images, name }: { images: ProductImage[]; name: string }) {
  const { t } = useTranslation(NS);
  const [index, setIndex] = useState(0);
  const current = images[Math.min(index, images.length - 1)];
  if (!current) return null;
  return (
    <div className="cat-gallery" role="group" aria-roledescription="carousel" aria-label={t('detail.gallery')}>
      <ProductPicture
        className="cat-gallery__main"
        picture={pictureOf(current)}
        src={current.url}
        alt={t('detail.imageAlt', { name, n: index + 1, count: images.length })}
        width={current.width}
        height={current.height}
        sizes={MAIN_SIZES}
        priority
      />
      {images.length > 1 && (
        <ul className="cat-gallery__thumbs">
          {images.map((image, i) => (
            <li key={image.url}>
              <button
                type="button"
                aria-label={t('detail.showImage', { n: i + 1 })}
                aria-current={i === index ? 'true' : undefined}
                onClick={() => setIndex(i)}
                className={i === index ? 'is-active' : undefined}
              >
                <ProductPicture picture={pictureOf(image)} src={image.url} alt="" width={THUMB} height={THUMB} sizes={`${THUMB}px`} afterTakeOver />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
