import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import type { Writable } from 'node:stream';
import { crc32 } from 'node:zlib';

/**
 * A .zip written to a stream, entries stored (not compressed: a workbook is a zip already and the
 * uploaded files are images), each entry's CRC and size known before its header, so no data
 * descriptors: every unzip tool reads it, and so does the data entry's reader (zipEntries). No zip64:
 * at most 65,535 entries and 4 GB, far beyond one academy's export.
 */
export class ZipWriter {
  private offset = 0;
  private readonly central: Buffer[] = [];
  private readonly time: number;
  private readonly date: number;

  constructor(private readonly out: Writable, now: Date = new Date()) {
    this.time = (now.getHours() << 11) | (now.getMinutes() << 5) | Math.floor(now.getSeconds() / 2);
    this.date = ((Math.max(1980, now.getFullYear()) - 1980) << 9) | ((now.getMonth() + 1) << 5) | now.getDate();
  }

  private write(b: Buffer): Promise<void> {
    this.offset += b.length;
    return new Promise((resolve, reject) => {
      this.out.write(b, (e) => (e ? reject(e) : resolve()));
    });
  }

  private async header(name: string, crc: number, size: number): Promise<void> {
    if (this.central.length >= 0xffff || this.offset + size > 0xfffffff0) throw new Error('zip too large');
    const n = Buffer.from(name, 'utf8');
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(0x0800, 6); // names in UTF-8
    local.writeUInt16LE(0, 8); // stored
    local.writeUInt16LE(this.time, 10);
    local.writeUInt16LE(this.date, 12);
    local.writeUInt32LE(crc >>> 0, 14);
    local.writeUInt32LE(size, 18);
    local.writeUInt32LE(size, 22);
    local.writeUInt16LE(n.length, 26);
    local.writeUInt16LE(0, 28);
    const c = Buffer.alloc(46);
    c.writeUInt32LE(0x02014b50, 0);
    c.writeUInt16LE(20, 4);
    c.writeUInt16LE(20, 6);
    c.writeUInt16LE(0x0800, 8);
    c.writeUInt16LE(0, 10);
    c.writeUInt16LE(this.time, 12);
    c.writeUInt16LE(this.date, 14);
    c.writeUInt32LE(crc >>> 0, 16);
    c.writeUInt32LE(size, 20);
    c.writeUInt32LE(size, 24);
    c.writeUInt16LE(n.length, 28);
    c.writeUInt32LE(this.offset, 42);
    this.central.push(c, n);
    await this.write(Buffer.concat([local, n]));
  }

  /** An entry from bytes in memory. */
  async addBuffer(name: string, data: Buffer): Promise<void> {
    await this.header(name, crc32(data), data.length);
    if (data.length) await this.write(data);
  }

  /** An entry from a file on disk (read twice: once for its CRC, once into the zip). */
  async addFile(name: string, file: string): Promise<void> {
    const { size } = await stat(file);
    let crc = 0;
    for await (const chunk of createReadStream(file)) crc = crc32(chunk as Buffer, crc);
    await this.header(name, crc, size);
    for await (const chunk of createReadStream(file)) await this.write(chunk as Buffer);
  }

  /** The central directory and its end record; the stream is left open. */
  async finish(): Promise<void> {
    const start = this.offset;
    const count = this.central.length / 2;
    const dir = Buffer.concat(this.central);
    await this.write(dir);
    const end = Buffer.alloc(22);
    end.writeUInt32LE(0x06054b50, 0);
    end.writeUInt16LE(count, 8);
    end.writeUInt16LE(count, 10);
    end.writeUInt32LE(dir.length, 12);
    end.writeUInt32LE(start, 16);
    await this.write(end);
  }
}
