import { useCallback, useRef, useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { MISSING_CODE_KEY, type SignatureBlock } from '@rules/admission';
import { CodeDialog } from '@/components/CodeDialog';

interface Pending {
  block: SignatureBlock;
  resolve: (code: string | null) => void;
}

/**
 * Asks for one approval block's code at a time: `ask(block)` opens the CodeDialog and resolves
 * with the code typed, or null when the dialog is cancelled.
 */
export function useCodePrompts(): { ask: (block: SignatureBlock) => Promise<string | null>; dialog: ReactNode } {
  const intl = useIntl();
  const [pending, setPending] = useState<Pending | null>(null);
  const current = useRef<Pending | null>(null);

  const ask = useCallback((block: SignatureBlock) => new Promise<string | null>((resolve) => {
    current.current?.resolve(null);
    const next = { block, resolve };
    current.current = next;
    setPending(next);
  }), []);

  const finish = (code: string | null) => {
    const p = current.current;
    current.current = null;
    setPending(null);
    p?.resolve(code);
  };

  const dialog = (
    <CodeDialog
      open={!!pending}
      title={pending ? intl.formatMessage({ id: 'codeDialog.title' }, { signer: intl.formatMessage({ id: `signature.${pending.block}` }) }) : ''}
      reason={pending ? intl.formatMessage({ id: `error.${MISSING_CODE_KEY[pending.block]}` }) : undefined}
      onSubmit={(code) => finish(code)}
      onCancel={() => finish(null)}
    />
  );
  return { ask, dialog };
}
