import { InputNumber as AntInputNumber, type GetRef, type InputNumberProps } from 'antd';
import { forwardRef, useImperativeHandle, useLayoutEffect, useRef, type ReactElement, type Ref, type RefAttributes } from 'react';
import { useIntl } from 'react-intl';

type ValueType = string | number;
export type InputNumberRef = GetRef<typeof AntInputNumber>;

/**
 * antd's InputNumber with its two steppers named in the page's language (issue 27): every number
 * field of the product uses this one (ESLint refuses antd's own outside this file).
 *
 * The steppers are drawn by @rc-component/input-number's StepHandler, a `<span role="button">` whose
 * aria-label is fixed in the library ("Increase Value" / "Decrease Value", rc-input-number 1.6 and
 * its current source alike): antd's `controls={{ upIcon, downIcon }}` only replaces what is inside
 * that span, and a label inside a named button is not its name. So this component names its own two
 * steppers (found under its own root, not the page) after each render; React leaves the attribute
 * alone afterwards, since the library's value for it never changes. The steppers are remounted only
 * when `disabled`, `readOnly` or `controls` change, which re-renders this component too.
 */
function NumberInput<T extends ValueType = ValueType>(props: InputNumberProps<T>, ref: Ref<InputNumberRef>) {
  const intl = useIntl();
  const increase = intl.formatMessage({ id: 'number.increase' });
  const decrease = intl.formatMessage({ id: 'number.decrease' });
  const inner = useRef<InputNumberRef>(null);
  useImperativeHandle(ref, () => inner.current!, []);
  useLayoutEffect(() => {
    const root = inner.current?.nativeElement;
    if (!root) return;
    for (const [selector, name] of [['up', increase], ['down', decrease]] as const) {
      const step = root.querySelector(`[role=button][class*="-action-${selector}"]`);
      if (step && step.getAttribute('aria-label') !== name) step.setAttribute('aria-label', name);
    }
  });
  return <AntInputNumber<T> {...props} ref={inner} />;
}

export const InputNumber = forwardRef(NumberInput) as <T extends ValueType = ValueType>(
  props: InputNumberProps<T> & RefAttributes<InputNumberRef>,
) => ReactElement;
