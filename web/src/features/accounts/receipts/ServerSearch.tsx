import { Button, Flex, Input, Typography } from 'antd';
import { useEffect, useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { useFormat } from '@/lib/format';

/** Rows asked for at a time; "more" asks for the next lot (the server pages { items, total }). */
export const LOT = 100;

/**
 * A list searched and paged on the server (receipts, donors, donations): the typed text, the
 * search sent 300 ms after typing stops, and how many rows to ask for (a new search starts again
 * at one lot).
 */
export function useServerSearch() {
  const [typed, setTyped] = useState('');
  const [search, setSearch] = useState('');
  const [limit, setLimit] = useState(LOT);
  useEffect(() => {
    const timer = setTimeout(() => { setSearch(typed.trim()); setLimit(LOT); }, 300);
    return () => clearTimeout(timer);
  }, [typed]);
  return { typed, setTyped, search: search || null, limit, more: () => setLimit((l) => l + LOT), restart: () => setLimit(LOT) };
}

/** The filter row of such a list: the search box (and any other filter before it), "n of total" and "more". */
export function ServerSearchBar({ state, placeholder, shown, total, loading, before }: {
  state: ReturnType<typeof useServerSearch>;
  placeholder: string;
  shown: number;
  total: number;
  loading: boolean;
  before?: ReactNode;
}) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const { number: num } = useFormat();
  return (
    <Flex wrap gap={8} align="center" justify="space-between">
      <Flex wrap gap={8} align="center">
        {before}
        <Input.Search
          allowClear
          style={{ maxWidth: 320 }}
          value={state.typed}
          onChange={(e) => state.setTyped(e.target.value)}
          placeholder={placeholder}
          aria-label={placeholder}
        />
      </Flex>
      <Flex gap={8} align="center">
        <Typography.Text type="secondary">{t('receipts.shown', { shown: num(shown), total: num(total) })}</Typography.Text>
        {shown < total && <Button onClick={state.more} loading={loading}>{t('receipts.more')}</Button>}
      </Flex>
    </Flex>
  );
}
