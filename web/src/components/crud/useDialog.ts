import { useCallback, useState } from 'react';

/** A dialog's state: closed, open to add (row null) or open to edit a row. */
export function useDialog<T>() {
  const [state, setState] = useState<{ open: boolean; row: T | null }>({ open: false, row: null });
  return {
    ...state,
    add: useCallback(() => setState({ open: true, row: null }), []),
    edit: useCallback((row: T) => setState({ open: true, row }), []),
    close: useCallback(() => setState({ open: false, row: null }), []),
  };
}
