import {
  CloudUploadOutlined, DeleteOutlined, EditOutlined, EyeInvisibleOutlined, EyeOutlined, FormOutlined, PlusOutlined, ReloadOutlined, SaveOutlined,
  UnorderedListOutlined,
} from '@ant-design/icons';
import { Button, Flex, Popconfirm, Tag } from 'antd';
import { useIntl } from 'react-intl';
import type { ResultFieldsFragment } from '@/gql/graphql';
import { ResultPrintMenu } from './ResultPrintMenu';
import type { ResultMode } from './resultModes';
import { HistoryButton } from '@/features/history/HistoryButton';

interface Props {
  mode: ResultMode;
  canWrite: boolean;
  /** The result shown in showMode, once loaded. */
  result: ResultFieldsFragment | undefined;
  saving: boolean;
  deleting: boolean;
  publishing: boolean;
  onPublish: (published: boolean) => void;
  onNew: () => void;
  onList: () => void;
  onRefresh: () => void;
  onEdit: () => void;
  onDelete: () => void;
  onPreview: (on: boolean) => void;
  onSave: () => void;
}

/**
 * The buttons of each mode (spec §4, §6): new table, edit, publish (or unpublish), delete and the
 * print menu only in showMode and only for result.write; preview and save while entering marks. Refresh always returns to
 * showMode (after a confirmation when typed marks would be lost).
 */
export function ResultToolbar(p: Props) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const entering = p.mode !== 'showMode';
  const refresh = (
    <Button icon={<ReloadOutlined />} onClick={entering ? undefined : p.onRefresh}>
      {t('result.refresh')}
    </Button>
  );
  return (
    <Flex wrap gap={8} align="center">
      {!entering && p.canWrite && (
        <Button type="primary" icon={<PlusOutlined />} onClick={p.onNew}>
          {t('result.newTable')}
        </Button>
      )}
      {!entering && (
        <Button icon={<UnorderedListOutlined />} onClick={p.onList}>
          {t('result.resultList')}
        </Button>
      )}
      {entering ? (
        <Popconfirm title={t('result.discardConfirm')} okText={t('table.yes')} cancelText={t('table.no')} onConfirm={p.onRefresh}>
          {refresh}
        </Popconfirm>
      ) : (
        refresh
      )}
      {!entering && p.result && <HistoryButton entity="result" recordKey={p.result.id} />}
      {!entering && p.canWrite && p.result && (
        <>
          <Button icon={<EditOutlined />} onClick={p.onEdit}>
            {t('table.edit')}
          </Button>
          <PublishButton published={p.result.published} loading={p.publishing} onPublish={p.onPublish} />
          <Popconfirm
            title={t('result.deleteConfirm')}
            okText={t('table.yes')}
            cancelText={t('table.no')}
            okButtonProps={{ danger: true }}
            onConfirm={p.onDelete}
          >
            <Button danger icon={<DeleteOutlined />} loading={p.deleting}>
              {t('table.delete')}
            </Button>
          </Popconfirm>
          <ResultPrintMenu result={p.result} />
        </>
      )}
      {entering &&
        (p.mode === 'previewMode' ? (
          <Button icon={<FormOutlined />} onClick={() => p.onPreview(false)}>
            {t('result.backToEdit')}
          </Button>
        ) : (
          <Button icon={<EyeOutlined />} onClick={() => p.onPreview(true)}>
            {t('result.preview')}
          </Button>
        ))}
      {entering && (
        <Button type="primary" icon={<SaveOutlined />} loading={p.saving} onClick={p.onSave}>
          {t('table.save')}
        </Button>
      )}
    </Flex>
  );
}

/** Publish a draft (guardians and visitors see it at once), or take a published result back to draft (asked first). */
export function PublishButton({ published, loading, onPublish, size }: { published: boolean; loading?: boolean; onPublish: (published: boolean) => void; size?: 'small' }) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  if (!published) {
    return (
      <Popconfirm title={t('result.publishConfirm')} okText={t('table.yes')} cancelText={t('table.no')} onConfirm={() => onPublish(true)}>
        <Button type="primary" ghost size={size} icon={<CloudUploadOutlined />} loading={loading}>
          {t('result.publish')}
        </Button>
      </Popconfirm>
    );
  }
  return (
    <Popconfirm title={t('result.unpublishConfirm')} okText={t('table.yes')} cancelText={t('table.no')} onConfirm={() => onPublish(false)}>
      <Button size={size} icon={<EyeInvisibleOutlined />} loading={loading}>
        {t('result.unpublish')}
      </Button>
    </Popconfirm>
  );
}

/** The draft or published tag of a saved result. */
export function PublishTag({ published }: { published: boolean }) {
  const intl = useIntl();
  return (
    <Tag color={published ? 'green' : 'orange'} data-testid="publish-tag">
      {intl.formatMessage({ id: published ? 'result.published' : 'result.draft' })}
    </Tag>
  );
}
