import { HttpError } from '@newsroom/contracts';

export interface ApiFetchOptions extends Omit<RequestInit, 'body'> {
  /** Sent as a JSON body with the matching Content-Type. */
  json?: unknown;
}

/**
 * The one way every app calls the API. Cookies always go along; a non-OK answer throws
 * `HttpError` whose message is "<status>: <response text>" (spec section 7); a successful
 * answer is parsed as JSON (an empty body gives null).
 */
export async function apiFetch<T>(url: string, options: ApiFetchOptions = {}): Promise<T> {
  return (await apiFetchWithHeaders<T>(url, options)).data;
}

/** apiFetch, with the answer's headers too (a page of a list carries its total in one). */
export async function apiFetchWithHeaders<T>(
  url: string,
  options: ApiFetchOptions = {},
): Promise<{ data: T; headers: Headers }> {
  const { json, headers, ...init } = options;
  const res = await fetch(url, {
    credentials: 'include',
    ...init,
    headers: json === undefined ? headers : { 'Content-Type': 'application/json', ...headers },
    body: json === undefined ? undefined : JSON.stringify(json),
  });
  const text = await res.text();
  if (!res.ok) throw new HttpError(res.status, text || res.statusText);
  return { data: (text ? JSON.parse(text) : null) as T, headers: res.headers ?? new Headers() };
}

/** GET that answers null instead of throwing on 401 (the "who am I" call). */
export async function apiFetchOrNullOn401<T>(url: string, options: ApiFetchOptions = {}): Promise<T | null> {
  try {
    return await apiFetch<T>(url, options);
  } catch (error) {
    if (error instanceof HttpError && error.status === 401) return null;
    throw error;
  }
}
