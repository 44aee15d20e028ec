import net from 'node:net';

/**
 * Operator-listed IPs and CIDRs (no GeoIP database offline; docs/decisions/014-region-blocking.md).
 * Invalid entries are rejected when the operator saves them (see `parseCidr`).
 */
export function parseCidr(
  entry: string,
): { address: string; prefix: number; family: 'ipv4' | 'ipv6' } | null {
  const [address = '', prefixText] = entry.trim().split('/');
  const version = net.isIP(address);
  if (version === 0) return null;
  const family = version === 4 ? 'ipv4' : 'ipv6';
  const max = version === 4 ? 32 : 128;
  const prefix = prefixText === undefined ? max : Number(prefixText);
  if (!Number.isInteger(prefix) || prefix < 0 || prefix > max) return null;
  return { address, prefix, family };
}

export function ipBlocked(ip: string, cidrs: readonly string[]): boolean {
  if (cidrs.length === 0) return false;
  const list = new net.BlockList();
  for (const entry of cidrs) {
    const c = parseCidr(entry);
    if (c) list.addSubnet(c.address, c.prefix, c.family);
  }
  // IPv4 clients on a dual-stack socket appear as ::ffff:a.b.c.d.
  const plain = ip.startsWith('::ffff:') && net.isIPv4(ip.slice(7)) ? ip.slice(7) : ip;
  const version = net.isIP(plain);
  if (version === 0) return false;
  return list.check(plain, version === 4 ? 'ipv4' : 'ipv6');
}
