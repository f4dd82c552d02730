import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import { ROOT } from './server';

/**
 * docker-compose.yml and its override files read as Compose reads them, without Docker (this machine has
 * none): YAML with merge keys (`<<: *anchor`), then `${VAR}` interpolation by Compose's rules.
 */

export type Service = {
  image?: string;
  build?: unknown;
  entrypoint?: string[];
  command?: string[];
  environment?: Record<string, string | number | boolean>;
  ports?: string[];
  volumes?: (
    | string
    | { type: string; source: string; target: string; read_only?: boolean; volume?: { subpath?: string } }
  )[];
  networks?: string[];
  depends_on?: Record<string, { condition: string }>;
  healthcheck?: { test?: string[]; disable?: boolean; start_period?: string };
  restart?: string;
  deploy?: { replicas?: string | number };
  user?: string;
  network_mode?: string;
};

export type ComposeFile = {
  services: Record<string, Service>;
  networks?: Record<string, { ipam?: { config?: { subnet: string }[] } } | null>;
  volumes?: Record<string, unknown>;
};

export const composeText = (file: string): string => readFileSync(join(ROOT, file), 'utf8');

export const parseCompose = (text: string): ComposeFile => parse(text, { merge: true }) as ComposeFile;

/** One `${…}` reference: its name and how Compose treats it when unset (`:-` default, `:?` required). */
export type VariableReference = { name: string; form: 'plain' | 'default' | 'required'; argument: string };

const REFERENCE = /\$\{([A-Za-z_][A-Za-z0-9_]*)(?:(:?[-?])([^}]*))?\}/g;

/** Every `${VAR…}` of a text; `$$` is Compose's escape for a literal `$` and is skipped. */
export function variableReferences(text: string): VariableReference[] {
  const unescaped = text.replaceAll('$$', '');
  return [...unescaped.matchAll(REFERENCE)].map(([, name, operator, argument]) => ({
    name: name!,
    form: operator === undefined ? 'plain' : operator.endsWith('?') ? 'required' : 'default',
    argument: argument ?? '',
  }));
}

/** `$NAME` without braces: Compose would interpolate it too, silently. The files use braces only. */
export const bareReferences = (text: string): string[] =>
  [...text.replaceAll('$$', '').matchAll(/\$(?!\{)([A-Za-z_][A-Za-z0-9_]*)/g)].map(([, name]) => name!);

/**
 * The parsed file with every string's references replaced by this environment (.env's values), in
 * Compose's order: YAML first, then each string value (so `KEY: ${EMPTY:-}` is the empty string, never
 * YAML's null, which Compose would read as "take KEY from the shell").
 */
export function resolveCompose<T>(node: T, env: Record<string, string>): T {
  if (typeof node === 'string') return interpolate(node, env) as T;
  if (Array.isArray(node)) return node.map((item: unknown) => resolveCompose(item, env)) as T;
  if (node !== null && typeof node === 'object')
    return Object.fromEntries(
      Object.entries(node).map(([key, value]) => [key, resolveCompose(value, env)]),
    ) as T;
  return node;
}

/** One string with every reference replaced as Compose would. */
export function interpolate(text: string, env: Record<string, string>): string {
  return text
    .split('$$')
    .map((part) =>
      part.replace(REFERENCE, (_all, name: string, operator: string | undefined, argument = '') => {
        const value = env[name];
        const unset = value === undefined || (operator?.startsWith(':') === true && value === '');
        if (!unset) return value;
        if (operator?.endsWith('?')) throw new Error(`${name}: ${argument}`);
        return operator ? argument : '';
      }),
    )
    .join('$');
}
