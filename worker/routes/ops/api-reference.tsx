/**
 * The operator view's API reference (docs/api.md "The contract"): /__ops/api renders the
 * commerce API's OpenAPI document (GET /api/openapi.json of the configured upstream, through
 * the storefront's own path to it) as a page: each call with its parameters, body and
 * answers, grouped by feature, the schemas as JSON under a disclosure. Server-rendered with
 * no script, so it works offline and adds nothing to any shopper's page.
 */
import type { Context } from 'hono';
import { isRecord } from '../../../shared/json';
import type { AppEnv } from '../../context';
import { OPS_PATH, OpsDocument } from './pages';
import { timedCall } from './status';

type OpsContext = Context<AppEnv>;

export const API_REFERENCE_PATH = `${OPS_PATH}/api`;

const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;

type Json = Record<string, unknown>;
type Read = { ok: true; document: Json } | { ok: false; message: string };

const recordOr = (value: unknown): Json => (isRecord(value) ? value : {});
const textOf = (value: unknown) => (typeof value === 'string' ? value : '');

async function readDocument(c: OpsContext): Promise<Read> {
  const { response, error } = await timedCall(c, { method: 'GET', path: '/api/openapi.json' });
  if (!response) return { ok: false, message: `The commerce API could not be reached: ${error}` };
  const document: unknown = await response.json().catch(() => null);
  if (!response.ok || !isRecord(document) || !isRecord(document.paths))
    return { ok: false, message: `The commerce API answered ${response.status} without an OpenAPI document` };
  return { ok: true, document };
}

function SchemaBlock({ label, schema }: { label: string; schema: unknown }) {
  return (
    <details>
      <summary>{label}</summary>
      <pre>{JSON.stringify(schema, null, 2)}</pre>
    </details>
  );
}

/** A call's own parameters; the shared ones (locale and sid, on every call) are listed once, at the top. */
function Parameters({ parameters }: { parameters: unknown[] }) {
  const rows = parameters.map(recordOr).filter((parameter) => !('$ref' in parameter));
  if (rows.length === 0) return null;
  return (
    <table>
      <thead>
        <tr>
          <th scope="col">Parameter</th>
          <th scope="col">In</th>
          <th scope="col">Required</th>
          <th scope="col">What</th>
          <th scope="col">Schema</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={`${textOf(row.in)} ${textOf(row.name)}`}>
            <td>
              <code>{textOf(row.name)}</code>
            </td>
            <td>{textOf(row.in)}</td>
            <td>{row.required === true ? 'yes' : 'no'}</td>
            <td>{textOf(row.description)}</td>
            <td>
              <code>{JSON.stringify(row.schema ?? {})}</code>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function Operation({ method, path, operation }: { method: string; path: string; operation: Json }) {
  const body = recordOr(recordOr(operation.requestBody).content);
  const security = Array.isArray(operation.security) ? operation.security.flatMap((entry) => Object.keys(recordOr(entry))) : [];
  return (
    <section id={textOf(operation.operationId)}>
      <h3>
        <code>{`${method.toUpperCase()} ${path}`}</code>
      </h3>
      <p>{textOf(operation.summary)}</p>
      {textOf(operation.description) && <p className="hint">{textOf(operation.description)}</p>}
      {security.length > 0 && <p>{`Key: ${security.join(' or ')}`}</p>}
      <Parameters parameters={Array.isArray(operation.parameters) ? operation.parameters : []} />
      {Object.entries(body).map(([media, content]) => (
        <SchemaBlock key={media} label={`Body (${media})`} schema={recordOr(content).schema ?? {}} />
      ))}
      <table>
        <thead>
          <tr>
            <th scope="col">Answer</th>
            <th scope="col">When</th>
            <th scope="col">Body</th>
          </tr>
        </thead>
        <tbody>
          {Object.entries(recordOr(operation.responses)).map(([status, response]) => {
            const content = recordOr(recordOr(response).content);
            return (
              <tr key={status}>
                <td className="n">{status}</td>
                <td>{textOf(recordOr(response).description)}</td>
                <td>
                  {Object.entries(content).map(([media, entry]) => (
                    <SchemaBlock key={media} label={media} schema={recordOr(entry).schema ?? {}} />
                  ))}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </section>
  );
}

function ApiReferencePage({ read }: { read: Read }) {
  if (!read.ok)
    return (
      <OpsDocument title="API reference">
        <p>
          <a href={OPS_PATH}>Back to the operator view</a>
        </p>
        <h1>Commerce API reference</h1>
        <p className="notice error" role="alert">
          {read.message}
        </p>
      </OpsDocument>
    );
  const { document } = read;
  const info = recordOr(document.info);
  const components = recordOr(document.components);
  const operations = Object.entries(recordOr(document.paths)).flatMap(([path, item]) =>
    METHODS.filter((method) => isRecord(recordOr(item)[method])).map((method) => ({
      method,
      path,
      operation: recordOr(recordOr(item)[method]),
    })),
  );
  const tags = [...new Set(operations.map(({ operation }) => textOf((operation.tags as unknown[] | undefined)?.[0]) || 'other'))];
  return (
    <OpsDocument title="API reference">
      <p>
        <a href={OPS_PATH}>Back to the operator view</a>
      </p>
      <h1>{`${textOf(info.title)} ${textOf(info.version)}`}</h1>
      {textOf(info.description)
        .split('\n\n')
        .map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
      <h2>On every call</h2>
      <Parameters parameters={Object.values(recordOr(components.parameters))} />
      <p>
        {`${operations.length} calls. The document itself, OpenAPI ${textOf(document.openapi)}: `}
        <a href="/api/openapi.json">/api/openapi.json</a>
      </p>
      {tags.map((tag) => (
        <section key={tag}>
          <h2>{tag}</h2>
          {operations
            .filter(({ operation }) => (textOf((operation.tags as unknown[] | undefined)?.[0]) || 'other') === tag)
            .map(({ method, path, operation }) => (
              <Operation key={`${method} ${path}`} method={method} path={path} operation={operation} />
            ))}
        </section>
      ))}
      <h2>Schemas</h2>
      {Object.entries(recordOr(components.schemas)).map(([name, schema]) => (
        <SchemaBlock key={name} label={name} schema={schema} />
      ))}
    </OpsDocument>
  );
}

/** The page: the reference, or why the document could not be read. */
export async function apiReferencePage(c: OpsContext) {
  return <ApiReferencePage read={await readDocument(c)} />;
}
