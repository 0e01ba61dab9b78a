import { Input, type FormInstance } from 'antd';
import type { ChangeEvent } from 'react';
import { useIdLookup, type Lookup } from './useIdLookup';

interface Props<P> {
  form: FormInstance;
  /** The form field this input fills (marked required when Find is pressed on a blank). */
  field: string;
  lookup: Lookup<P>;
  setLookup: (lookup: Lookup<P>) => void;
  /** The id already found when editing, so it is not asked again. */
  foundId: string | null;
  fetch: (id: string) => Promise<P>;
  /** Told the typed id (trimmed) on every change: a dialog keeps save disabled until it is found. */
  onTyped?: (id: string) => void;
  findLabel: string;
  ariaLabel: string;
  inputMode?: 'numeric' | 'text';
  maxLength?: number;
  /** Given by Form.Item. */
  value?: string;
  onChange?: (e: ChangeEvent<HTMLInputElement>) => void;
}

/**
 * The id field of a lookup (the kit): a search box whose Find button, Enter or blur asks the
 * server once for the typed id (useIdLookup); typing another id forgets the last answer.
 */
export function LookupInput<P>({ form, field, lookup, setLookup, foundId, fetch, onTyped, findLabel, ariaLabel, inputMode, maxLength, value, onChange }: Props<P>) {
  const { find, forget, asked } = useIdLookup<P>({ form, field, foundId, fetch, setLookup });
  return (
    <Input.Search
      value={value}
      aria-label={ariaLabel}
      enterButton={findLabel}
      loading={lookup.state === 'loading'}
      inputMode={inputMode}
      maxLength={maxLength}
      autoComplete="off"
      onChange={(e) => {
        onChange?.(e);
        const typed = e.target.value.trim();
        onTyped?.(typed);
        if (typed !== asked()) {
          forget();
          setLookup({ state: 'idle' });
        }
      }}
      onSearch={(text) => { void find(text); }}
      onBlur={(e) => { if (e.target.value.trim()) void find(e.target.value); }}
    />
  );
}
