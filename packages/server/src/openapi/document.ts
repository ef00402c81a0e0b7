import {
  adminAccessRule,
  apiErrorSchema,
  apiPaths,
  webhookEnvelopeSchema,
  webhookEventSummaries,
  webhookEventTypes,
} from '@cabo/contract';
import { z } from 'zod';
import { SESSION_COOKIE } from '../sessions/middleware.ts';
import { operations, type Operation, type RawBody } from './operations.ts';

// The API's OpenAPI 3.1 document (docs/integrations.md, "OpenAPI"), built once from the
// contract: its path list, its zod schemas through zod's own JSON Schema output (draft
// 2020-12, OpenAPI 3.1's dialect), and the webhook's events.

type Json = Record<string, unknown>;

/** A zod schema as JSON Schema; `io: 'input'` for what the server parses. */
function jsonSchema(schema: z.ZodType, io: 'input' | 'output'): Json {
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, {
    target: 'draft-2020-12',
    io,
    // Dates and transforms the wire never carries as such: described as any value.
    unrepresentable: 'any',
    // Without this a schema used twice becomes a `$defs` entry, which a path cannot reach.
    reused: 'inline',
  }) as Json;
  return rest;
}

const rawTypes: Record<RawBody, string> = {
  csv: 'text/csv',
  html: 'text/html',
  text: 'text/plain',
  binary: 'application/octet-stream',
  javascript: 'text/javascript',
  xml: 'application/xml',
  message: 'message/rfc822',
};

const errorRef = { $ref: '#/components/schemas/ApiError' };

/** `/api/resorts/:slug` → `/api/resorts/{slug}`. */
export const openApiPath = (template: string) => template.replace(/:(\w+)/g, '{$1}');

/** The error answers an operation can give: its own, and those of its kind. */
function errorsOf(path: string, method: string, op: Operation): Map<number, string[]> {
  const codes = new Map<number, string[]>();
  const add = (status: number, code: string) => {
    const list = codes.get(status) ?? [];
    if (!list.includes(code)) list.push(code);
    codes.set(status, list);
  };
  if (op.body || op.query) add(400, 'validation_failed');
  if (op.body) add(400, 'invalid_json');
  if (op.auth) add(401, 'not_authenticated');
  if (op.auth === 'staff') add(403, 'forbidden');
  if (method !== 'get') add(403, 'cross_site_request');
  if (method === 'post' && !path.startsWith('/api/admin')) add(429, 'rate_limited');
  for (const [status, code] of op.errors ?? []) add(status, code);
  return codes;
}

function describeOperation(name: string, path: string, method: string, op: Operation): Json {
  const params = [...path.matchAll(/:(\w+)/g)].map(([, param]) => ({
    name: param,
    in: 'path',
    required: true,
    schema: { type: 'string' },
  }));
  const query = op.query ? jsonSchema(op.query, 'input') : null;
  const queryProps = (query?.properties ?? {}) as Record<string, Json>;
  const required = new Set((query?.required as string[] | undefined) ?? []);
  const queryParams = Object.entries(queryProps).map(([param, schema]) => ({
    name: param,
    in: 'query',
    required: required.has(param),
    schema,
  }));
  const success: Json =
    op.status === 204
      ? { description: 'Done, no content' }
      : {
          description: 'Success',
          content: op.raw
            ? { [rawTypes[op.raw]]: { schema: { type: 'string' } } }
            : {
                'application/json': {
                  schema: op.response ? jsonSchema(op.response, 'output') : {},
                },
              },
        };
  const responses: Json = { [String(op.status ?? 200)]: success };
  for (const [status, codes] of errorsOf(path, method, op)) {
    responses[String(status)] = {
      description: `Error: ${codes.map((c) => `\`${c}\``).join(', ')}`,
      content: {
        'application/json': {
          schema: {
            allOf: [errorRef, { properties: { code: { enum: codes } } }],
          },
        },
      },
    };
  }
  responses.default = {
    description: 'Any other error, in the same shape',
    content: { 'application/json': { schema: errorRef } },
  };
  const access = path.startsWith('/api/admin') ? adminAccessRule(method, path) : undefined;
  const roles =
    op.auth === 'staff'
      ? access === 'public'
        ? 'anyone'
        : (access ?? ['admin']).join(' or ')
      : null;
  return {
    operationId: `${name}${method[0]!.toUpperCase()}${method.slice(1)}`,
    summary: op.summary,
    tags: [op.tag],
    ...(roles ? { description: `Staff session with the role: ${roles}.` } : {}),
    ...(params.length + queryParams.length > 0 ? { parameters: [...params, ...queryParams] } : {}),
    ...(op.body
      ? {
          requestBody: {
            required: true,
            content: { 'application/json': { schema: jsonSchema(op.body, 'input') } },
          },
        }
      : {}),
    ...(op.multipart
      ? {
          requestBody: {
            required: true,
            content: {
              'multipart/form-data': {
                schema: {
                  type: 'object',
                  properties: {
                    files: {
                      type: 'array',
                      items: { type: 'string', contentMediaType: 'image/*' },
                    },
                  },
                },
              },
            },
          },
        }
      : {}),
    ...(op.auth ? { security: [{ session: [] }] } : {}),
    responses,
  };
}

function webhooks(): Json {
  return Object.fromEntries(
    webhookEventTypes.map((type) => [
      type,
      {
        post: {
          operationId: `webhook_${type.replace('.', '_')}`,
          summary: webhookEventSummaries[type],
          tags: ['Webhooks'],
          description:
            'Sent to the automation webhook, signed as Standard Webhooks says: the headers ' +
            '`webhook-id`, `webhook-timestamp` and `webhook-signature` ' +
            '(`v1,<base64 HMAC-SHA256 of "id.timestamp.body">`); see docs/integrations.md.',
          parameters: ['webhook-id', 'webhook-timestamp', 'webhook-signature'].map((name) => ({
            name,
            in: 'header',
            required: true,
            schema: { type: 'string' },
          })),
          requestBody: {
            required: true,
            content: {
              'application/json': { schema: jsonSchema(webhookEnvelopeSchema(type), 'output') },
            },
          },
          responses: { '200': { description: 'Any 2xx: delivered; anything else is retried' } },
        },
      },
    ]),
  );
}

/** The whole document; `serverUrl` when the public base URL is known. */
export function buildOpenApiDocument(serverUrl?: string): Json {
  const paths: Record<string, Json> = {};
  for (const [name, template] of Object.entries(apiPaths)) {
    const methods = operations[name as keyof typeof apiPaths];
    const item: Json = {};
    for (const [method, op] of Object.entries(methods)) {
      item[method] = describeOperation(name, template, method, op);
    }
    paths[openApiPath(template)] = item;
  }
  return {
    openapi: '3.1.1',
    info: {
      title: 'Cabo Concierge API',
      version: '1.0.0',
      description:
        'Every path of the site’s API and the automation webhook’s events. Errors are JSON ' +
        '`{ message, code }` (and `errors` per field for bad input).',
    },
    ...(serverUrl ? { servers: [{ url: serverUrl }] } : {}),
    paths,
    webhooks: webhooks(),
    components: {
      schemas: { ApiError: jsonSchema(apiErrorSchema, 'output') },
      securitySchemes: {
        session: {
          type: 'apiKey',
          in: 'cookie',
          name: SESSION_COOKIE,
          description:
            'The session cookie of POST /api/login (visitors) or /api/admin/login (staff); ' +
            '/api/admin paths need a staff role, as each operation says.',
        },
      },
    },
  };
}
