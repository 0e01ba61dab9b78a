import { RiseOutlined } from '@ant-design/icons';
import { useMutation, useQuery } from '@apollo/client/react';
import { Alert, App, Flex, Tag, Typography } from 'antd';
import { Segmented } from '@/components/Segmented';
import { useIntl } from 'react-intl';
import type { ClassChoice } from '@rules/rollover';
import { ConfirmButton, CrudScreen, type DataColumn } from '@/components/crud';
import { RolloverClassDocument, RolloverPreviewDocument, RolloversDocument, type RolloverPreviewRowFieldsFragment } from '@/gql/graphql';
import { errorMessageId, errorText } from '@/lib/errors';
import { useFormat } from '@/lib/format';
import { RolloverPicker } from './RolloverPicker';
import { classLabel, GRADUATE, resultsFor, rolloverInput, type ResultChoice, type RolloverChoice } from './rolloverForm';

type Row = RolloverPreviewRowFieldsFragment;
const OUTCOME_COLOR: Record<string, string> = { passed: 'green', failed: 'red', noResult: 'gold' };

/** The pickers, the preview table (who goes, who stays, new rolls) and the confirmed rollover. */
export function RolloverPreviewPanel({ choice, classes, results, onChange }: {
  choice: RolloverChoice; classes: ClassChoice[]; results: ResultChoice[]; onChange: (next: RolloverChoice) => void;
}) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const { digits, number } = useFormat();
  const { message } = App.useApp();
  const input = rolloverInput(choice);
  const preview = useQuery(RolloverPreviewDocument, { variables: { input: input! }, skip: !input, fetchPolicy: 'network-only' });
  const [rollover, { loading: saving }] = useMutation(RolloverClassDocument, {
    refetchQueries: [RolloversDocument],
    // Students changed class: lists read before are stale.
    update: (cache) => { cache.evict({ id: 'ROOT_QUERY', fieldName: 'students' }); cache.gc(); },
  });
  const p = (preview.data ?? preview.previousData)?.rolloverPreview;
  const shown = input && p ? p : null;
  const cls = classes.find((c) => c.id === choice.classId);
  const already = preview.error && errorMessageId(preview.error).id === 'error.duplicateNotPossible';
  const noResult = cls && !resultsFor(results, cls, choice.year).length;

  const toggle = (row: Row, promote: boolean) => onChange({
    ...choice, promoteIds: promote ? [...choice.promoteIds, row.studentId] : choice.promoteIds.filter((id) => id !== row.studentId),
  });
  // A final class: going up is completing one's studies.
  const up = choice.targetClassId === GRADUATE ? 'rollover.completes' : 'rollover.promote';
  const roll = (n: number | null | undefined) => (n === null || n === undefined ? '—' : digits(n));
  const columns: DataColumn<Row>[] = [
    { key: 'admitNo', title: t('student.admitNo'), value: (r) => r.admitNo, render: (r) => digits(r.admitNo), sortable: true },
    { key: 'name', title: t('student.name'), sortable: true },
    {
      key: 'outcome', title: t('rollover.outcome'), value: (r) => t(`rollover.outcome.${r.outcome}`),
      render: (r) => <Tag color={OUTCOME_COLOR[r.outcome]}>{t(`rollover.outcome.${r.outcome}`)}</Tag>,
    },
    { key: 'rank', title: t('result.rank'), value: (r) => r.rank ?? '', render: (r) => roll(r.rank) },
    { key: 'total', title: t('result.total'), value: (r) => r.total ?? '', render: (r) => (r.total === null || r.total === undefined ? '—' : number(r.total)), hidden: true },
    { key: 'oldRoll', title: t('rollover.oldRoll'), value: (r) => r.oldRoll ?? '', render: (r) => roll(r.oldRoll) },
    {
      key: 'decision', title: t('rollover.decision'), value: (r) => t(r.promoted ? up : 'rollover.keep'),
      render: (r) => (r.outcome === 'noResult' ? (
        <Segmented<string>
          aria-label={t('rollover.decision')}
          size="small"
          value={r.promoted ? 'up' : 'stay'}
          onChange={(v) => toggle(r, v === 'up')}
          options={[{ value: 'stay', label: t('rollover.keep') }, { value: 'up', label: t(up) }]}
        />
      ) : <Typography.Text type={r.promoted ? 'success' : 'secondary'}>{t(r.promoted ? up : 'rollover.keep')}</Typography.Text>),
    },
    {
      key: 'newClassName', title: t('rollover.newClass'), value: (r) => (r.leaves ? t('rollover.leaves') : classLabel({ className: r.newClassName, groupName: r.newGroupName })),
      render: (r) => (r.leaves
        ? <Tag color="blue">{t('rollover.leaves')}</Tag>
        : <Typography.Text strong={r.promoted}>{classLabel({ className: r.newClassName, groupName: r.newGroupName })}</Typography.Text>),
    },
    { key: 'newRoll', title: t('rollover.newRoll'), value: (r) => r.newRoll ?? '', render: (r) => <Typography.Text strong>{roll(r.newRoll)}</Typography.Text>, sortable: true },
  ];

  const facts = shown && {
    promoted: digits(shown.promotedCount), kept: digits(shown.keptCount), noResult: digits(shown.noResultCount), toYear: digits(shown.toYear),
    target: classLabel({ className: shown.targetClassName, groupName: shown.targetGroupName }), className: classLabel(shown),
  };
  const apply = async () => {
    if (!input) return;
    try {
      const done = await rollover({ variables: { input } });
      const r = done.data?.rolloverClass;
      message.success(t(r?.graduate ? 'rollover.doneGraduate' : 'rollover.done', { promoted: digits(r?.promotedCount ?? 0), kept: digits(r?.keptCount ?? 0) }));
      await preview.refetch().catch(() => undefined);
    } catch (e) {
      message.error(errorText(intl, e));
    }
  };

  return (
    <CrudScreen<Row>
      heading={t('rollover.title')}
      filters={
        <Flex vertical gap={10}>
          <RolloverPicker choice={choice} classes={classes} results={results} onChange={onChange} />
          <Typography.Text type="secondary">{t('rollover.hint')}</Typography.Text>
          {cls && noResult && <Alert type="info" showIcon title={t('rollover.noPublished', { className: classLabel(cls), year: digits(choice.year) })} />}
          {cls && already && <Alert type="info" showIcon title={t('rollover.already', { className: classLabel(cls), year: digits(choice.year) })} />}
          {facts && !preview.error && (
            <Flex gap={10} align="center" wrap>
              <ConfirmButton
                label={t('rollover.apply')}
                title={<div style={{ maxWidth: 320 }}>{t(shown?.graduate ? 'rollover.confirmGraduate' : 'rollover.confirm', facts)}</div>}
                icon={<RiseOutlined />}
                loading={saving}
                onConfirm={apply}
              />
              <Typography.Text strong>{t('rollover.apply')}</Typography.Text>
              <Typography.Text>{t(shown?.graduate ? 'rollover.summaryGraduate' : 'rollover.summary', facts)}</Typography.Text>
            </Flex>
          )}
        </Flex>
      }
      error={preview.error && !already ? preview.error : undefined}
      rows={shown && !preview.error ? shown.rows : []}
      columns={columns}
      rowKey={(r) => r.studentId}
      loading={preview.loading && !shown}
      title={facts ? `${t('rollover.title')}: ${facts.className} ${digits(choice.year)} → ${facts.toYear}` : t('rollover.title')}
      fileName="rollover"
      size="small"
    />
  );
}
