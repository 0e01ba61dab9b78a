import { useApolloClient } from '@apollo/client/react';
import { App } from 'antd';
import { useIntl } from 'react-intl';
import { usePrint } from '@/components/PrintHost';
import { StudentFeesDocument } from '@/gql/graphql';
import { errorText } from '@/lib/errors';
import { FeeCard } from '@/print/accounts/FeeCard';
import type { FeeDepartment } from './feeForm';

/** Prints a student's fee card of a year (the screen's department), after asking for the fees as they are now. */
export function usePrintCard(department: FeeDepartment) {
  const intl = useIntl();
  const { message } = App.useApp();
  const client = useApolloClient();
  const print = usePrint();
  return async (admitNo: number, year: number) => {
    try {
      const { data } = await client.query({ query: StudentFeesDocument, variables: { admitNo, year, department }, fetchPolicy: 'network-only' });
      if (data) print(<FeeCard dues={data.studentFees} title={intl.formatMessage({ id: department === 'boarding' ? 'fees.boardingCardTitle' : 'fees.cardTitle' })} />);
    } catch (e) {
      message.error(errorText(intl, e));
    }
  };
}
