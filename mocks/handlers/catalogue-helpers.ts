import { catalogueListQuerySchema, type ApiError } from '@cabo/contract';
import { http, HttpResponse, type HttpHandler, type JsonBodyType } from 'msw';
import { internalError, parseQuery } from './auth.ts';
import { pendingForever } from './pending.ts';

/** The server's 404 for an unknown slug or id, with the documented not-found title. */
export const notFound = (message: string): Response =>
  HttpResponse.json<ApiError>({ message, code: 'not_found' }, { status: 404 });

/** A GET that fails with the server's 500 body, for error states. */
export const getError = (...paths: string[]): HttpHandler[] =>
  paths.map((path) => http.get(path, internalError));

/** A GET that never answers, for loading states. */
export const getSlow = (...paths: string[]): HttpHandler[] =>
  paths.map((path) => http.get(path, pendingForever));

interface CatalogueEndpoint<Summary, Detail> {
  listPath: string;
  /** The detail path; its one `:param` is given to `find`. */
  detailPath: string;
  list: Summary[];
  find: (param: string) => Detail | undefined;
  notFoundMessage: string;
}

/**
 * The four handler groups of a catalogue list and its detail page: `ok` answers with the
 * fixtures (the list's first `limit` with `?limit=N`, as the server), `empty` with no items (and a 404 for every detail), `error` with the server's
 * 500, `slow` never answers.
 */
export function catalogueHandlers<Summary, Detail extends JsonBodyType>({
  listPath,
  detailPath,
  list,
  find,
  notFoundMessage,
}: CatalogueEndpoint<Summary, Detail>) {
  return {
    ok: [
      http.get(listPath, ({ request }) => {
        const query = parseQuery(request, catalogueListQuerySchema);
        if (!query.ok) return query.response;
        return HttpResponse.json<Summary[]>(list.slice(0, query.data.limit));
      }),
      http.get(detailPath, ({ params }) => {
        const item = find(String(Object.values(params)[0]));
        return item === undefined ? notFound(notFoundMessage) : HttpResponse.json<Detail>(item);
      }),
    ],
    empty: [
      http.get(listPath, () => HttpResponse.json<Summary[]>([])),
      http.get(detailPath, () => notFound(notFoundMessage)),
    ],
    error: getError(listPath, detailPath),
    slow: getSlow(listPath, detailPath),
  };
}
