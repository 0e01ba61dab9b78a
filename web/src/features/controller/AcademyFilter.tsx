import { useQuery } from '@apollo/client/react';
import { Select, Space, Typography } from 'antd';
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { ControllerAcademiesDocument } from '@/gql/graphql';
import { useFormat } from '@/lib/format';

export interface AcademyOption { value: string; label: string }

/** Every academy as a select option: "code · name" (the code in the language's digits). */
export function useAcademyOptions(): AcademyOption[] {
  const f = useFormat();
  const { data } = useQuery(ControllerAcademiesDocument);
  return useMemo(
    () => (data?.controllerAcademies ?? []).map((a) => ({ value: a.code, label: `${f.digits(a.code)} · ${a.name}` })),
    [data, f],
  );
}

/** The controller lists' academy filter: one academy's rows, or every academy's when cleared (''). */
export function AcademyFilter({ value, onChange, options }: { value: string; onChange: (code: string) => void; options: AcademyOption[] }) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  return (
    <Space wrap style={{ marginBottom: 12 }}>
      <Typography.Text>{t('controller.col.academy')}</Typography.Text>
      <Select
        showSearch
        allowClear
        optionFilterProp="label"
        style={{ minWidth: 320 }}
        placeholder={t('controller.allAcademies')}
        aria-label={t('controller.col.academy')}
        value={value || undefined}
        onChange={(v?: string) => onChange(v ?? '')}
        options={options}
      />
    </Space>
  );
}
