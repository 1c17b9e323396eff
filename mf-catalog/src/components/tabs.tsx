import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';

export interface TabItem {
  id: string;
  label: string;
  content: ReactNode;
}

/** WAI-ARIA tabs: arrow keys, Home and End move between tabs; only the chosen panel is rendered. */
export function Tabs({ items, label }: { items: TabItem[]; label: string }) {
  const base = useId();
  const [active, setActive] = useState(items[0]?.id);
  const refs = useRef<(HTMLButtonElement | null)[]>([]);
  const current = items.find((i) => i.id === active) ?? items[0];
  if (!current) return null;
  const move = (e: KeyboardEvent, index: number) => {
    const last = items.length - 1;
    const next =
      e.key === 'ArrowRight'
        ? index === last
          ? 0
          : index + 1
        : e.key === 'ArrowLeft'
          ? index === 0
            ? last
            : index - 1
          : e.key === 'Home'
            ? 0
            : e.key === 'End'
              ? last
              : -1;
    if (next < 0) return;
    e.preventDefault();
    setActive(items[next].id);
    refs.current[next]?.focus();
  };
  return (
    <div className="cat-tabs">
      <div role="tablist" aria-label={label} className="cat-tabs__list">
        {items.map((item, i) => (
          <button
            key={item.id}
            ref={(el) => {
              refs.current[i] = el;
            }}
            type="button"
            role="tab"
            id={`${base}-tab-${item.id}`}
            aria-selected={item.id === current.id}
            aria-controls={`${base}-panel-${item.id}`}
            tabIndex={item.id === current.id ? 0 : -1}
            className={item.id === current.id ? 'is-active' : undefined}
            onClick={() => setActive(item.id)}
            onKeyDown={(e) => move(e, i)}
          >
            {item.label}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`${base}-panel-${current.id}`} aria-labelledby={`${base}-tab-${current.id}`} className="cat-tabs__panel" tabIndex={0}>
        {current.content}
      </div>
    </div>
  );
}
