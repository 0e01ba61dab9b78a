import { useMutation, useQuery } from '@apollo/client/react';
import { DeleteOutlined, SaveOutlined, UndoOutlined } from '@ant-design/icons';
import { Alert, App, Button, Tag, Tooltip, Typography } from 'antd';
import { useMemo, useReducer, useState } from 'react';
import { useIntl } from 'react-intl';
import { useSession } from '@/app/session';
import { CrudScreen, type DataColumn } from '@/components/crud';
import { BoardingFeeRulesDocument, DeleteBoardingFeeRuleDocument, FeeRuleClassesDocument, SaveBoardingFeeRulesDocument } from '@/gql/graphql';
import { errorMessageId } from '@/lib/errors';
import { ClassTotals } from '../feeRules/ClassTotals';
import {
  classNames, classTotals, editorReducer, fromServer, groupsFor, initialEditor, isComplete, isTaka, toInputs, type RuleRow,
} from '../feeRules/feeRulesGrid';
import { AmountCell, ClassesCell, FundCell, GroupsCell, TitleCell } from '../feeRules/RuleCells';
import { useFeeLabels } from '../feeRules/useFeeLabels';

/**
 * /boardingfeeManagement (spec doc 2 §2 "boarding fee rules editor"): the boarding fee rules, edited
 * like the fee rules (the same grid, cells and class totals of ../feeRules) and saved whole; which
 * rules apply to a residential student is the one rule of @rules/fees. Writing: accountant,
 * boardingSuper, superUser (receipt.write); others read. A removed row only leaves the draft.
 */
