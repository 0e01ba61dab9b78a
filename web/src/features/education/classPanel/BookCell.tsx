import { Flex, Switch, Tag } from 'antd';
import { useIntl } from 'react-intl';
import { SuggestInput } from '@/components/SuggestInput';
import { bookAt, type GridRow } from './classGrid';

interface Props {
  row: GridRow;
  slot: number;
  suggestions: string[];
  onChange: (change: { name?: string; isOptional?: boolean }) => void;
}

/** One book slot: in view mode the name (optional ones tagged); in edit mode a free-text name with suggestions and a toggle. */
export function BookCell({ row, slot, suggestions, onChange }: Props) {
  const intl = useIntl();
  const book = bookAt(row, slot);
  const label = intl.formatMessage({ id: 'classPanel.bookN' }, { n: intl.formatNumber(slot) });
  if (row.mode === 'view') {
    if (!book?.name) return null;
    return (
      <Flex gap={4} align="center" wrap>
        <span>{book.name}</span>
        {book.isOptional && <Tag color="orange">{intl.formatMessage({ id: 'classPanel.optional' })}</Tag>}
      </Flex>
    );
  }
  return (
    <Flex vertical gap={2}>
      <SuggestInput
        value={book?.name ?? ''}
        onChange={(name) => onChange({ name })}
        suggestions={suggestions}
        ariaLabel={label}
        placeholder={label}
        style={{ width: 160 }}
      />
      <Switch
        size="small"
        style={{ alignSelf: 'flex-start' }}
        checked={!!book?.isOptional}
        onChange={(isOptional) => onChange({ isOptional })}
        checkedChildren={intl.formatMessage({ id: 'classPanel.optional' })}
        unCheckedChildren={intl.formatMessage({ id: 'classPanel.compulsory' })}
        aria-label={intl.formatMessage({ id: 'classPanel.optionalToggle' }, { n: intl.formatNumber(slot) })}
      />
    </Flex>
  );
}
