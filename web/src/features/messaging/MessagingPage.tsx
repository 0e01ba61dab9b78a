import { Flex, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { PrintHost } from '@/components/PrintHost';
import { useAcademyHeading } from '@/components/useAcademyHeading';

/** The frame of the message service pages: the print host (the log prints) and the page title. */
export function MessagingPage({ titleId, children }: { titleId: string; children: ReactNode }) {
  const intl = useIntl();
  const heading = useAcademyHeading();
  return (
    <PrintHost heading={heading}>
      <Flex vertical gap={16}>
        <Typography.Title level={1} className="talim-page-title" style={{ margin: 0 }}>
          {intl.formatMessage({ id: titleId })}
        </Typography.Title>
        {children}
      </Flex>
    </PrintHost>
  );
}
