import { act, render, screen, waitFor } from '@testing-library/react';
import { CHILDREN, useGuardianQuery } from '@/features/guardian/guardianApi';

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
