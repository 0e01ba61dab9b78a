import { AutoComplete } from 'antd';
import { useMemo, type CSSProperties } from 'react';
import { latinDigits } from '@/lib/format';

interface Props {
  value: string;
  onChange: (value: string) => void;
  suggestions: string[];
  placeholder?: string;
  ariaLabel?: string;
  style?: CSSProperties;
  status?: 'error' | 'warning';
  autoFocus?: boolean;
  /** The clear (×) button; off in row forms, where it is a tab stop between a name and the next column. */
  allowClear?: boolean;
}

const fold = (s: string) => latinDigits(s).toLocaleLowerCase();

/** Free text with suggestions that contain what was typed (AutoComplete). */
export function SuggestInput({ value, onChange, suggestions, placeholder, ariaLabel, style, status, autoFocus, allowClear = true }: Props) {
  const options = useMemo(() => {
    const typed = fold(value.trim());
    return suggestions
      .filter((s) => s !== value && (!typed || fold(s).includes(typed)))
      .slice(0, 50)
      .map((s) => ({ value: s, label: s }));
  }, [suggestions, value]);
  return (
    <AutoComplete
      value={value}
      options={options}
      onChange={(v: string) => onChange(v ?? '')}
      placeholder={placeholder}
      aria-label={ariaLabel}
      style={style}
      status={status}
      autoFocus={autoFocus}
      allowClear={allowClear}
      popupMatchSelectWidth={false}
    />
  );
}
