import { HttpError } from '../errors.ts';

/** A catalogue lookup that found nothing; the message is the spec's not-found title. */
export function notFound(message: string): HttpError {
  return new HttpError(404, 'not_found', message);
}
