// The client side of the contract (shared/contract): every endpoint called by name with typed input and a typed
// answer (`api.clubs.get({ params: { id } })`), and swr hooks over them. No page builds an /api address itself.
import useSWR, { type SWRConfiguration } from 'swr';
import type { z } from 'zod';
import { contract, type AnswerOf, type Contract, type Endpoint, type EndpointGroup } from '../../shared/contract';
import { ApiError } from './api-error';
import { apiRequest, type RequestOptions } from './client';

type In<S> = S extends z.ZodType ? z.input<S> : never;
type ParamValue = string | number;
type QueryValue = string | number | boolean | null | undefined | readonly (string | number)[];
/** Each alternative of a query union on its own (a club search or the admin club list). */
type QueryOf<S> = In<S> extends infer U ? (U extends object ? { [K in keyof U]?: QueryValue } : never) : never;

/** What a call takes: the path's parameters, the query and the body, as the endpoint declares them. */
export type CallInput<E extends Endpoint> = (E['params'] extends z.ZodType
  ? { params: { [K in keyof In<E['params']>]: ParamValue } }
  : { params?: undefined }) &
  (E['query'] extends z.ZodType ? { query?: QueryOf<E['query']> } : { query?: undefined }) &
  (E['body'] extends z.ZodType ? { body: In<E['body']> } : { body?: undefined });

/** The inner `data` of a `{ data }` answer. */
export type DataOf<E extends Endpoint> = AnswerOf<E> extends { data: infer D } ? D : never;

interface LooseInput {
  params?: Record<string, ParamValue>;
  query?: Record<string, QueryValue>;
  body?: unknown;
}

/** The address of a call: `/api` + the path with its parameters + the query (lists comma-separated). */
export function urlOf<E extends Endpoint>(endpoint: E, input: CallInput<E>): string {
  const { params, query } = input as LooseInput;
  const path = endpoint.path.replace(/\{([A-Za-z0-9_]+)\}/g, (_m, name: string) => {
    const value = params?.[name];
    if (value === undefined) throw new Error(`${endpoint.path}: ${name} is missing`);
    return encodeURIComponent(String(value));
  });
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value === undefined || value === null) continue;
    search.set(key, Array.isArray(value) ? value.join(',') : String(value));
  }
  const text = search.toString();
  return `/api${path}${text ? `?${text}` : ''}`;
}

/** Calls an endpoint; resolves with its whole answer (envelope included), rejects with an ApiError. */
export function call<E extends Endpoint>(endpoint: E, input: CallInput<E>, options: RequestOptions = {}): Promise<AnswerOf<E>> {
  return apiRequest<AnswerOf<E>>(endpoint.method, urlOf(endpoint, input), {
    ...options,
    body: (input as LooseInput).body,
    idempotent: options.idempotent ?? endpoint.idempotent,
  });
}

type GroupClient<G extends EndpointGroup> = {
  [K in keyof G]: (input: CallInput<G[K]>, options?: RequestOptions) => Promise<AnswerOf<G[K]>>;
};

/** Every endpoint of the contract as a function: `await api.persons.get({ params: { id } })`. */
export const api = Object.fromEntries(
  Object.entries(contract).map(([groupName, group]) => [
    groupName,
    Object.fromEntries(
      Object.entries(group as EndpointGroup).map(([name, endpoint]) => [
        name,
        (input: CallInput<Endpoint>, options?: RequestOptions) => call(endpoint, input, options),
      ]),
    ),
  ]),
) as unknown as { [G in keyof Contract]: GroupClient<Contract[G]> };

export const isNotFound = (error: unknown): boolean =>
  error instanceof ApiError && (error.status === 404 || error.status === 400);

interface DataOptions<T> extends SWRConfiguration<T, ApiError> {
  /**
   * The page shows "not found" itself: a 404 (or 400 for an id the server refuses) is the hook's `notFound`, not a
   * toast or the error page.
   */
  notFoundState?: boolean;
}

/**
 * swr over a `{ data }` endpoint: the key is the call's address (so `mutate(urlOf(...))` refreshes it), the value the
 * inner data. `input` null asks nothing (not signed in yet, a malformed id in the page's address).
 */
export function useData<E extends Endpoint>(endpoint: E, input: CallInput<E> | null, options: DataOptions<DataOf<E>> = {}) {
  const { notFoundState, ...config } = options;
  const key = input && endpoint.method === 'GET' ? urlOf(endpoint, input) : null;
  const result = useSWR<DataOf<E>, ApiError>(
    key,
    async () => {
      const answer = await call(endpoint, input!, notFoundState ? { ownErrors: isNotFound } : {});
      return (answer as { data: DataOf<E> }).data;
    },
    config,
  );
  return { ...result, notFound: isNotFound(result.error) };
}

/** swr over a whole answer (a list with its `meta`); the key is marked so it never meets a `useData` value. */
export function useAnswer<E extends Endpoint>(
  endpoint: E,
  input: CallInput<E> | null,
  config: SWRConfiguration<AnswerOf<E>, ApiError> = {},
) {
  const key = input && endpoint.method === 'GET' ? `answer:${urlOf(endpoint, input)}` : null;
  return useSWR<AnswerOf<E>, ApiError>(key, () => call(endpoint, input!), config);
}
