import { act, fireEvent, render, screen } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import en from '../../web/src/i18n/en.json';
import { PRINT_DELAY_MS, PrintHost, usePrint } from '@/components/PrintHost';
import { TableReport } from '@/print/TableReport';

function PrintButton() {
  const print = usePrint();
  return (
    <button
      onClick={() =>
        print(
          <TableReport
            title="Fees"
            columns={[{ key: 'name', title: 'Name' }, { key: 'amount', title: 'Amount', total: true }]}
            rows={[{ name: 'Rahim', amount: 1200 }, { name: 'Karim', amount: 300 }]}
          />,
        )
      }
    >
      go
    </button>
  );
}

function setup(locale = 'en') {
  return render(
    <IntlProvider locale={locale} messages={en}>
      <PrintHost heading={{ name: 'Demo Madrasa', englishName: 'Demo Madrasa English', address: 'Dhaka' }}>
        <PrintButton />
      </PrintHost>
    </IntlProvider>,
  );
}

describe('PrintHost', () => {
  let printSpy: jest.Mock;
  beforeEach(() => {
    jest.useFakeTimers();
    printSpy = jest.fn();
    window.print = printSpy;
  });
  afterEach(() => jest.useRealTimers());

  it('renders the document hidden, prints about 500 ms later, then clears it', () => {
    setup();
    expect(PRINT_DELAY_MS).toBe(500);
    expect(screen.queryByTestId('print-root')).toBeNull();
    fireEvent.click(screen.getByText('go'));

    const root = screen.getByTestId('print-root');
    expect(root).toHaveClass('talim-print-root');
    expect(root.parentElement).toBe(document.body);
    expect(root).toHaveTextContent('Demo Madrasa');
    expect(root).toHaveTextContent('Demo Madrasa English');
    expect(root).toHaveTextContent('Fees');
    expect(root.querySelector('tfoot')).toHaveTextContent('Total');
    expect(root.querySelector('tfoot')).toHaveTextContent('1,500');

    act(() => jest.advanceTimersByTime(PRINT_DELAY_MS - 50));
    expect(printSpy).not.toHaveBeenCalled();
    act(() => jest.advanceTimersByTime(100));
    expect(printSpy).toHaveBeenCalledTimes(1);
    expect(screen.queryByTestId('print-root')).toBeNull();
  });

  it('prints right-to-left for Arabic', () => {
    setup('ar');
    fireEvent.click(screen.getByText('go'));
    expect(screen.getByTestId('print-root')).toHaveAttribute('dir', 'rtl');
    act(() => jest.advanceTimersByTime(PRINT_DELAY_MS));
  });

  it('prints once when asked twice quickly', () => {
    setup();
    fireEvent.click(screen.getByText('go'));
    act(() => jest.advanceTimersByTime(200));
    fireEvent.click(screen.getByText('go'));
    act(() => jest.advanceTimersByTime(PRINT_DELAY_MS));
    expect(printSpy).toHaveBeenCalledTimes(1);
  });
});
