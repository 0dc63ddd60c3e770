// Which Host a public page may be kept for when PUBLIC_URL is unset (docs/decisions/042-pages-and-the-host-header.md):
// only a name the server is known by, on the port the connection came in on. Any other Host is the asker's own.
import type { Request } from 'express';

/** The names a server answers to on any machine. */
const LOOPBACK = ['localhost', '127.0.0.1', '[::1]'];
/** HOST values that name every interface, not one address. */
const WILDCARD = ['0.0.0.0', '::', '[::]', ''];

/** A host name as URL writes it (lower case, IPv6 in brackets); null for what is no host. */
function hostname(value: string): string | null {
  const bare = value.startsWith('::ffff:') && value.includes('.') ? value.slice('::ffff:'.length) : value;
  const withBrackets = bare.includes(':') && !bare.startsWith('[') ? `[${bare}]` : bare;
  try {
    return new URL(`http://${withBrackets}`).hostname;
  } catch {
    return null;
  }
}

/**
 * Is the request's Host one the server is known by: a loopback name, the configured HOST or the address the
 * connection came in on, with the port it came in on (none for 80)? A Host a client makes up is none of them.
 */
export function isKnownHost(req: Request, configuredHost: string): boolean {
  const asked = req.get('host');
  if (!asked) return false;
  let url: URL;
  try {
    url = new URL(`http://${asked}`);
  } catch {
    return false;
  }
  if (url.username || url.password || url.pathname !== '/' || `${url.host}` !== asked.toLowerCase()) return false;
  if ((url.port || '80') !== String(req.socket.localPort)) return false;
  const names = [...LOOPBACK];
  if (!WILDCARD.includes(configuredHost)) names.push(hostname(configuredHost) ?? '');
  if (req.socket.localAddress) names.push(hostname(req.socket.localAddress) ?? '');
  return names.includes(url.hostname);
}
