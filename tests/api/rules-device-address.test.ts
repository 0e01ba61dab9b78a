import {
  deviceAddressRefusal, deviceHost, devicePortAllowed, isHostName, normalIPv4, parsePortList,
} from '../../api/src/rules/device-address';

/** Issue 22 item 5: which addresses an attendance device may have (the server connects to them). */
describe('numeric IPv4 forms are normalised as the system resolver reads them', () => {
  it.each([
    ['127.0.0.1', '127.0.0.1'],
    ['2130706433', '127.0.0.1'], // one 32-bit number
    ['0x7f.1', '127.0.0.1'], // hexadecimal, two parts (8.24)
    ['017700000001', '127.0.0.1'], // octal
    ['127.1', '127.0.0.1'],
    ['10.1.258', '10.1.1.2'], // three parts (8.8.16)
    ['0xC0.0xA8.1.201', '192.168.1.201'],
    ['0', '0.0.0.0'],
    ['4294967295', '255.255.255.255'],
  ])('%s is %s', (text, quad) => expect(normalIPv4(text)).toBe(quad));

  it.each(['4294967296', '256.1.1.1', '1.16777216', '1.2.65536', '1.2.3.4.5', '09.1.1.1', '0x', '1..2', '', 'a.b.c.d'])('%s is no IPv4 address', (text) => {
    expect(normalIPv4(text)).toBeNull();
  });
});

describe('host names and IP literals', () => {
  it('tells names, IP literals and neither apart', () => {
    expect(deviceHost('Gate.School.LAN')).toEqual({ name: 'gate.school.lan' });
    expect(deviceHost('localhost.')).toEqual({ name: 'localhost' });
    expect(deviceHost(' 2130706433 ')).toEqual({ ip: '127.0.0.1' });
    expect(deviceHost('FD12::1')).toEqual({ ip: 'fd12::1' });
    for (const bad of ['fe80::1%eth0', '1.2.3.4.5', '999.1.1.1', 'a_b.lan', '-gate.lan', 'gate.123', '::ffff:2130706433', '']) expect([bad, deviceHost(bad)]).toEqual([bad, null]);
    expect(isHostName('zk-01.school.lan')).toBe(true);
    expect(isHostName('x'.repeat(64))).toBe(false);
  });
});

describe('deviceAddressRefusal', () => {
  it.each([
    ['127.0.0.1', 'loopback'],
    ['127.8.9.10', 'loopback'],
    ['2130706433', 'loopback'],
    ['0x7f.1', 'loopback'],
    ['017700000001', 'loopback'],
    ['127.1', 'loopback'],
    ['::1', 'loopback'],
    ['0:0:0:0:0:0:0:1', 'loopback'],
    ['::ffff:127.0.0.1', 'loopback'],
    ['::ffff:7f00:1', 'loopback'],
    ['0.0.0.0', 'unspecified'],
    ['0.1.2.3', 'unspecified'],
    ['::', 'unspecified'],
    ['169.254.169.254', 'metadata'],
    ['::ffff:169.254.169.254', 'metadata'],
    ['fd00:ec2::254', 'metadata'],
    ['100.100.100.200', 'metadata'],
    ['192.0.0.192', 'metadata'],
    ['169.254.1.1', 'linkLocal'],
    ['fe80::1', 'linkLocal'],
    ['FEBF::1', 'linkLocal'],
    ['224.0.0.1', 'multicast'],
    ['239.255.255.250', 'multicast'],
    ['ff02::1', 'multicast'],
    ['::ffff:224.0.0.1', 'multicast'],
    ['255.255.255.255', 'broadcast'],
    ['240.0.0.1', 'reserved'],
    ['::127.0.0.1', 'reserved'],
    ['64:ff9b::7f00:1', 'reserved'],
    ['localhost', 'invalid'], // a name: the caller resolves it and checks each address
    ['fe80::1%eth0', 'invalid'],
  ])('%s is refused: %s', (address, reason) => expect(deviceAddressRefusal(address)).toBe(reason));

  it.each([
    '192.168.1.201', '10.0.0.5', '172.16.0.1', '172.31.255.254', 'fd12:3456::1', 'fc00::10', '::ffff:192.168.1.201', '8.8.8.8',
    '2001:db8::1', '100.64.0.1', '0xC0.0xA8.1.201',
  ])('%s may be a device', (address) => expect(deviceAddressRefusal(address)).toBeNull());

  it('refuses the server\'s own interface addresses, in any form', () => {
    const own = ['10.0.0.5', 'fd12::5', '127.0.0.1'];
    expect(deviceAddressRefusal('10.0.0.5', { ownAddresses: own })).toBe('ownAddress');
    expect(deviceAddressRefusal('::ffff:10.0.0.5', { ownAddresses: own })).toBe('ownAddress');
    expect(deviceAddressRefusal('0xa.5', { ownAddresses: own })).toBe('ownAddress');
    expect(deviceAddressRefusal('FD12:0::5', { ownAddresses: own })).toBe('ownAddress');
    expect(deviceAddressRefusal('10.0.0.6', { ownAddresses: own })).toBeNull();
  });

  it('loopback is a device only with the tests\' explicit allowance; nothing else changes with it', () => {
    expect(deviceAddressRefusal('127.0.0.1', { allowLoopback: true, ownAddresses: ['127.0.0.1'] })).toBeNull();
    expect(deviceAddressRefusal('::1', { allowLoopback: true })).toBeNull();
    expect(deviceAddressRefusal('169.254.169.254', { allowLoopback: true })).toBe('metadata');
    expect(deviceAddressRefusal('0.0.0.0', { allowLoopback: true })).toBe('unspecified');
  });
});

describe('ports', () => {
  it('parses the configured list and checks a port against it', () => {
    expect(parsePortList('4370')).toEqual([[4370, 4370]]);
    const ranges = parsePortList(' 4370, 5000-5002 ');
    expect([4370, 5000, 5002].map((p) => devicePortAllowed(p, ranges))).toEqual([true, true, true]);
    expect([22, 80, 4369, 4371, 5003, 4370.5].map((p) => devicePortAllowed(p, ranges))).toEqual([false, false, false, false, false, false]);
    for (const bad of ['', '0', '70000', '5-3', 'ssh', '4370;22']) expect(() => parsePortList(bad)).toThrow();
  });
});
