import { ScanOutlined } from '@ant-design/icons';
import { Input } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { parseScan, SCAN_WAIT_MS, type Scan } from '@rules/library';
import { latinDigits } from '@/lib/format';

/**
 * The auto mode's scan box (spec §9): what a scanner (or a person) types is read 1 second after
 * typing stops, or at once on Enter: "0.0-<admit number>" is a student, "bookNo-part" a book.
 * The box clears after each read, ready for the next scan; unreadable text is handed on as null.
 */
export function ScanBox({ onScan, placeholder }: { onScan: (scan: Scan, text: string) => void; placeholder: string }) {
  const intl = useIntl();
  const [text, setText] = useState('');
  const handler = useRef(onScan);
  handler.current = onScan;

  const read = (raw: string) => {
    const value = latinDigits(raw).trim();
    setText('');
    if (value) handler.current(parseScan(value), value);
  };

  useEffect(() => {
    if (!text.trim()) return undefined;
    const timer = setTimeout(() => read(text), SCAN_WAIT_MS);
    return () => clearTimeout(timer);
  }, [text]);

  return (
    <Input
      autoFocus
      allowClear
      prefix={<ScanOutlined />}
      value={text}
      placeholder={placeholder}
      aria-label={intl.formatMessage({ id: 'library.scan' })}
      autoComplete="off"
      dir="ltr"
      data-testid="library-scan"
      onChange={(e) => setText(e.target.value)}
      onPressEnter={(e) => { e.preventDefault(); read(text); }}
    />
  );
}
