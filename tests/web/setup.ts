import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';

// Routes load lazily: the first screen of a worker compiles its modules, which takes more than
// testing-library's default second on a busy 2-core machine (findBy/waitFor give up too early);
// under CI's two jest workers a dependent antd select once took over 10 s to enable. Waiting
// longer changes no assertion: a wait that succeeds returns as soon as it does.
configure({ asyncUtilTimeout: 30000 });

// antd reads these browser APIs that jsdom lacks.
Object.defineProperty(window, 'matchMedia', {
  writable: true,
  value: (query: string) => ({
    matches: false, media: query, onchange: null,
    addListener: () => {}, removeListener: () => {}, addEventListener: () => {}, removeEventListener: () => {}, dispatchEvent: () => false,
  }),
});
class ResizeObserverStub { observe() {} unobserve() {} disconnect() {} }
(globalThis as unknown as { ResizeObserver: unknown }).ResizeObserver = ResizeObserverStub;
window.scrollTo = () => {};
// jsdom implements getComputedStyle without pseudo-elements; antd asks for them (scrollbar size).
const computedStyle = window.getComputedStyle.bind(window);
window.getComputedStyle = (elt: Element) => computedStyle(elt);

// Each test starts with no stored preferences and a neutral <html>.
afterEach(() => {
  window.localStorage.clear();
  document.documentElement.removeAttribute('lang');
  document.documentElement.removeAttribute('dir');
});

// react-router reads TextEncoder and antd schedules work through MessageChannel; jsdom lacks both.
import { TextDecoder, TextEncoder } from 'node:util';
if (!('TextEncoder' in globalThis)) Object.assign(globalThis, { TextEncoder, TextDecoder });
if (!('MessageChannel' in globalThis)) {
  // A timer-backed stand-in (node's worker_threads channel would keep jest alive).
  type Port = { onmessage: ((e: { data: unknown }) => void) | null; postMessage: (data: unknown) => void; close: () => void };
  class MessageChannelStub {
    port1: Port;
    port2: Port;
    constructor() {
      const make = (): Port => ({ onmessage: null, postMessage: () => {}, close: () => {} });
      this.port1 = make();
      this.port2 = make();
      this.port1.postMessage = (data) => setTimeout(() => this.port2.onmessage?.({ data }), 0);
      this.port2.postMessage = (data) => setTimeout(() => this.port1.onmessage?.({ data }), 0);
    }
  }
  Object.assign(globalThis, { MessageChannel: MessageChannelStub });
}

// The app loads a language's messages lazily; tests have all three at hand from the start.
import { provideCatalog } from '@/lib/messages';
import arCatalog from '@/i18n/ar.json';
import bnCatalog from '@/i18n/bn.json';
import enCatalog from '@/i18n/en.json';
provideCatalog('bn', bnCatalog);
provideCatalog('en', enCatalog);
provideCatalog('ar', arCatalog);
