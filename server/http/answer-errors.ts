import { STATUS_CODES, type OutgoingHttpHeaders } from 'node:http';
import type { Duplex } from 'node:stream';
import type { ErrorRequestHandler } from 'express';
import type { Logger } from '../logging/logger.ts';

/** An error whose status and message are meant for the visitor; its own message (logged) may say more. */
export class PublicError extends Error {
  constructor(
    readonly status: number,
    readonly publicMessage: string,
    internalMessage = publicMessage,
  ) {
    super(internalMessage);
  }
}

/** What the site says for body-parser's errors (by their `type`), instead of the parser's own words. */
const BODY_REASONS: Record<string, string> = {
  'entity.parse.failed': 'The request body is not valid JSON',
  'entity.too.large': 'The request body is too large',
  'entity.verify.failed': 'The request body was refused',
  'encoding.unsupported': 'The request body is in an encoding the site does not read',
  'charset.unsupported': 'The request body is in a charset the site does not read',
  'request.aborted': 'The request body did not arrive',
  'request.size.invalid': 'The request body is not the size its headers say',
  'parameters.too.many': 'The request body has too many parameters',
};

const SERVER_FAULT = 'Something went wrong on our side';

interface ErrorLike {
  status?: unknown;
  statusCode?: unknown;
  type?: unknown;
  stack?: unknown;
}

/** The status and `{ code, message }` an error answers: never its internal message, never its stack. */
function answerOf(error: unknown): { status: number; message: string } {
  const { status: given = (error as ErrorLike | null)?.statusCode, type } = (error ?? {}) as ErrorLike;
  const status = Number.isInteger(given) && (given as number) >= 400 && (given as number) <= 599 ? (given as number) : 500;
  if (error instanceof PublicError) return { status, message: error.publicMessage };
  if (typeof type === 'string' && BODY_REASONS[type] && status < 500) return { status, message: BODY_REASONS[type] };
  return { status, message: status < 500 ? (STATUS_CODES[status] ?? 'Bad request') : SERVER_FAULT };
}

/**
 * The app's last error handler: every error answers JSON `{ code, message }` with the error's own
 * 4xx/5xx status (body-parser's 400 and 413 included), whatever NODE_ENV says; a 5xx is logged.
 */
export function answerErrors(logger: Logger): ErrorRequestHandler {
  return (error, _req, res, _next) => {
    const { status, message } = answerOf(error);
    if (status >= 500)
      logger.error(
        { requestId: res.locals.requestId, status, error: String((error as ErrorLike)?.stack ?? error) },
        'request failed',
      );
    // Part of an answer is out: ending it cleanly would pass the part off as the whole.
    if (res.headersSent) return void res.destroy();
    res.status(status).json({ code: status, message });
  };
}

/** The status Node gives a request it cannot parse, by the parser's error code. */
const CLIENT_ERROR_STATUS: Record<string, number> = {
  HPE_HEADER_OVERFLOW: 431,
  HPE_CHUNK_EXTENSIONS_OVERFLOW: 413,
  ERR_HTTP_REQUEST_TIMEOUT: 408,
};

/**
 * The server's `clientError` listener: a request Node cannot parse (a space in its path, headers
 * past the limit) answers as any other error, JSON with the site's security headers, where Node
 * alone would send a bare status line. Nothing is written into an answer already under way.
 */
export function answerClientErrors(securityHeaders: OutgoingHttpHeaders) {
  const headerLines = Object.entries(securityHeaders)
    .map(([name, value]) => `${name}: ${String(value)}\r\n`)
    .join('');
  return (error: NodeJS.ErrnoException & { rawPacket?: Buffer }, socket: Duplex) => {
    const inFlight = (socket as { _httpMessage?: { headersSent?: boolean } })._httpMessage;
    if (error.code === 'ECONNRESET' || !socket.writable || inFlight?.headersSent) return void socket.destroy();
    const status = CLIENT_ERROR_STATUS[error.code ?? ''] ?? 400;
    // An answer to HEAD has no body: a client reading one would take the body for another answer.
    const head = error.rawPacket?.toString('latin1', 0, 5).toUpperCase() === 'HEAD ';
    const body = head ? '' : JSON.stringify({ code: status, message: STATUS_CODES[status] });
    // As Node does: the answer, then the connection closed, whether or not the client reads it.
    socket.end(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Type: application/json; charset=utf-8\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\nCache-Control: no-store\r\n${headerLines}Connection: close\r\n\r\n${body}`,
      () => socket.destroy(),
    );
  };
}
