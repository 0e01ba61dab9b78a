import { DownOutlined, FileDoneOutlined, OrderedListOutlined, PrinterOutlined, ProfileOutlined, SnippetsOutlined } from '@ant-design/icons';
import { Button, Dropdown, type MenuProps } from 'antd';
import { useIntl } from 'react-intl';
import { usePrint, usePrintHeading } from '@/components/PrintHost';
import type { ResultFieldsFragment } from '@/gql/graphql';
import { Marksheets, MeritList, ResultSheet, ShortResult } from '@/print/results';

type PrintKey = 'resultSheet' | 'meritList' | 'shortResult' | 'marksheets';

/** The print menu of showMode: result sheet, merit list, short result and the whole class's marksheets. */
export function ResultPrintMenu({ result }: { result: ResultFieldsFragment }) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const print = usePrint();
  const heading = usePrintHeading();
  const items: MenuProps['items'] = [
    { key: 'resultSheet', icon: <FileDoneOutlined />, label: t('result.print.resultSheet') },
    { key: 'meritList', icon: <OrderedListOutlined />, label: t('result.print.meritList') },
    { key: 'shortResult', icon: <SnippetsOutlined />, label: t('result.print.shortResult') },
    { key: 'marksheets', icon: <ProfileOutlined />, label: t('result.print.marksheets') },
  ];
  const printDoc = (key: PrintKey) => {
    if (key === 'resultSheet') print(<ResultSheet result={result} heading={heading} />);
    else if (key === 'meritList') print(<MeritList result={result} heading={heading} />);
    else if (key === 'shortResult') print(<ShortResult result={result} heading={heading} />);
    else print(<Marksheets result={result} heading={heading} />);
  };
  return (
    <Dropdown trigger={['click']} menu={{ items, onClick: ({ key }) => printDoc(key as PrintKey) }}>
      <Button icon={<PrinterOutlined />}>
        {t('result.printMenu')} <DownOutlined />
      </Button>
    </Dropdown>
  );
}
