import { useMutation, useQuery } from '@apollo/client/react';
import { CloseOutlined, SaveOutlined } from '@ant-design/icons';
import { App, Button, Input, Tooltip } from 'antd';
import { useMemo, useReducer, useState } from 'react';
import { useIntl } from 'react-intl';
import { useSession } from '@/app/session';
import { CrudScreen, type DataColumn } from '@/components/crud';
import { SuggestInput } from '@/components/SuggestInput';
import { ClassesDocument, DeleteClassDocument, SaveClassDocument } from '@/gql/graphql';
import { errorText, formatError, problemMessage } from '@/lib/errors';
import { missingField } from '@rules/problems';
import { ClassListPrint } from '@/print/ClassListPrint';
import { BookCell } from './BookCell';
import { bookAt, bookColumnCount, widestBookSlot, distinct, gridReducer, gridRows, initialGrid, missingClassField, toClassInput, type GridRow, type RowField } from './classGrid';

/**
 * /classPanel: departments, classes, groups and up to 15 books each; editable by education and superUser.
 * On the CRUD kit's list screen (heading, grid, confirmed delete); rows are edited in place, so a row
 * being edited shows save and cancel instead of edit and delete.
 */
export default function ClassPanelScreen() {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const { message } = App.useApp();
  const { can } = useSession();
  const canWrite = can('class.write');
  const { data, loading, error } = useQuery(ClassesDocument);
  const [saveClass] = useMutation(SaveClassDocument);
  const [deleteClass] = useMutation(DeleteClassDocument);
  const [state, dispatch] = useReducer(gridReducer, initialGrid);
  const [busy, setBusy] = useState<string | null>(null);

  const saved = useMemo(() => data?.classes ?? [], [data]);
  const rows = useMemo(() => gridRows(saved, state), [saved, state]);
  const bookCount = bookColumnCount(rows);
  const widest = widestBookSlot(rows);
  const departments = useMemo(() => distinct(saved.map((c) => c.department), intl.locale), [saved, intl.locale]);
  const bookNames = useMemo(() => {
    const common = intl.formatMessage({ id: 'classPanel.subjectSuggestions' }).split('|');
    return distinct([...common, ...saved.flatMap((c) => c.books.map((b) => b.name))], intl.locale);
  }, [saved, intl]);

  const save = async (row: GridRow) => {
    const missing = missingClassField(row);
    if (missing) {
      message.warning(formatError(intl, problemMessage(missingField(missing))));
      return;
    }
    setBusy(row.key);
    try {
      await saveClass({
        variables: { input: toClassInput(row) },
        update(cache, { data: result }) {
          if (!row.isNew || !result) return;
          cache.updateQuery({ query: ClassesDocument }, (prev) => (prev ? { classes: [...prev.classes, result.saveClass] } : prev));
        },
      });
      dispatch({ type: 'saved', key: row.key });
      message.success(t('error.successMessage'));
    } catch (e) {
      message.error(errorText(intl, e));
    } finally {
      setBusy(null);
    }
  };

  const remove = async (row: GridRow) => {
    if (row.id === undefined) return;
    const id = row.id;
    await deleteClass({
      variables: { id },
      update(cache) {
        cache.updateQuery({ query: ClassesDocument }, (prev) => (prev ? { classes: prev.classes.filter((c) => c.id !== id) } : prev));
      },
    });
    dispatch({ type: 'cancel', key: row.key });
  };

  const textColumn = (field: RowField, title: string, required: boolean, suggestions?: string[]): DataColumn<GridRow> => ({
    key: field,
    title,
    sortable: true,
    render: (row) => {
      if (row.mode === 'view') return row[field];
      const change = (value: string) => dispatch({ type: 'change', key: row.key, field, value });
      const status = required && !row[field].trim() ? 'warning' : undefined;
      return suggestions ? (
        <SuggestInput value={row[field]} onChange={change} suggestions={suggestions} ariaLabel={title} placeholder={title} status={status} style={{ width: 150 }} />
      ) : (
        <Input value={row[field]} onChange={(e) => change(e.target.value)} aria-label={title} placeholder={title} status={status} style={{ width: 130 }} />
      );
    },
  });

  const optionalMark = t('classPanel.optional');
  const columns: DataColumn<GridRow>[] = [
    textColumn('department', t('classPanel.department'), true, departments),
    textColumn('className', t('classPanel.className'), true),
    textColumn('groupName', t('classPanel.groupName'), false),
    ...Array.from({ length: bookCount }, (_, i): DataColumn<GridRow> => {
      const slot = i + 1;
      return {
        key: `book${slot}`,
        title: t('classPanel.bookN', { n: intl.formatNumber(slot) }),
        // The trailing empty column is for typing a new book, not for exports.
        exportable: slot <= widest,
        value: (row) => {
          const book = bookAt(row, slot);
          return book?.name ? (book.isOptional ? `${book.name} (${optionalMark})` : book.name) : '';
        },
        render: (row) => (
          <BookCell row={row} slot={slot} suggestions={bookNames} onChange={(change) => dispatch({ type: 'book', key: row.key, slot, ...change })} />
        ),
      };
    }),
  ];
  const editActions = (row: GridRow) => (
    <>
      <Tooltip title={t('table.save')}>
        <Button type="primary" icon={<SaveOutlined />} aria-label={t('table.save')} loading={busy === row.key} onClick={() => save(row)} />
      </Tooltip>
      <Tooltip title={t('table.cancel')}>
        <Button icon={<CloseOutlined />} aria-label={t('table.cancel')} onClick={() => dispatch({ type: 'cancel', key: row.key })} />
      </Tooltip>
    </>
  );
  const viewing = (row: GridRow) => row.mode !== 'edit';

  return (
    <CrudScreen<GridRow>
      heading={t('classPanel.title')}
      error={error}
      rows={rows}
      columns={columns}
      rowKey={(row) => row.key}
      loading={loading}
      title={t('classPanel.printTitle')}
      onAdd={canWrite ? () => dispatch({ type: 'add' }) : undefined}
      addLabel={t('classPanel.addClass')}
      keepVisible={(row) => row.mode === 'edit'}
      rowClassName={(row) => (row.mode === 'edit' ? 'talim-row-editing' : '')}
      printDocument={(printed) => <ClassListPrint rows={printed.filter((r) => !r.isNew)} />}
      size="small"
      actions={canWrite ? {
        // A row being edited in place: save and cancel instead of edit and delete.
        extra: (row) => (viewing(row) ? null : editActions(row)),
        onEdit: (row) => {
          const source = saved.find((c) => c.id === row.id);
          if (source) dispatch({ type: 'edit', row: source });
        },
        showEdit: viewing,
        onDelete: remove,
        showDelete: viewing,
      } : undefined}
    />
  );
}
