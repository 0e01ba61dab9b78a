import net from 'node:net';
import type { AddressInfo } from 'node:net';

/**
 * A fake ZKTeco terminal on a local TCP port that speaks the part of the ZK protocol zkteco-js uses
 * to read the attendance log (node_modules/zkteco-js/src/ztcp.js):
 *   every packet: 8-byte TCP prefix 50 50 82 7d + uint16le length + 2 zero bytes, then the 8-byte
 *   header (uint16le command, checksum, session id, reply id) and the data;
 *   CMD_CONNECT (1000) → CMD_ACK_OK (2000) carrying the session id; CMD_FREE_DATA (1502) → ACK_OK;
 *   CMD_DATA_WRRQ (1503) with the attendance-log request (01 0d …) → CMD_DATA (1501) whose data is
 *   a 4-byte size then one 40-byte record per punch (uint16le serial at 0, the user id as ASCII at
 *   2..10, type at 26, the packed time uint32le at 27, state at 31); CMD_EXIT (1001) → ACK_OK.
 * The packed time is the device's wall clock: ((((((y-2000)*12 + m-1)*31 + d-1)*24 + h)*60 + min)*60 + s).
 */
const CMD = { CONNECT: 1000, EXIT: 1001, DATA: 1501, FREE_DATA: 1502, DATA_WRRQ: 1503, ACK_OK: 2000, ACK_ERROR: 2001 } as const;
const SESSION = 0x4d2;
const USHRT_MAX = 65535;

export interface FakePunch { userId: string; date: string; time: string }
export interface FakeZk {
  port: number; commands: number[]; punches: FakePunch[];
  /** When set, the attendance-log request is answered CMD_ACK_ERROR (a device that will not give its log). */
  refuseData: boolean;
  /** TCP connections accepted so far. */
  readonly connections: number;
  /** Milliseconds the terminal waits before answering the connect command (a slow device); 0 by default. */
  connectDelayMs: number;
  close(): Promise<void>;
}

function checksum(buf: Buffer): number {
  let sum = 0;
  for (let i = 0; i < buf.length; i += 2) {
    sum += i === buf.length - 1 ? buf[i] : buf.readUInt16LE(i);
    sum %= USHRT_MAX;
  }
  return USHRT_MAX - sum - 1;
}

function packet(command: number, replyId: number, data: Buffer = Buffer.alloc(0)): Buffer {
  const body = Buffer.alloc(8 + data.length);
  body.writeUInt16LE(command, 0);
  body.writeUInt16LE(SESSION, 4);
  body.writeUInt16LE(replyId, 6);
  data.copy(body, 8);
  body.writeUInt16LE(checksum(body), 2);
  const prefix = Buffer.from([0x50, 0x50, 0x82, 0x7d, 0, 0, 0, 0]);
  prefix.writeUInt16LE(body.length, 4);
  return Buffer.concat([prefix, body]);
}

export function packTime(date: string, time: string): number {
  const [y, mo, d] = date.split('-').map(Number);
  const [h, mi, s = 0] = time.split(':').map(Number);
  return (((((y - 2000) * 12 + (mo - 1)) * 31 + (d - 1)) * 24 + h) * 60 + mi) * 60 + s;
}

function record(serial: number, p: FakePunch): Buffer {
  const r = Buffer.alloc(40);
  r.writeUInt16LE(serial, 0);
  r.write(p.userId.slice(0, 9), 2, 'ascii');
  r.writeUInt8(1, 26);
  r.writeUInt32LE(packTime(p.date, p.time), 27);
  return r;
}

/** Starts the fake terminal with these punches (change `punches` between pulls). */
export async function startFakeZk(punches: FakePunch[]): Promise<FakeZk> {
  const commands: number[] = [];
  const state = { punches, refuseData: false, connections: 0, connectDelayMs: 0 };
  const sockets = new Set<net.Socket>();
  const server = net.createServer((socket) => {
    sockets.add(socket);
    state.connections += 1;
    socket.on('close', () => sockets.delete(socket));
    let pending = Buffer.alloc(0);
    socket.on('data', (chunk) => {
      pending = Buffer.concat([pending, chunk]);
      while (pending.length >= 16) {
        const length = pending.readUInt16LE(4);
        if (pending.length < 8 + length) return;
        const body = pending.subarray(8, 8 + length);
        pending = pending.subarray(8 + length);
        const command = body.readUInt16LE(0);
        const replyId = body.readUInt16LE(6);
        commands.push(command);
        if (command === CMD.DATA_WRRQ && state.refuseData) {
          socket.write(packet(CMD.ACK_ERROR, replyId, Buffer.alloc(4)));
        } else if (command === CMD.DATA_WRRQ && body[8] === 0x01 && body[9] === 0x0d) {
          const records = state.punches.map((p, i) => record(i + 1, p));
          const size = Buffer.alloc(4);
          size.writeUInt32LE(records.length * 40, 0);
          socket.write(packet(CMD.DATA, replyId, Buffer.concat([size, ...records])));
        } else if (command === CMD.CONNECT && state.connectDelayMs) {
          setTimeout(() => { if (!socket.destroyed) socket.write(packet(CMD.ACK_OK, replyId)); }, state.connectDelayMs);
        } else if (command === CMD.CONNECT || command === CMD.FREE_DATA || command === CMD.EXIT) {
          socket.write(packet(CMD.ACK_OK, replyId));
        } else {
          socket.write(packet(CMD.ACK_ERROR, replyId));
        }
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as AddressInfo).port,
    commands,
    get punches() { return state.punches; },
    set punches(p: FakePunch[]) { state.punches = p; },
    get refuseData() { return state.refuseData; },
    set refuseData(v: boolean) { state.refuseData = v; },
    get connections() { return state.connections; },
    get connectDelayMs() { return state.connectDelayMs; },
    set connectDelayMs(v: number) { state.connectDelayMs = v; },
    async close() {
      for (const s of sockets) s.destroy();
      await new Promise((r) => server.close(r));
    },
  };
}
