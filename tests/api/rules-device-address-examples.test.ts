/** Worked examples the mutation report of device-address.ts found missing (issue 28): IPv4 forms at their limits, host names at theirs, the server's own addresses, port lists. */
import { ZK_DEFAULT_PORTS, deviceAddressRefusal, isHostName, normalIPv4, parsePortList } from '../../api/src/rules/device-address';

describe('IPv4 in its old forms, at the limits', () => {
  it('a hexadecimal part is hexadecimal digits only', () => {
    expect(normalIPv4('0x1g')).toBeNull();
    expect(normalIPv4('0x7f.1')).toBe('127.0.0.1');
  });
  it('five parts are never an address, even ending in 0', () => {
    expect(normalIPv4('1.2.3.4.0')).toBeNull();
  });
  it('a text of 64 characters is read, a longer one is refused', () => {
    expect(normalIPv4(`${'0'.repeat(63)}1`)).toBe('0.0.0.1');
    expect(normalIPv4(`${'0'.repeat(64)}1`)).toBeNull();
  });
});

describe('host names at the limits', () => {
  const label = (c: string, n: number) => c.repeat(n);
  it('253 characters in all, a trailing dot not counted', () => {
    const name253 = [label('a', 63), label('b', 63), label('c', 63), label('d', 61)].join('.');
    expect(name253).toHaveLength(253);
    expect(isHostName(name253)).toBe(true);
    expect(isHostName(`${name253}.`)).toBe(true);
    expect(isHostName(`${name253}d`)).toBe(false);
  });
  it('a label of 64 characters is refused, with or without a trailing dot; a label of one character is a label', () => {
    expect(isHostName(`${label('a', 64)}.`)).toBe(false);
    expect(isHostName('a.lan')).toBe(true);
  });
  it('the last label may hold digits, but not be a number', () => {
    expect(isHostName('host.lan1')).toBe(true);
    expect(isHostName('host.1abc')).toBe(true);
    expect(isHostName('host.0x')).toBe(false);
    expect(isHostName('host.0xab')).toBe(false);
    expect(isHostName('host.42')).toBe(false);
  });
});

describe('the server\'s own addresses', () => {
  it('a text among them that is no address is left out, the others still refuse', () => {
    expect(deviceAddressRefusal('10.0.0.5', { ownAddresses: ['not an address', '10.0.0.5'] })).toBe('ownAddress');
    expect(deviceAddressRefusal('10.0.0.6', { ownAddresses: ['not an address', '10.0.0.5'] })).toBeNull();
  });
});

describe('port lists', () => {
  it('the ZKTeco port by default; empty items are skipped; 1 and 65535 are ports', () => {
    expect(ZK_DEFAULT_PORTS).toBe('4370');
    expect(parsePortList('4370,,4371')).toEqual([[4370, 4370], [4371, 4371]]);
    expect(parsePortList('1,65535')).toEqual([[1, 1], [65535, 65535]]);
  });
  it('say what they expected', () => {
    expect(() => parsePortList('0')).toThrow('expected ports or ranges such as "4370,4371-4375", got "0"');
    expect(() => parsePortList(' , ')).toThrow('expected at least one port');
  });
});
