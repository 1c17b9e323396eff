import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render } from '@testing-library/react';
import { useNoIndex } from './nav';

function Page({ filtered }: { filtered: boolean }) {
  useNoIndex(filtered);
  return null;
}

const robots = () => [...document.head.querySelectorAll('meta[name="robots"]')].map((m) => m.getAttribute('content'));

afterEach(() => {
  cleanup();
  document.head.innerHTML = '';
});

describe('a filtered view kept out of search indexes in the browser', () => {
  it('adds noindex while filtered, takes it away when the filters go, and when the page is left', () => {
    const { rerender, unmount } = render(<Page filtered={false} />);
    expect(robots()).toEqual([]);
    rerender(<Page filtered />);
    expect(robots()).toEqual(['noindex']);
    rerender(<Page filtered={false} />);
    expect(robots()).toEqual([]);
    rerender(<Page filtered />);
    unmount();
    expect(robots()).toEqual([]);
  });

  it('keeps the one the server wrote for a filtered page instead of adding a second, and drops it once unfiltered', () => {
    document.head.innerHTML = '<meta name="robots" content="noindex">';
    const { rerender } = render(<Page filtered />);
    expect(robots()).toEqual(['noindex']);
    rerender(<Page filtered={false} />);
    expect(robots()).toEqual([]);
  });
});
