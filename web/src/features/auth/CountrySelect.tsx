import { Select } from 'antd';
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { COUNTRIES, countryName, flagOf } from '@/lib/countries';

interface Props {
  value?: string;
  onChange?: (code: string) => void;
  disabled?: boolean;
  id?: string;
}

/** Country picker with flag and dial code; searchable by name (any language), ISO code or dial code. */
export function CountrySelect({ value, onChange, disabled, id }: Props) {
  const intl = useIntl();
  const options = useMemo(
    () =>
      COUNTRIES.map((c) => {
        const name = countryName(c, intl.locale);
        return {
          value: c.code,
          label: `${flagOf(c.code)} ${name} (${c.dial})`,
          search: `${name} ${c.name} ${c.code} ${c.dial}`.toLowerCase(),
        };
      }).sort((a, b) => a.label.slice(5).localeCompare(b.label.slice(5), intl.locale)),
    [intl.locale],
  );
  return (
    <Select
      id={id}
      value={value}
      onChange={onChange}
      disabled={disabled}
      options={options}
      placeholder={intl.formatMessage({ id: 'academy.searchCountry' })}
      showSearch={{ filterOption: (input, option) => !!option?.search.includes(input.trim().toLowerCase()) }}
    />
  );
}
