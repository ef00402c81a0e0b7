import type { ApiError } from '@cabo/contract';
import { delay, http, HttpResponse, type HttpHandler } from 'msw';
import { internalError } from './auth.ts';

/** The server's 404 for an unknown slug or id, with the spec's not-found title. */
export const notFound = (message: string): Response =>
  HttpResponse.json<ApiError>({ message, code: 'not_found' }, { status: 404 });

/** A GET that fails with the server's 500 body, for error states. */
export const getError = (...paths: string[]): HttpHandler[] =>
  paths.map((path) => http.get(path, internalError));

/** A GET that never answers, for loading states. */
export const getSlow = (...paths: string[]): HttpHandler[] =>
  paths.map((path) =>
    http.get(path, async () => {
      await delay('infinite');
      return new HttpResponse(null, { status: 204 });
    }),
  );
