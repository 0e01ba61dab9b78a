import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The Node options the server runs with (issue 22 item 11: memory): `npm start`, `npm run serve` and
 * the Docker image start it the same way, the README says which, and this Node takes each of them
 * (an option a Node version no longer knows stops it at start: "bad option").
 */
const root = path.join(__dirname, '../..');
const read = (file: string) => readFileSync(path.join(root, file), 'utf8');
const MAIN = 'dist/server/api/src/main.js';

/** The options between `node` and the server's entry point. */
function flagsOf(command: string[]): string[] {
  expect(command[0]).toBe('node');
  expect(command[command.length - 1]).toBe(MAIN);
  return command.slice(1, -1);
}

const scripts = (JSON.parse(read('package.json')) as { scripts: Record<string, string> }).scripts;
const serve = flagsOf(scripts.serve.split(' '));

describe('the options Node runs the server with', () => {
  it('npm run serve keeps the young generation small and the heap close to what it holds', () => {
    expect(serve).toEqual(expect.arrayContaining(['--max-semi-space-size=4', '--heap-growing-percent=50']));
  });

  it('npm start and the Docker image start Node with the same options as npm run serve', () => {
    expect(flagsOf(scripts.start.replace(/^npm run build --silent && /, '').split(' '))).toEqual(serve);
    const cmd = /^CMD (\[.*\])$/m.exec(read('docker/Dockerfile'));
    expect(cmd).not.toBeNull();
    expect(flagsOf(JSON.parse(cmd![1]) as string[])).toEqual(serve);
  });

  it('the README names each option', () => {
    const readme = read('README.md');
    for (const flag of serve) expect(readme).toContain(`\`${flag}\``);
  });

  it('this Node takes every option', () => {
    expect(execFileSync(process.execPath, [...serve, '-e', 'process.stdout.write("ok")'], { encoding: 'utf8' })).toBe('ok');
    // An option Node does not know stops it: the check above can fail.
    expect(() => execFileSync(process.execPath, ['--no-such-heap-option=1', '-e', '0'], { stdio: 'pipe' })).toThrow(/bad option/);
  });
});
