import { useQuery } from '@apollo/client/react';
import { useIntl } from 'react-intl';
import { CONDUCT_ITEMS, EVALUATION_ITEMS, conductMessageId, evaluationMessageId, startingHeadings } from '@rules/report-headings';
import { SettingsDocument } from '@/gql/graphql';

/**
 * The headings a new hostel student report (conduct rating) and a new staff report (teacher
 * evaluation) start with (issue 24 item 11): the academy's own from settings, else the default
 * items in the reader's language (madrasa wording for a madrasa). Until the settings arrive, the
 * defaults.
 */
export function useReportHeadings(): { conduct: string[]; evaluation: string[] } {
  const intl = useIntl();
  const { data } = useQuery(SettingsDocument);
  const s = data?.settings;
  return {
    conduct: startingHeadings(s?.conductHeadings, CONDUCT_ITEMS, (item) => intl.formatMessage({ id: conductMessageId(item) })),
    evaluation: startingHeadings(s?.evaluationQuestions, EVALUATION_ITEMS, (item) => intl.formatMessage({ id: evaluationMessageId(item) })),
  };
}
