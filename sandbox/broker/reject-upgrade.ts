import { STATUS_CODES } from 'node:http';
import type { Duplex } from 'node:stream';
import { BROKER_ERROR_CODE } from './topics.ts';

/** Answers a WebSocket upgrade with a plain HTTP error in the platform's shape and ends the socket. */
export function rejectUpgrade(
  socket: Duplex,
  status: number,
  message: string,
  code: number = BROKER_ERROR_CODE.badRequest,
): true {
  const body = JSON.stringify({ code, message });
  socket.once('finish', () => socket.destroy());
  socket.end(
    `HTTP/1.1 ${status} ${STATUS_CODES[status] ?? 'Error'}\r\n` +
      'Connection: close\r\nContent-Type: application/json\r\n' +
      `Content-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
  );
  return true;
}
