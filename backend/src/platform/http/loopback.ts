/** Whether a socket's peer address is this machine's loopback (IPv4 127/8, IPv6 ::1, or IPv4 mapped into IPv6). */
export function isLoopback(address: string | undefined): boolean {
  return address !== undefined && (address === '::1' || /^(::ffff:)?127\.\d+\.\d+\.\d+$/.test(address));
}
