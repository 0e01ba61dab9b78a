import { useQuery } from '@apollo/client/react';
import { Alert, Flex } from 'antd';
import { useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { useSession } from '@/app/session';
import { ClassesDocument, ResultsDocument } from '@/gql/graphql';
import { isoToday } from '@/lib/format';
import { RolloverHistory } from './RolloverHistory';
import { RolloverPreviewPanel } from './RolloverPreviewPanel';
import { withDefaultResult, type RolloverChoice } from './rolloverForm';

/**
 * /yearRollover (issue 13, beyond the spec): the office picks a class, the year it closes, that
 * year's published final result and the next class; the preview shows who goes up, who stays and
 * the new rolls; the rollover is confirmed, and the history below undoes one.
 */
export default function RolloverScreen() {
  const intl = useIntl();
  const { can } = useSession();
  const allowed = can('result.write');
  const [choice, setChoice] = useState<RolloverChoice>({ classId: null, year: Number(isoToday().slice(0, 4)), resultId: null, targetClassId: null, promoteIds: [] });
  const classQuery = useQuery(ClassesDocument, { skip: !allowed });
  const resultQuery = useQuery(ResultsDocument, { variables: { year: choice.year }, skip: !allowed, fetchPolicy: 'cache-and-network' });
  const classes = useMemo(() => classQuery.data?.classes ?? [], [classQuery.data]);
  const results = useMemo(() => resultQuery.data?.results ?? [], [resultQuery.data]);
  const effective = useMemo(() => withDefaultResult(choice, classes, results), [choice, classes, results]);

  if (!allowed) return <Alert type="warning" showIcon title={intl.formatMessage({ id: 'rollover.noRights' })} />;
  return (
    <Flex vertical gap={28}>
      <RolloverPreviewPanel choice={effective} classes={classes} results={results} onChange={setChoice} />
      <RolloverHistory />
    </Flex>
  );
}
