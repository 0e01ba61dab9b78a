import { Button, Checkbox, Flex, Popover } from 'antd';
import { InsertRowRightOutlined } from '@ant-design/icons';
import { useIntl } from 'react-intl';
import type { DataColumn } from './dataTableUtils';

interface Props<T> {
  columns: DataColumn<T>[];
  visible: string[];
  onToggle: (key: string, on: boolean) => void;
}

/** Shows or hides columns; columns marked `hidden` start unticked. */
export function ColumnChooser<T>({ columns, visible, onToggle }: Props<T>) {
  const intl = useIntl();
  const choosable = columns.filter((c) => !c.alwaysVisible);
  const content = (
    <Flex vertical gap={4} style={{ maxHeight: 360, overflowY: 'auto' }}>
      {choosable.map((c) => (
        <Checkbox key={c.key} checked={visible.includes(c.key)} onChange={(e) => onToggle(c.key, e.target.checked)}>
          {c.title}
        </Checkbox>
      ))}
    </Flex>
  );
  return (
    <Popover trigger="click" placement="bottomRight" content={content} title={intl.formatMessage({ id: 'table.columns' })}>
      <Button icon={<InsertRowRightOutlined />}>{intl.formatMessage({ id: 'table.columns' })}</Button>
    </Popover>
  );
}
