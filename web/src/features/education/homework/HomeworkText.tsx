import { Button, Typography } from 'antd';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import type { HomeworkFieldsFragment } from '@/gql/graphql';
import { isShortened, previewOf } from './homeworkForm';

/** The homework preview (spec §9: the first 100 characters), expandable to the whole text. */
export function HomeworkText({ homework }: { homework: Pick<HomeworkFieldsFragment, 'preview' | 'content'> }) {
  const intl = useIntl();
  const [open, setOpen] = useState(false);
  const shortened = isShortened(homework);
  return (
    <div className="talim-homework-text" style={{ minWidth: 260, maxWidth: 440, overflowWrap: 'anywhere' }}>
      <Typography.Paragraph dir="auto" style={{ margin: 0, whiteSpace: open ? 'pre-wrap' : 'normal' }}>
        {open ? homework.content : previewOf(homework)}
      </Typography.Paragraph>
      {shortened && (
        <Button type="link" size="small" style={{ padding: 0, height: 'auto' }} aria-expanded={open} onClick={() => setOpen(!open)}>
          {intl.formatMessage({ id: open ? 'homework.showLess' : 'homework.showAll' })}
        </Button>
      )}
    </div>
  );
}
