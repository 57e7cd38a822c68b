import { SERVER_MESSAGES } from '@tvet/contract';

/** An answer the server chose to give: the status code and a sentence a person can act on. */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly fields?: Record<string, string>,
  ) {
    super(message);
  }
}

export const badRequest = (msg: string, fields?: Record<string, string>) => new AppError(400, msg, fields);
export const unauthorized = (msg: string = SERVER_MESSAGES.signInRequired) => new AppError(401, msg);
export const forbidden = (msg: string = SERVER_MESSAGES.forbidden) => new AppError(403, msg);
export const notFound = (msg: string = SERVER_MESSAGES.notFound) => new AppError(404, msg);
export const conflict = (msg: string, fields?: Record<string, string>) => new AppError(409, msg, fields);
