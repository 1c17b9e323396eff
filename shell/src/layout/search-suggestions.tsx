import { useEffect, useImperativeHandle, useRef, useState, type KeyboardEvent, type ReactNode, type RefObject } from 'react';
import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { suggestMinChars, type Suggestions } from '@storefront/shared/contracts/catalog';
import { $requestContext } from '@storefront/shared/store';
import { ProductPicture, useLocalePath, usePriceFormatter } from '@storefront/shared/ui';
import { NS } from '../i18n';
import { fetchSuggestions } from './suggest-api';

/** Wait after the last key before asking: a fast typist sends one request per pause, not one per letter. */
export const SUGGEST_DEBOUNCE_MS = 180;

/** What the input of the combobox shows of the list (aria-expanded, aria-activedescendant). */
export interface ComboState {
  expanded: boolean;
  activeId?: string;
}

/** The keys the input hands over; keyDown answers true when it acted on the key. */
export interface SuggestionsHandle {
  keyDown(e: KeyboardEvent<HTMLInputElement>): boolean;
  close(): void;
}

type Option = { kind: 'product'; id: number; path: string } | { kind: 'category'; id: number; path: string };

/**
 * The options of the header's search combobox (WAI-ARIA 1.2 combobox with a listbox popup), loaded on the
 * first focus of the search box so no page's first load carries it. It asks GET /api/catalog/suggest for the
 * text once typing pauses, drops the answer of an older text (its request is cancelled), and renders the
 * products and categories into the listbox the header owns. The input keeps focus throughout; the active
 * option is named by aria-activedescendant.
 */
export default function SearchSuggestions({
  query,
  listId,
  handle,
  onState,
}: {
  query: string;
  listId: string;
  handle: RefObject<SuggestionsHandle | null>;
  onState(state: ComboState): void;
}) {
  const { t } = useTranslation(NS);
  const context = useUnit($requestContext);
  const format = usePriceFormatter();
  const navigate = useNavigate();
  const toPath = useLocalePath();
  const [found, setFound] = useState<Suggestions | null>(null);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  // Closed by the shopper (Escape, a search sent, the box left): an answer still on its way for the same
  // text does not open the list again; typing does.
  const shut = useRef(false);

  const text = query.trim();
  // Three characters, or one in languages written without spaces, where one says a lot.
  const enough = text.length >= suggestMinChars(context.locale);
  useEffect(() => {
    setActive(-1);
    shut.current = false;
    if (!enough) {
      setFound(null);
      setOpen(false);
      return;
    }
    const abort = new AbortController();
    const timer = setTimeout(() => {
      fetchSuggestions(context, text, abort.signal).then(
        (answer) => {
          if (abort.signal.aborted) return;
          setFound(answer);
          setActive(-1);
          setOpen(!shut.current);
        },
        () => {
          if (!abort.signal.aborted) setFound(null);
        },
      );
    }, SUGGEST_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      abort.abort();
    };
    // The context object is new on every store change; what the answer depends on is its language and currency.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [text, enough, context.locale, context.currency]);

  const products = found?.products ?? [];
  const categories = found?.categories ?? [];
  const options: Option[] = [
    ...products.map((p): Option => ({ kind: 'product', id: p.id, path: `shop/goodDetails/${p.id}` })),
    ...categories.map((c): Option => ({ kind: 'category', id: c.id, path: `shop/productList/${c.id}` })),
  ];
  const expanded = open && options.length > 0;
  const optionId = (o: Option) => `${listId}-${o.kind}-${o.id}`;
  const activeId = expanded && active >= 0 ? optionId(options[active]) : undefined;

  useEffect(() => onState({ expanded, activeId }), [expanded, activeId, onState]);
  // Unmounted (another page's header, a test's cleanup): the input no longer points at options.
  useEffect(() => () => onState({ expanded: false }), [onState]);

  const pick = (option: Option) => {
    setOpen(false);
    setActive(-1);
    navigate(toPath(option.path));
  };

  useImperativeHandle(handle, () => ({
    keyDown(e) {
      const count = options.length;
      switch (e.key) {
        case 'ArrowDown':
        case 'ArrowUp': {
          if (count === 0) return false;
          e.preventDefault();
          const down = e.key === 'ArrowDown';
          if (!expanded) {
            // Opens the list again, on its first (or last) option.
            shut.current = false;
            setOpen(true);
            setActive(down ? 0 : count - 1);
          } else {
            // Past either end the focus goes back to the text (no option active), then round again.
            setActive((i) => (down ? (i + 1 > count - 1 ? -1 : i + 1) : i - 1 < -1 ? count - 1 : i - 1));
          }
          return true;
        }
        case 'Enter':
          if (!expanded || active < 0) return false;
          e.preventDefault();
          pick(options[active]);
          return true;
        case 'Escape':
          if (!expanded) return false;
          e.preventDefault();
          e.stopPropagation();
          shut.current = true;
          setOpen(false);
          setActive(-1);
          return true;
        default:
          return false;
      }
    },
    close() {
      shut.current = true;
      setOpen(false);
      setActive(-1);
    },
  }));

  if (!expanded) return null;
  // Mouse: pressing an option must not take the focus from the input (its blur closes the list).
  const keepFocus = (e: { preventDefault(): void }) => e.preventDefault();
  const row = (option: Option, index: number, content: ReactNode) => (
    <div
      key={optionId(option)}
      id={optionId(option)}
      role="option"
      aria-selected={index === active}
      className={`sf-suggest__option${index === active ? ' is-active' : ''}`}
      onMouseDown={keepFocus}
      onMouseMove={() => index !== active && setActive(index)}
      onClick={() => pick(option)}
      data-testid="suggestion"
    >
      {content}
    </div>
  );
  return (
    <>
      {products.length > 0 && (
        <div role="group" aria-label={t('search.products')} className="sf-suggest__group">
          <div className="sf-suggest__title" aria-hidden="true">
            {t('search.products')}
          </div>
          {products.map((p, i) =>
            row(
              options[i],
              i,
              <>
                <ProductPicture src={p.cover} alt="" width={40} height={40} sizes="40px" className="sf-suggest__img" />
                <span className="sf-suggest__name">{p.name}</span>
                <span className="sf-suggest__price">{format(p.price)}</span>
              </>,
            ),
          )}
        </div>
      )}
      {categories.length > 0 && (
        <div role="group" aria-label={t('search.categories')} className="sf-suggest__group">
          <div className="sf-suggest__title" aria-hidden="true">
            {t('search.categories')}
          </div>
          {categories.map((c, i) => row(options[products.length + i], products.length + i, <span className="sf-suggest__name">{c.name}</span>))}
        </div>
      )}
    </>
  );
}
