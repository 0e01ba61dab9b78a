import { App, type FormInstance } from 'antd';
import { useRef } from 'react';
import { useIntl } from 'react-intl';
import { errorMessageId, errorText } from '@/lib/errors';

/** Where an id lookup of a form stands (a staff id, an admit number…). */
export type Lookup<P> = { state: 'idle' } | { state: 'loading' } | { state: 'found'; person: P } | { state: 'notFound' };

/**
 * The kit's id lookup of a form dialog (spec: "saving stays disabled until a person is found by id
 * lookup; if not found, sorryNotFound (info)"): `find(text)` asks the server once per id (a blur and
 * then a click on Find ask once), ignores an answer for an id no longer typed, shows sorryNotFound
 * as info and any other failure as an error. `field` is the form field marked required when blank.
 */
export function useIdLookup<P>(opts: {
  form: FormInstance;
  field: string;
  /** The id already found (editing), so it is not asked again. */
  foundId: string | null;
  fetch: (id: string) => Promise<P>;
  setLookup: (lookup: Lookup<P>) => void;
}): { find: (raw: string) => Promise<void>; forget: () => void; asked: () => string | null } {
  const intl = useIntl();
  const { message } = App.useApp();
  const asked = useRef<string | null>(opts.foundId);

  const find = async (raw: string) => {
    const id = raw.trim();
    if (!id) {
      opts.form.setFields([{ name: opts.field, errors: [intl.formatMessage({ id: 'app.required' })] }]);
      return;
    }
    if (asked.current === id) return;
    asked.current = id;
    opts.setLookup({ state: 'loading' });
    try {
      const person = await opts.fetch(id);
      if (asked.current !== id) return;
      opts.setLookup({ state: 'found', person });
    } catch (e) {
      if (asked.current !== id) return;
      if (errorMessageId(e).id === 'error.sorryNotFound') {
        opts.setLookup({ state: 'notFound' });
        message.info(intl.formatMessage({ id: 'error.sorryNotFound' }));
      } else {
        asked.current = null;
        opts.setLookup({ state: 'idle' });
        message.error(errorText(intl, e));
      }
    }
  };
  return { find, forget: () => { asked.current = null; }, asked: () => asked.current };
}
