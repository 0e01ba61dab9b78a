import type { CSSProperties } from 'react';
import { SuggestInput } from '@/components/SuggestInput';

interface Props {
  value?: string;
  onChange?: (value: string) => void;
  suggestions: string[];
  placeholder?: string;
  ariaLabel?: string;
  status?: 'error' | 'warning' | '';
  style?: CSSProperties;
}

/** SuggestInput as an antd Form control (the Form.Item supplies value and onChange). */
export function FormSuggest({ value, onChange, status, style, ...rest }: Props) {
  return <SuggestInput {...rest} value={value ?? ''} onChange={(v) => onChange?.(v)} status={status || undefined} style={{ width: '100%', ...style }} />;
}
