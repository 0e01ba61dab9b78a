import type { App } from 'antd';
import type { Key } from 'react';

export type AppApi = ReturnType<typeof App.useApp>;
type MessageType = ReturnType<AppApi['message']['open']>;
type ModalReturn = ReturnType<AppApi['modal']['confirm']>;
type ModalConfig = Parameters<AppApi['modal']['confirm']>[0];
type ModalUpdate = Parameters<ModalReturn['update']>[0];

const MESSAGES = ['open', 'success', 'error', 'info', 'warning', 'loading'] as const;
const NOTIFICATIONS = ['open', 'success', 'error', 'info', 'warning'] as const;
const MODALS = ['confirm', 'info', 'success', 'error', 'warning'] as const;

/** A call waiting for antd's App: run with its API, or with null when it could not be fetched (the call is dropped). */
type Waiting = (api: AppApi | null) => void;

/**
 * antd's App API (message, notification, modal) before antd's App is here: taking one of the three
 * asks for it (`request`); each call waits and is made, in order, once `ready` hands over the real
 * API; afterwards calls go straight to it. What a call returns behaves as antd's does: a message's closer (also a
 * promise that settles when it closes) and a modal's destroy, update and promise of the answer.
 * `fail` drops the waiting calls (a message counts as closed, a modal as cancelled).
 */
export function deferredAppApi(request: () => void) {
  let real: AppApi | null = null;
  let waiting: Waiting[] = [];
  const later = (run: Waiting) => {
    waiting.push(run);
    request();
  };

  const message = Object.fromEntries(MESSAGES.map((name) => [name, (...args: unknown[]): MessageType => {
    const call = (api: AppApi) => (api.message[name] as (...a: unknown[]) => MessageType)(...args);
    if (real) return call(real);
    let shown: MessageType | null = null;
    let closed = false;
    let settle!: (closed: boolean) => void;
    const done = new Promise<boolean>((resolve) => { settle = resolve; });
    later((api) => {
      if (closed) return;
      if (!api) return settle(true);
      shown = call(api);
      shown.then(settle);
    });
    const close = (() => {
      if (shown) shown();
      else if (!closed) { closed = true; settle(true); }
    }) as MessageType;
    close.then = (onClosed, onRejected) => done.then(onClosed, onRejected);
    return close;
  }])) as unknown as Omit<AppApi['message'], 'destroy'>;

  const notification = Object.fromEntries(NOTIFICATIONS.map((name) => [name, (...args: unknown[]): void => {
    const call = (api: AppApi) => (api.notification[name] as (...a: unknown[]) => void)(...args);
    if (real) call(real);
    else later((api) => { if (api) call(api); });
  }])) as unknown as Omit<AppApi['notification'], 'destroy'>;

  const modal = Object.fromEntries(MODALS.map((name) => [name, (config: ModalConfig): ModalReturn => {
    if (real) return real.modal[name](config);
    let shown: ModalReturn | null = null;
    let destroyed = false;
    const updates: ModalUpdate[] = [];
    let settle!: (confirmed: boolean) => void;
    const answer = new Promise<boolean>((resolve) => { settle = resolve; });
    later((api) => {
      if (destroyed) return;
      if (!api) return settle(false);
      shown = api.modal[name](config);
      updates.forEach((u) => shown!.update(u));
      shown.then(settle, () => settle(false));
    });
    return {
      destroy: () => {
        if (shown) shown.destroy();
        else if (!destroyed) { destroyed = true; settle(false); }
      },
      update: (u: ModalUpdate) => (shown ? shown.update(u) : void updates.push(u)),
      then: (onAnswer, onRejected) => answer.then(onAnswer, onRejected),
    } as ModalReturn;
  }])) as unknown as AppApi['modal'];

  // closing every message or notification: the waiting ones too, without fetching antd's App for it
  const destroy = (kind: 'message' | 'notification') => (key?: Key) => {
    if (real) real[kind].destroy(key);
    else waiting.push((api) => api?.[kind].destroy(key));
  };

  const api = {
    message: { ...message, destroy: destroy('message') },
    notification: { ...notification, destroy: destroy('notification') },
    modal,
  } as AppApi;
  return {
    // a screen that takes the API (`const { message } = App.useApp()`, as it renders) asks for antd's App then
    api: {
      get message() { request(); return api.message; },
      get notification() { request(); return api.notification; },
      get modal() { request(); return api.modal; },
    } as AppApi,
    ready(api: AppApi) {
      real = api;
      const run = waiting;
      waiting = [];
      run.forEach((w) => w(api));
    },
    fail() {
      const run = waiting;
      waiting = [];
      run.forEach((w) => w(null));
    },
  };
}
