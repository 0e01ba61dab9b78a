import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { extractTo, readTarGz, writeTarGz } from '../../api/src/platform/tar';

/** The backup file's format (platform/tar.ts): a gzipped ustar that tar itself reads, long paths by a PAX header. */
describe('tar.gz', () => {
  let dir: string;
  beforeAll(() => { dir = mkdtempSync(path.join(os.tmpdir(), 'talim-tar-')); });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('writes files from disk and memory (empty, odd sizes, a path over 100 characters) and reads them back', async () => {
    const big = Buffer.alloc(70_000, 7);
    big.write('start', 0);
    writeFileSync(path.join(dir, 'big.bin'), big);
    const long = `uploads/123456/${'a'.repeat(120)}.png`;
    const file = path.join(dir, 'x.tar.gz');
    const size = await writeTarGz(file, [
      { name: 'database.sqlite', file: path.join(dir, 'big.bin') },
      { name: 'empty.txt', data: Buffer.alloc(0) },
      { name: long, data: Buffer.from('long path') },
      { name: 'manifest.json', data: Buffer.from('{"format":1}') },
    ]);
    expect(size).toBe(readFileSync(file).length);
    const seen: Record<string, Buffer> = {};
    await readTarGz(file, async (name, _size, body) => {
      const chunks: Buffer[] = [];
      for await (const c of body) chunks.push(c as Buffer);
      seen[name] = Buffer.concat(chunks);
    });
    expect(Object.keys(seen)).toEqual(['database.sqlite', 'empty.txt', long, 'manifest.json']);
    expect(seen['database.sqlite'].equals(big)).toBe(true);
    expect(seen['empty.txt'].length).toBe(0);
    expect(seen[long].toString()).toBe('long path');
    // the system's tar reads it too
    expect(execFileSync('tar', ['tzf', file], { encoding: 'utf8' }).trim().split('\n')).toEqual(['database.sqlite', 'empty.txt', long, 'manifest.json']);
    const out = path.join(dir, 'out');
    await readTarGz(file, (name, _size, body) => extractTo(out, name, body));
    expect(readFileSync(path.join(out, 'manifest.json'), 'utf8')).toBe('{"format":1}');
  });

  it('refuses a path that leaves the folder', async () => {
    await expect(writeTarGz(path.join(dir, 'bad.tar.gz'), [{ name: '../escape', data: Buffer.from('x') }])).rejects.toThrow(/bad archive path/);
    const evil = path.join(dir, 'evil.tar.gz');
    // a tar made by the system with a member named ../x
    writeFileSync(path.join(dir, 'x'), 'x');
    execFileSync('tar', ['czf', evil, '-C', path.join(dir, 'out'), '--transform', 's,^,../,', 'manifest.json']);
    await expect(readTarGz(evil, (name, _size, body) => extractTo(path.join(dir, 'out2'), name, body))).rejects.toThrow(/bad archive path/);
  });

  /** The names and bytes of an archive's files, as readTarGz gives them. */
  async function readAll(file: string): Promise<Record<string, string>> {
    const seen: Record<string, string> = {};
    await readTarGz(file, async (name, _size, body) => {
      const chunks: Buffer[] = [];
      for await (const c of body) chunks.push(c as Buffer);
      seen[name] = Buffer.concat(chunks).toString('utf8');
    });
    return seen;
  }

  it('reads a backup unpacked and packed again by the system\'s tar (GNU long names, folders, ./ paths)', async () => {
    const long = `uploads/123456/${'b'.repeat(120)}.png`;
    const file = path.join(dir, 'ours.tar.gz');
    await writeTarGz(file, [
      { name: 'manifest.json', data: Buffer.from('{"format":1}') },
      { name: 'database.sqlite', data: Buffer.from('db') },
      { name: long, data: Buffer.from('long path') },
    ]);
    const unpacked = path.join(dir, 'unpacked');
    await readTarGz(file, (name, _size, body) => extractTo(unpacked, name, body));
    // GNU tar's own format keeps a long name in a ././@LongLink entry, lists the folders and starts every path with ./
    const repacked = path.join(dir, 'repacked.tar.gz');
    execFileSync('tar', ['--format=gnu', '-czf', repacked, '-C', unpacked, '.']);
    expect(execFileSync('tar', ['tzf', repacked], { encoding: 'utf8' })).toContain('./uploads/');
    expect(await readAll(repacked)).toEqual({ 'manifest.json': '{"format":1}', 'database.sqlite': 'db', [long]: 'long path' });
  });

  it('refuses an archive cut short', async () => {
    const file = path.join(dir, 'whole.tar.gz');
    await writeTarGz(file, [{ name: 'database.sqlite', data: Buffer.alloc(200_000, 1) }, { name: 'manifest.json', data: Buffer.from('{}') }]);
    const whole = readFileSync(file);
    const cut = path.join(dir, 'cut.tar.gz');
    writeFileSync(cut, whole.subarray(0, Math.floor(whole.length / 2)));
    await expect(readAll(cut)).rejects.toThrow();
  });
});
