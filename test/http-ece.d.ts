// Types of http_ece (a dependency of web-push), as the tests' push service uses it to decrypt payloads.
declare module 'http_ece' {
  import type { ECDH } from 'node:crypto';
  export function decrypt(buffer: Buffer, params: { version: string; privateKey: ECDH; authSecret: string }): Buffer;
}