export default function BoardingFeeRulesScreen() {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const { message } = App.useApp();
  const { can } = useSession();
  const editable = can('receipt.write');
  const labels = useFeeLabels();
  const rulesQuery = useQuery(BoardingFeeRulesDocument);
  const classesQuery = useQuery(FeeRuleClassesDocument);
  const [saveRules] = useMutation(SaveBoardingFeeRulesDocument);
  const [deleteRule] = useMutation(DeleteBoardingFeeRuleDocument);
  const [state, dispatch] = useReducer(editorReducer, initialEditor);
  const [saving, setSaving] = useState(false);

  const saved = useMemo(() => (rulesQuery.data?.boardingFeeRules ?? []).map(fromServer), [rulesQuery.data]);
  const rows = state.rows ?? saved;
  const dirty = state.rows !== null;
  const panel = useMemo(() => classesQuery.data?.classes ?? [], [classesQuery.data]);
  const classOptions = useMemo(() => classNames(panel), [panel]);
  const totals = useMemo(() => classTotals(panel, rows), [panel, rows]);

  const change = (row: RuleRow, patch: Partial<RuleRow>) => dispatch({ type: 'change', base: saved, key: row.key, change: patch });
  const changeClasses = (row: RuleRow, classes: string[]) => {
    const available = groupsFor(panel, classes);
    change(row, { classes, groups: row.groups.filter((g) => available.includes(g)) });
  };

  const showError = (e: unknown) => {
    const { id, values } = errorMessageId(e);
    const text = t(id, values);
    message.error(typeof values.row === 'number' ? t('feeRules.rowError', { row: intl.formatNumber(values.row), message: text }) : text);
  };

  const replaceCache = (feeRules: unknown[]) =>
    rulesQuery.client.cache.updateQuery({ query: BoardingFeeRulesDocument }, () => ({ boardingFeeRules: feeRules as never }));

  const saveAll = async () => {
    const badAmount = rows.findIndex((r) => r.amount !== null && !isTaka(r.amount));
    if (badAmount >= 0) {
      message.error(t('feeRules.rowError', { row: intl.formatNumber(badAmount + 1), message: t('error.invalidValue') }));
      return;
    }
    const complete = rows.filter(isComplete).length;
    setSaving(true);
    try {
      if (rows.length === 0 && saved.length > 0) {
        // An empty table clears the rules: the spec's save needs at least one complete row.
        for (const r of saved) await deleteRule({ variables: { id: r.id! } });
        replaceCache([]);
      } else if (complete === 0) {
        message.warning(t('error.notWorked'));
        return;
      } else {
        const result = await saveRules({ variables: { rules: toInputs(rows) } });
        if (result.data) replaceCache(result.data.saveBoardingFeeRules);
      }
      dispatch({ type: 'reset' });
      const skipped = rows.length - complete;
      if (skipped > 0 && complete > 0) message.warning(t('feeRules.skipped', { count: skipped, formatted: intl.formatNumber(skipped) }));
      else message.success(t('error.successMessage'));
    } catch (e) {
      showError(e);
    } finally {
      setSaving(false);
    }
  };

  const columns: DataColumn<RuleRow>[] = [
    {
      key: 'fund', title: t('feeRules.fund'), sortable: !dirty, value: (r) => labels.fundLabel(r.fund),
      render: (r) => <FundCell row={r} editable={editable} onChange={(p) => change(r, p)} />,
    },
    {
      key: 'title', title: t('feeRules.feeTitle'), sortable: !dirty, value: (r) => labels.titleLabel(r.title),
      render: (r) => <TitleCell row={r} editable={editable} onChange={(p) => change(r, p)} />,
    },
    {
      key: 'amount', title: t('feeRules.amount'), sortable: !dirty, align: 'end', value: (r) => r.amount ?? '',
      render: (r) => <AmountCell row={r} editable={editable} onChange={(p) => change(r, p)} />,
    },
    {
      key: 'classes', title: t('feeRules.classes'), value: (r) => labels.list(r.classes),
      render: (r) => <ClassesCell row={r} editable={editable} options={classOptions} known={!!classesQuery.data} onChange={(c) => changeClasses(r, c)} />,
    },
    {
      key: 'groups', title: t('feeRules.groups'), value: (r) => (r.groups.length ? labels.list(r.groups) : t('feeRules.allGroups')),
      render: (r) => (
        <GroupsCell row={r} editable={editable} options={groupsFor(panel, r.classes)} onChange={(groups) => change(r, { groups })} />
      ),
    },
  ];
  if (editable) {
    columns.push({
      key: 'actions', title: t('table.actions'), alwaysVisible: true, exportable: false, searchable: false, fixed: 'end',
      render: (r) => (
        <Tooltip title={t('feeRules.removeRow')}>
          <Button danger icon={<DeleteOutlined />} aria-label={t('feeRules.removeRow')} onClick={() => dispatch({ type: 'remove', base: saved, key: r.key })} />
        </Tooltip>
      ),
    });
  }

  const toolbar = () =>
    editable && (
      <>
        <Button type="primary" icon={<SaveOutlined />} loading={saving} disabled={!dirty} onClick={saveAll}>
          {t('feeRules.saveAll')}
        </Button>
        {dirty && (
          <>
            <Button icon={<UndoOutlined />} onClick={() => dispatch({ type: 'reset' })}>
              {t('feeRules.discard')}
            </Button>
            <Tag color="warning">{t('feeRules.unsaved')}</Tag>
          </>
        )}
      </>
    );

  const error = rulesQuery.error ?? classesQuery.error;
  return (
    <CrudScreen<RuleRow>
      heading={t('fees.boardingRulesTitle')}
      error={error}
      filters={
        <>
          {editable && !classesQuery.loading && classOptions.length === 0 && <Alert type="warning" showIcon title={t('feeRules.noClasses')} />}
          {editable && <Typography.Text type="secondary">{t('feeRules.completeHint')}</Typography.Text>}
        </>
      }
      rows={rows}
      columns={columns}
      rowKey={(r) => r.key}
      loading={rulesQuery.loading}
      title={t('fees.boardingRulesPrintTitle')}
      onAdd={editable ? () => dispatch({ type: 'add', base: saved }) : undefined}
      addLabel={t('feeRules.addRule')}
      toolbar={toolbar}
      keepVisible={(r) => r.id === undefined}
      rowClassName={(r) => (editable && !isComplete(r) ? 'talim-row-editing' : '')}
      size="small"
    >
      <ClassTotals totals={totals} />
    </CrudScreen>
  );
}
