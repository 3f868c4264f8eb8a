import { AppError, type ErrorCode } from '../errors';

/**
 * A refusal only HTTP can make, with the headers the status calls for: 401 with `WWW-Authenticate`, 405 with
 * `Allow`, 429 with `Retry-After`. Its code is still one of the table's, so every door words it alike.
 */
export class HttpRefusal extends AppError {
  constructor(
    code: ErrorCode,
    message: string,
    readonly headers: Record<string, string>,
  ) {
    super(code, message);
    this.name = 'HttpRefusal';
  }
}
