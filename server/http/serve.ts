// Listens for the app: the one place the HTTP server is made, for server/index.ts and the tests that need a real socket.
// A request Node's parser refuses before Express sees it (a request line or headers over its size cap) still gets the
// API's error envelope.
import type { Server } from 'node:http';
import type { Duplex } from 'node:stream';
import type { Express } from 'express';
import type { ErrorBody } from '../../shared/errors';

/** A raw answer that closes the connection: nothing more of the refused request is read. */
function rawAnswer(status: string, body?: ErrorBody): string {
  if (!body) return `HTTP/1.1 ${status}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`;
  const json = JSON.stringify(body);
  return [
    `HTTP/1.1 ${status}`,
    'Content-Type: application/json; charset=utf-8',
    `Content-Length: ${Buffer.byteLength(json)}`,
    'Cache-Control: no-store',
    'Connection: close',
    '',
    json,
  ].join('\r\n');
}

/** What Node answers by itself, but 431 in the envelope (the client translates errors.HeaderTooLarge). */
export function answerClientError(error: Error & { code?: string }, socket: Duplex): void {
  // A connection the client already dropped, or an answer already under way: nothing to say.
  if (error.code === 'ECONNRESET' || !socket.writable) {
    socket.destroy();
    return;
  }
  const answer =
    error.code === 'HPE_HEADER_OVERFLOW'
      ? rawAnswer('431 Request Header Fields Too Large', {
          error: { code: 'HeaderTooLarge', message: 'Request line or headers too large' },
        })
      : error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? rawAnswer('408 Request Timeout')
        : rawAnswer('400 Bad Request');
  socket.end(answer);
}

export function serve(app: Express, port: number, host: string, onListening?: () => void): Server {
  const server = app.listen(port, host, onListening);
  server.on('clientError', answerClientError);
  return server;
}
