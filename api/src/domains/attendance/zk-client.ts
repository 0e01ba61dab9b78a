import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { compileFunction } from 'node:vm';
import { format } from 'node:util';

/** Where zkteco-js' words go: our logger (pino's Logger fits), never the console. */
export interface ZkLog {
  debug(obj: object, msg?: string): void;
  warn(obj: object, msg?: string): void;
}

/** The part of zkteco-js' TCP client (src/ztcp.js) the reader uses. */
export interface ZTcp {
  socket: { destroy(): void } | null;
  createSocket(): Promise<unknown>;
  connect(): Promise<boolean>;
  getAttendances(): Promise<{ data: { user_id: string; record_time: string }[] }>;
  disconnect(): Promise<unknown>;
  requestData(msg: Buffer): Promise<Buffer>;
}

type ModuleFactory = (...args: unknown[]) => void;
const requireHere = createRequire(__filename);
const ztcpPath = requireHere.resolve('zkteco-js/src/ztcp.js');
const requireZk = createRequire(ztcpPath);
let factory: ModuleFactory | null = null;

/**
 * zkteco-js talks to the console (`console.log('TCP connection successful')`, `console.error(...)` on
 * every failure) and leaves timers behind (requestData replaces its 5-second reply timer with a
 * 1-second one without clearing the first, so every pull kept the process alive 5 s more). So each
 * pull gets a fresh instance of its TCP module (src/ztcp.js, compiled once, run per pull) whose
 * `console` writes to our logger and whose `setTimeout`/`clearTimeout` are the pull's own: when the
 * pull ends, `dispose()` clears every timer it left and destroys the socket. Nothing global is touched.
 * The library's UDP fallback is not used: it is only tried when its own wrapped error has an
 * ECONNREFUSED code, which it never has.
 */
export function zkSession(log: ZkLog): { ZTCP: new (ip: string, port: number, timeout: number) => ZTcp; dispose(): void } {
  factory ??= compileFunction(readFileSync(ztcpPath, 'utf8'), ['exports', 'require', 'module', '__filename', '__dirname', 'console', 'setTimeout', 'clearTimeout'], { filename: ztcpPath }) as ModuleFactory;
  const timers = new Set<NodeJS.Timeout>();
  const words = (level: 'debug' | 'warn') => (...args: unknown[]) => log[level]({ zkteco: format(...args) }, 'zkteco-js');
  const sandboxConsole = { log: words('debug'), info: words('debug'), debug: words('debug'), warn: words('warn'), error: words('warn') };
  const ownSetTimeout = (fn: (...a: unknown[]) => void, ms?: number, ...rest: unknown[]) => {
    const t = setTimeout(() => { timers.delete(t); fn(...rest); }, ms);
    timers.add(t);
    return t;
  };
  const ownClearTimeout = (t: NodeJS.Timeout | null | undefined) => {
    if (!t) return;
    timers.delete(t);
    clearTimeout(t);
  };
  const moduleRequire = (id: string) => {
    if (id === 'console') return sandboxConsole;
    // its file log (DDMMYYYY.err.log in the working directory) goes to our logger too
    if (id === './logs/log') return { log: (text: string) => log.warn({ zkteco: text }, 'zkteco-js') };
    return requireZk(id);
  };
  const mod = { exports: {} as unknown };
  factory(mod.exports, moduleRequire, mod, ztcpPath, ztcpPath.replace(/[\\/][^\\/]*$/, ''), sandboxConsole, ownSetTimeout, ownClearTimeout);
  const sockets: ZTcp[] = [];
  const Base = mod.exports as new (ip: string, port: number, timeout: number) => ZTcp;
  class ZTCP extends Base {
    constructor(ip: string, port: number, timeout: number) {
      super(ip, port, timeout);
      sockets.push(this);
      // readWithBuffer dereferences the reply of a failed requestData inside an async Promise
      // executor, an unhandled rejection that would end the process: answer a failure with an
      // ACK_ERROR packet instead, which it refuses cleanly (ERROR_IN_UNHANDLE_CMD).
      const request = this.requestData.bind(this);
      this.requestData = (msg: Buffer) => request(msg).catch((e: unknown) => {
        log.debug({ zkteco: (e as Error)?.message ?? String(e) }, 'zkteco-js request failed');
        return ACK_ERROR;
      });
    }
  }
  return {
    ZTCP,
    dispose() {
      for (const t of timers) clearTimeout(t);
      timers.clear();
      for (const s of sockets) s.socket?.destroy();
    },
  };
}

/** A ZK TCP packet (prefix 50 50 82 7d, length 8) whose header is CMD_ACK_ERROR (2001). */
const ACK_ERROR = (() => {
  const b = Buffer.alloc(16);
  b.set([0x50, 0x50, 0x82, 0x7d], 0);
  b.writeUInt16LE(8, 4);
  b.writeUInt16LE(2001, 8);
  return b;
})();
