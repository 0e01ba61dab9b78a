import { useQuery } from '@apollo/client/react';
import { Alert, Empty, Flex, Spin, Tag, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { useSession } from '@/app/session';
import { PrintHost } from '@/components/PrintHost';
import { useAcademyHeading } from '@/components/useAcademyHeading';
import { ResultDocument, ResultsDocument } from '@/gql/graphql';
import { errorMessageId } from '@/lib/errors';
import { EntryPanel } from './EntryPanel';
import { NewTableDialog } from './NewTableDialog';
import { ResultListModal } from './ResultListModal';
import { defaultPick, type ResultMode } from './resultModes';
import { PublishTag, ResultToolbar } from './ResultToolbar';
import { ResultView } from './ResultView';
import { useResultEntry } from './useResultEntry';
import './result.css';

/** /result: result management (spec doc 1 §2, §4 "Result table modes", §5 "Result", §6). */
export default function ResultScreen() {
  const heading = useAcademyHeading();
  return (
    <PrintHost heading={heading}>
      <ResultManager />
    </PrintHost>
  );
}

const MODE_COLOR: Record<ResultMode, string> = { showMode: 'default', addMode: 'green', editMode: 'orange', previewMode: 'blue' };

function ResultManager() {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const { can } = useSession();
  const canWrite = can('result.write');
  const resultsQuery = useQuery(ResultsDocument);
  const saved = useMemo(() => resultsQuery.data?.results ?? [], [resultsQuery.data]);
  const [pickedId, setPickedId] = useState<number | null>(null);
  const shownId = pickedId !== null && saved.some((r) => r.id === pickedId) ? pickedId : defaultPick(saved);
  const resultQuery = useQuery(ResultDocument, { variables: { id: shownId ?? 0 }, skip: shownId === null });
  const result = shownId !== null && resultQuery.data?.result.id === shownId ? resultQuery.data.result : undefined;
  const [dialogOpen, setDialogOpen] = useState(false);
  const [listOpen, setListOpen] = useState(false);
  const entry = useResultEntry(saved, setPickedId);
  const { session } = entry;
  const mode: ResultMode = session ? (entry.previewing ? 'previewMode' : session.kind) : 'showMode';

  const refresh = () => {
    entry.stop();
    void resultsQuery.refetch().catch(() => undefined);
    if (shownId !== null) void resultQuery.refetch().catch(() => undefined);
  };

  const loadError = resultsQuery.error ?? resultQuery.error;
  const body = () => {
    if (session) return <EntryPanel session={session} previewing={entry.previewing} saved={saved} onBasics={entry.changeBasics} />;
    if (loadError) return <Alert type="error" showIcon title={t(errorMessageId(loadError).id)} />;
    if (resultsQuery.loading || (shownId !== null && !result)) return <Spin style={{ margin: 48 }} />;
    if (!result) return <Empty description={t(canWrite ? 'result.noneWrite' : 'result.none')} />;
    return <ResultView result={result} />;
  };

  return (
    <Flex vertical gap={12} className="talim-result-screen">
      <Flex wrap gap={8} align="center" justify="space-between">
        <Flex gap={8} align="center">
          <Typography.Title level={1} className="talim-page-title" style={{ margin: 0 }}>
            {t('result.title')}
          </Typography.Title>
          <Tag color={MODE_COLOR[mode]}>{t(`result.mode.${mode}`)}</Tag>
          {mode === 'showMode' && result && <PublishTag published={result.published} />}
        </Flex>
        <ResultToolbar
          mode={mode}
          canWrite={canWrite}
          result={result}
          saving={entry.saving}
          deleting={entry.deleting}
          publishing={entry.publishing}
          onPublish={(published) => result && void entry.publish(result.id, published)}
          onNew={() => setDialogOpen(true)}
          onList={() => setListOpen(true)}
          onRefresh={refresh}
          onEdit={() => result && void entry.startEdit(result)}
          onDelete={async () => {
            if (result && (await entry.remove(result.id))) setPickedId(null);
          }}
          onPreview={entry.setPreviewing}
          onSave={entry.save}
        />
      </Flex>
      {body()}
      {canWrite && (
        <NewTableDialog
          open={dialogOpen}
          saved={saved}
          onCancel={() => setDialogOpen(false)}
          onStart={(basics, draft) => {
            setDialogOpen(false);
            entry.startAdd(basics, draft);
          }}
        />
      )}
      <ResultListModal
        open={listOpen}
        results={saved}
        loading={resultsQuery.loading}
        currentId={shownId}
        canPublish={canWrite}
        onPublish={(id, published) => void entry.publish(id, published)}
        onPick={(id) => {
          setPickedId(id);
          setListOpen(false);
        }}
        onClose={() => setListOpen(false)}
      />
    </Flex>
  );
}
