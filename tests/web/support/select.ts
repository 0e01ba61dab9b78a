import { fireEvent, waitFor, within } from '@testing-library/react';

/** The open antd dropdown's option with exactly this text. */
export function findOption(option: string): Promise<HTMLElement> {
  return waitFor(() => {
    const found = Array.from(document.querySelectorAll<HTMLElement>('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option'))
      .find((o) => o.textContent === option);
    if (!found) throw new Error(`no option ${option}`);
    return found;
  });
}

/**
 * Opens an antd Select by its accessible name (inside `scope`) and picks the option with this text.
 * A dependent select (the group of the chosen class) is waited for until enabled. On a busy machine
 * a click can land while the dropdown is still animating in and be lost: the choice must show in
 * the select, else it is made again (at most three times).
 */
export async function choose(label: string, option: string, scope: HTMLElement = document.body): Promise<void> {
  const select = await waitFor(() => {
    const found = within(scope).getByRole('combobox', { name: label });
    expect(found).toBeEnabled();
    return found;
  });
  for (let attempt = 1; ; attempt++) {
    fireEvent.mouseDown(select);
    fireEvent.click(await findOption(option));
    try {
      await waitFor(() => expect(select.closest('.ant-select')).toHaveTextContent(option), { timeout: 5000 });
      return;
    } catch (e) {
      if (attempt >= 3) throw e;
    }
  }
}
