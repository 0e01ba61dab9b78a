import { useMutation, useQuery } from '@apollo/client/react';
import { DeleteOutlined, SaveOutlined, UndoOutlined } from '@ant-design/icons';
import { Alert, App, Button, Tag, Tooltip, Typography } from 'antd';
import { useMemo, useReducer, useState } from 'react';
import { useIntl } from 'react-intl';
import type { Permission } from '@rules/permissions';
import { useSession } from '@/app/session';
import { CrudScreen, type DataColumn } from '@/components/crud';
import { DeleteFeeRuleDocument, FeeRuleClassesDocument, FeeRulesDocument, SaveFeeRulesDocument, type FeeRuleInput } from '@/gql/graphql';
import { errorMessageId } from '@/lib/errors';
import { ClassTotals } from './ClassTotals';
import { FeeRulesPrint } from './FeeRulesPrint';
import {
  classNames, classTotals, editorReducer, fromServer, groupsFor, initialEditor, isComplete, isTaka, toInputs, type RuleRow,
} from './feeRulesGrid';
import { AmountCell, ClassesCell, FundCell, GroupsCell, TitleCell } from './RuleCells';
import { useFeeLabels } from './useFeeLabels';

/** Where an editor's rules come from and go to: the fee rules, or the boarding fee rules (one editor for both). */
export interface RulesSource {
  /** Who may edit (others read). */
  permission: Permission;
  headingId: string;
  printTitleId: string;
  /** The fee rules' own print (with class totals); without it the grid's generic print. */
  ownPrint: boolean;
  /** The saved rules, and a way to put the server's answer in their place in the cache. */
  useRules(): { rules: Parameters<typeof fromServer>[0][] | undefined; loading: boolean; error: unknown; replace: (rules: unknown[]) => void };
  /** Saves the whole table; resolves to the saved rules. */
  useSave(): (rules: FeeRuleInput[]) => Promise<unknown[] | undefined>;
  useDelete(): (id: number) => Promise<unknown>;
}

const FEE_RULES: RulesSource = {
  permission: 'feeRule.write',
  headingId: 'feeRules.title',
  printTitleId: 'feeRules.printTitle',
  ownPrint: true,
  useRules() {
    const q = useQuery(FeeRulesDocument);
    return { rules: q.data?.feeRules, loading: q.loading, error: q.error, replace: (rules) => q.client.cache.updateQuery({ query: FeeRulesDocument }, () => ({ feeRules: rules as never })) };
  },
  useSave() {
    const [save] = useMutation(SaveFeeRulesDocument);
    return async (rules) => (await save({ variables: { rules } })).data?.saveFeeRules;
  },
  useDelete() {
    const [remove] = useMutation(DeleteFeeRuleDocument);
    return (id) => remove({ variables: { id } });
  },
};

/**
 * /feeRules: the academy's fee rules, edited as one table and saved whole (accountant, superUser); others read.
 * On the CRUD kit's list screen; a removed row only leaves the draft (nothing is deleted before "save all").
 */
export default function FeeRulesScreen() {
  return <FeeRulesEditor source={FEE_RULES} />;
}

/** The rules table of a source: edited in place, saved whole, with the class totals under it. */
export function FeeRulesEditor({ source }: { source: RulesSource }) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const { message } = App.useApp();
  const { can } = useSession();
  const editable = can(source.permission);
  const labels = useFeeLabels();
  const rulesQuery = source.useRules();
  const classesQuery = useQuery(FeeRuleClassesDocument);
  const saveRules = source.useSave();
  const deleteRule = source.useDelete();
  const [state, dispatch] = useReducer(editorReducer, initialEditor);
  const [saving, setSaving] = useState(false);

  const saved = useMemo(() => (rulesQuery.rules ?? []).map(fromServer), [rulesQuery.rules]);
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

  const replaceCache = rulesQuery.replace;

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
        for (const r of saved) await deleteRule(r.id!);
        replaceCache([]);
      } else if (complete === 0) {
        message.warning(t('error.notWorked'));
        return;
      } else {
        const result = await saveRules(toInputs(rows));
        if (result) replaceCache(result);
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
      key: 'actions', title: t('table.actions'), alwaysVisible: true, exportable: false, searchable: false,
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
      heading={t(source.headingId)}
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
      title={t(source.printTitleId)}
      onAdd={editable ? () => dispatch({ type: 'add', base: saved }) : undefined}
      addLabel={t('feeRules.addRule')}
      toolbar={toolbar}
      keepVisible={(r) => r.id === undefined}
      rowClassName={(r) => (editable && !isComplete(r) ? 'talim-row-editing' : '')}
      printDocument={source.ownPrint ? (printed) => <FeeRulesPrint rows={printed.filter(isComplete)} totals={totals} /> : undefined}
      size="small"
    >
      <ClassTotals totals={totals} />
    </CrudScreen>
  );
}
