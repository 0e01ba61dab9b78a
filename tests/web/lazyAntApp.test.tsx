import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { App, ConfigProvider } from 'antd';
import { useState } from 'react';
import { deferredAppApi, type AppApi } from '@/app/deferredAppApi';
import { LazyAntApp } from '@/app/LocaleProvider';

/** A screen that uses antd's App API as every office screen does (App.useApp()). */
function Screen() {
  const { message, notification, modal } = App.useApp();
  const [answer, setAnswer] = useState('');
  return (
    <>
      <button type="button" onClick={() => void message.success('Saved')}>message</button>
      <button type="button" onClick={() => notification.error({ title: 'Could not save', placement: 'top' })}>notification</button>
      <button type="button" onClick={async () => setAnswer(String(await modal.confirm({ title: 'Send to 40 guardians?', okText: 'Send', cancelText: 'Back' })))}>confirm</button>
      <output>{answer}</output>
    </>
  );
}

describe('LazyAntApp: antd App on demand', () => {
  it("draws antd's App box (its class, right to left with the page) around the screen", () => {
    render(<ConfigProvider direction="rtl"><LazyAntApp><p>page</p></LazyAntApp></ConfigProvider>);
    const box = screen.getByText('page').parentElement!;
    expect(box).toHaveClass('ant-app', 'ant-app-rtl');
  });

  it("App.useApp() on a screen: a message, a notification and a confirmation with its answer, antd's App fetched for it", async () => {
    render(<LazyAntApp><Screen /></LazyAntApp>);
    expect(document.querySelector('.ant-message')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'message' }));
    expect(await screen.findByText('Saved')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'notification' }));
    expect(await screen.findByText('Could not save')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'confirm' }));
    expect((await screen.findAllByText('Send to 40 guardians?')).length).toBeGreaterThan(0);
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('true'));
  });
});

describe('deferredAppApi', () => {
  /** A stand-in for antd's API that records the calls it gets. */
  function realApi(log: string[]) {
    const closer = (what: string) => Object.assign(() => log.push(`close ${what}`), { then: (f: (v: boolean) => unknown) => Promise.resolve(true).then(f) });
    return {
      message: { success: (c: string) => (log.push(`message ${c}`), closer(c)), destroy: () => log.push('destroy') },
      notification: { error: (a: { title: string }) => log.push(`notification ${a.title}`) },
      modal: {
        confirm: (c: { title: string }) => {
          log.push(`confirm ${c.title}`);
          return { destroy: () => log.push('modal destroyed'), update: (u: { title: string }) => log.push(`update ${u.title}`), then: (f: (v: boolean) => unknown) => Promise.resolve(true).then(f) };
        },
      },
    } as unknown as AppApi;
  }

  it('asks for antd once a screen takes the API; the calls wait and are made in order once it is ready, then go straight to it', async () => {
    const asked = jest.fn();
    const d = deferredAppApi(asked);
    expect(asked).not.toHaveBeenCalled();
    const { message, notification, modal } = d.api;
    expect(asked).toHaveBeenCalled();
    const log: string[] = [];
    const closer = message.success('one');
    notification.error({ title: 'two' });
    const confirm = modal.confirm({ title: 'three' });
    confirm.update({ title: 'three, updated' });
    expect(log).toEqual([]);
    act(() => d.ready(realApi(log)));
    expect(log).toEqual(['message one', 'notification two', 'confirm three', 'update three, updated']);
    closer();
    expect(log).toContain('close one');
    await expect(closer.then((v) => v)).resolves.toBe(true);
    await expect(new Promise((r) => confirm.then(r, () => r('rejected')))).resolves.toBe(true);
    d.api.message.success('four');
    expect(log.at(-1)).toBe('message four');
  });

  it('a message closed, or a confirmation destroyed, before antd is here is never shown', async () => {
    const d = deferredAppApi(() => undefined);
    const log: string[] = [];
    const closer = d.api.message.success('gone');
    closer();
    await expect(closer.then((v) => v)).resolves.toBe(true);
    const confirm = d.api.modal.confirm({ title: 'gone too' });
    confirm.destroy();
    await expect(new Promise((r) => confirm.then(r, () => r('rejected')))).resolves.toBe(false);
    d.ready(realApi(log));
    expect(log).toEqual([]);
  });

  it('when antd cannot be fetched the waiting calls are dropped: a message counts as closed, a confirmation as cancelled', async () => {
    const d = deferredAppApi(() => undefined);
    const closer = d.api.message.success('offline');
    const confirm = d.api.modal.confirm({ title: 'offline' });
    d.fail();
    await expect(closer.then((v) => v)).resolves.toBe(true);
    await expect(new Promise((r) => confirm.then(r, () => r('rejected')))).resolves.toBe(false);
    const log: string[] = [];
    d.ready(realApi(log));
    expect(log).toEqual([]);
  });
});
