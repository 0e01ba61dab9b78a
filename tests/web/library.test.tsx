import { act, fireEvent, render, screen } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { PROVIDE_FORM_ROWS, SCAN_WAIT_MS } from '@rules/library';
import en from '../../web/src/i18n/en.json';
import { ScanBox } from '@/features/library/ScanBox';
import { bookRefs, emptyRows } from '@/features/library/libraryForm';

describe('library provide form', () => {
  it('manual mode has 20 rows; a save sends each complete book once, scanned first, without those already on the record', () => {
    const rows = emptyRows();
    expect(rows).toHaveLength(PROVIDE_FORM_ROWS);
    rows[0] = { bookNo: 12, part: 1 };
    rows[1] = { bookNo: 12, part: null };
    rows[2] = { bookNo: 13, part: 2 };
    rows[3] = { bookNo: 12, part: 1 };
    const picked = [{ bookNo: 13, part: 2, bookName: 'x' }, { bookNo: 7, part: 1, bookName: 'y' }];
    expect(bookRefs(picked, rows)).toEqual([{ bookNo: 13, part: 2 }, { bookNo: 7, part: 1 }, { bookNo: 12, part: 1 }]);
    expect(bookRefs(picked, rows, [{ bookNo: 7, part: 1 }])).toEqual([{ bookNo: 13, part: 2 }, { bookNo: 12, part: 1 }]);
  });

  it('the scan box reads 1 second after typing stops (not before), or at once on Enter, in Bengali digits too', () => {
    jest.useFakeTimers();
    try {
      const onScan = jest.fn();
      render(<IntlProvider locale="en" messages={en}><ScanBox onScan={onScan} placeholder="scan" /></IntlProvider>);
      const box = screen.getByTestId('library-scan') as HTMLInputElement;
      fireEvent.change(box, { target: { value: '0.0-' } });
      act(() => { jest.advanceTimersByTime(SCAN_WAIT_MS - 100); });
      fireEvent.change(box, { target: { value: '0.0-১২' } });
      act(() => { jest.advanceTimersByTime(SCAN_WAIT_MS - 1); });
      expect(onScan).not.toHaveBeenCalled();
      act(() => { jest.advanceTimersByTime(1); });
      expect(onScan).toHaveBeenLastCalledWith({ kind: 'student', admitNo: '12' }, '0.0-12');
      expect(box.value).toBe('');
      fireEvent.change(box, { target: { value: '305-3' } });
      fireEvent.keyDown(box, { key: 'Enter', code: 'Enter', keyCode: 13 });
      expect(onScan).toHaveBeenLastCalledWith({ kind: 'book', bookNo: 305, part: 3 }, '305-3');
      fireEvent.change(box, { target: { value: 'abc' } });
      act(() => { jest.advanceTimersByTime(SCAN_WAIT_MS); });
      expect(onScan).toHaveBeenLastCalledWith(null, 'abc');
      expect(onScan).toHaveBeenCalledTimes(3);
    } finally {
      jest.useRealTimers();
    }
  });
});
