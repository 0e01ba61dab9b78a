import { act, render, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { MemoryRouter } from 'react-router';
import { CHILDREN, useGuardianQuery } from '@/features/guardian/guardianApi';
import { GuardianErrorCard } from '@/features/guardian/guardianNotices';
import { GuardianOfflineBar } from '@/features/guardian/guardianOffline';
import { reportAnswer, startGuardianPwa } from '@/features/guardian/guardianPwa';
import messages from '@/i18n/en.json';

/**
 * On a first visit the guardian pages' reads go out before the service worker (public/sw.js) has
 * installed and taken control, so it keeps none of them: once it takes control, each read on screen
 * is sent again (through it, which keeps the answer), and the page opens offline after one visit.
 */
function Children() {
  const { data } = useGuardianQuery('MyChildren', CHILDREN, {});
  return <p>{data ? `${data.myChildren.length} children` : 'loading'}</p>;
}

const answer = (n: number) => ({ data: { myChildren: Array.from({ length: n }, (_, i) => ({ admitNo: String(i + 1), name: 'x', className: 'c', groupName: null, photoUrl: null })) } });

it('a read is sent again, quietly, when the service worker takes control of the page', async () => {
  const worker = Object.assign(new EventTarget(), { controller: null as unknown });
  Object.defineProperty(navigator, 'serviceWorker', { value: worker, configurable: true });
  const fetchMock = jest.fn()
    .mockResolvedValueOnce({ ok: true, json: async () => answer(2) })
    .mockResolvedValueOnce({ ok: true, json: async () => answer(3) });
  const saved = global.fetch;
  global.fetch = fetchMock as typeof fetch;
  try {
    render(<Children />);
    expect(await screen.findByText('2 children')).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    act(() => { worker.controller = {}; worker.dispatchEvent(new Event('controllerchange')); });
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
    expect(await screen.findByText('3 children')).toBeInTheDocument();
    expect(JSON.parse((fetchMock.mock.calls[1] as [string, { body: string }])[1].body)).toMatchObject({ operationName: 'MyChildren', variables: {} });
  } finally {
    global.fetch = saved;
    Reflect.deleteProperty(navigator, 'serviceWorker');
  }
});

/** Offline (issue 25 item 15): a kept answer says when it was kept; no answer at all says "you are offline"; the install offer. */
describe('offline and installation', () => {
  const en = messages as Record<string, string>;
  const wrap = (ui: ReactNode) => render(<MemoryRouter><IntlProvider locale="en" messages={en}>{ui}</IntlProvider></MemoryRouter>);

  it('an answer kept on the phone is shown "as of" its time (Asia/Dhaka); a fresh one clears it', async () => {
    const saved = global.fetch;
    global.fetch = jest.fn().mockResolvedValue({ ok: true, headers: new Headers({ 'X-Talim-Kept-At': '2026-11-28T04:42:00.000Z' }), json: async () => answer(1) }) as typeof fetch;
    try {
      wrap(<><GuardianOfflineBar /><Children /></>);
      expect(await screen.findByText('1 children')).toBeInTheDocument();
      expect(await screen.findByTestId('guardian-offline')).toHaveTextContent(en['guardian.asOf'].replace('{time}', '10:42'));
      act(() => reportAnswer(null));
      expect(screen.queryByTestId('guardian-offline')).not.toBeInTheDocument();
    } finally {
      global.fetch = saved;
    }
  });

  it('a page never kept, offline: "you are offline", not a generic error', () => {
    wrap(<GuardianErrorCard error={new TypeError('Failed to fetch')} />);
    expect(screen.getByTestId('guardian-offline-page')).toHaveTextContent(en['guardian.offline']);
    expect(screen.getByTestId('guardian-offline-page')).toHaveTextContent(en['guardian.offlineNotKept']);
  });

  it('offers installation when the browser does (beforeinstallprompt) and shows its prompt', async () => {
    startGuardianPwa();
    wrap(<GuardianOfflineBar />);
    expect(screen.queryByTestId('guardian-install')).not.toBeInTheDocument();
    const prompt = jest.fn().mockResolvedValue(undefined);
    act(() => { window.dispatchEvent(Object.assign(new Event('beforeinstallprompt', { cancelable: true }), { prompt, userChoice: Promise.resolve({ outcome: 'accepted' }) })); });
    const offer = await screen.findByTestId('guardian-install');
    expect(offer).toHaveTextContent(en['guardian.installHelp']);
    await act(async () => screen.getByRole('button', { name: en['guardian.install'] }).click());
    expect(prompt).toHaveBeenCalledTimes(1);
    expect(screen.queryByTestId('guardian-install')).not.toBeInTheDocument();
  });
});
