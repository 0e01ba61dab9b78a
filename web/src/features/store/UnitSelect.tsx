import { Select } from 'antd';
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { PRODUCT_UNITS, unitMessageId } from '@rules/units';

/** The units list (@rules/units), each label translated; searchable. A Form.Item gives value and onChange. */
export function UnitSelect({ value, onChange, disabled, ariaLabel }: { value?: string; onChange?: (v: string) => void; disabled?: boolean; ariaLabel: string }) {
  const intl = useIntl();
  const options = useMemo(() => PRODUCT_UNITS.map((u) => ({ value: u, label: intl.formatMessage({ id: unitMessageId(u) }) })), [intl]);
  return (
    <Select
      value={value || undefined}
      onChange={(v: string) => onChange?.(v)}
      options={options}
      disabled={disabled}
      showSearch={{ optionFilterProp: 'label' }}
      aria-label={ariaLabel}
      style={{ width: '100%' }}
      popupMatchSelectWidth={false}
    />
  );
}

/** A unit's label in the active language (an unknown stored value as it is). */
export function useUnitLabel(): (unit: string) => string {
  const intl = useIntl();
  return (unit: string) => (intl.messages[unitMessageId(unit)] ? intl.formatMessage({ id: unitMessageId(unit) }) : unit);
}
