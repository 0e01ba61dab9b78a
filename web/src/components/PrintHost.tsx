import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useFormat } from '@/lib/format';
import './print.css';

/** The academy heading every printed report starts with. */
export interface AcademyHeading {
  name: string;
  englishName?: string;
  address?: string;
  englishAddress?: string;
  logoUrl?: string;
}

/** Spec: the print dialog opens about 500 ms after the document is rendered. */
export const PRINT_DELAY_MS = 500;

interface PrintContextValue {
  print: (node: ReactNode) => void;
  heading: AcademyHeading | null;
}

const PrintContext = createContext<PrintContextValue | null>(null);

/**
 * Renders the chosen document hidden (off-screen; alone on the page in @media print), opens the
 * print dialog PRINT_DELAY_MS later, then clears it. The document keeps the app's contexts (intl,
 * Apollo, session) because it is a portal of this tree.
 */
export function PrintHost({ heading = null, children }: { heading?: AcademyHeading | null; children: ReactNode }) {
  const [doc, setDoc] = useState<ReactNode>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const { dir, locale } = useFormat();

  const print = useCallback((node: ReactNode) => {
    clearTimeout(timer.current);
    setDoc(node);
    timer.current = setTimeout(() => {
      try {
        window.print();
      } finally {
        setDoc(null);
      }
    }, PRINT_DELAY_MS);
  }, []);

  useEffect(() => () => clearTimeout(timer.current), []);
  const value = useMemo(() => ({ print, heading }), [print, heading]);

  return (
    <PrintContext.Provider value={value}>
      {children}
      {doc != null &&
        createPortal(
          <div className="talim-print-root" dir={dir} lang={locale} data-testid="print-root">
            <div className="talim-print">{doc}</div>
          </div>,
          document.body,
        )}
    </PrintContext.Provider>
  );
}

/** `print(node)`: render a document from web/src/print and open the print dialog. */
export function usePrint(): (node: ReactNode) => void {
  const value = useContext(PrintContext);
  if (!value) throw new Error('usePrint outside PrintHost');
  return value.print;
}

/** The academy heading of the nearest PrintHost, or null. */
export function usePrintHeading(): AcademyHeading | null {
  return useContext(PrintContext)?.heading ?? null;
}

/** True inside a PrintHost (DataTable brings its own when there is none). */
export function useHasPrintHost(): boolean {
  return useContext(PrintContext) !== null;
}
