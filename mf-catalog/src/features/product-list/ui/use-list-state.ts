import { useMemo } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { listSearch, parseListState, type ListChange, type ListState } from '../list-query';

/** The list state of the current URL and a way to change it (a new history entry per change). */
export function useListState(categoryParam?: string): [ListState, (change: ListChange) => void] {
  const location = useLocation();
  const navigate = useNavigate();
  const state = useMemo(() => parseListState(new URLSearchParams(location.search), categoryParam), [location.search, categoryParam]);
  const change = (next: ListChange) => {
    navigate({ pathname: location.pathname, search: listSearch(state, next) });
    if (next.page !== undefined) window.scrollTo?.({ top: 0 });
  };
  return [state, change];
}
