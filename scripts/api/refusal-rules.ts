/**
 * What the contract must pin of refusals (issue 21): every POST call at least one refusal (an HTTP status
 * other than 200, or a business code), HTTP 401 and HTTP 403 each at least once, and every paged list call
 * an empty page. Answers one line per gap; none when all is pinned.
 */
import type { Endpoint } from '../../src/adapters/api/catalogue/endpoint';
import { type PactInteraction, pinnedBy, refusalsOf } from './openapi-document';

/** A paged list: its answer is `{list, total, page, page_size}`. */
const isPaged = (e: Endpoint): boolean => {
  const shape = (e.response as { def?: { shape?: Record<string, unknown> } }).def?.shape;
  return shape !== undefined && ['list', 'total', 'page', 'page_size'].every((key) => key in shape);
};

const emptyList = (i: PactInteraction): boolean => {
  const content = i.response.body?.content;
  if (!content || typeof content !== 'object' || Array.isArray(content)) return false;
  const data = content.data;
  return (
    data !== null &&
    typeof data === 'object' &&
    !Array.isArray(data) &&
    Array.isArray(data.list) &&
    data.list.length === 0
  );
};

export const pagedWithoutEmptyPage = (
  endpoints: readonly Endpoint[],
  interactions: readonly PactInteraction[],
): Endpoint[] => endpoints.filter((e) => isPaged(e) && !pinnedBy(interactions, e).some(emptyList));

export const refusalProblems = (
  endpoints: readonly Endpoint[],
  interactions: readonly PactInteraction[],
): string[] => [
  ...endpoints
    .filter((e) => e.method === 'POST' && refusalsOf(interactions, e).length === 0)
    .map((e) => `${e.id}: a POST call that pins no refusal (HTTP 400 with its message, or a business code)`),
  ...[401, 403]
    .filter((status) => !interactions.some((i) => i.response.status === status))
    .map((status) => `no interaction pins HTTP ${status}`),
  ...pagedWithoutEmptyPage(endpoints, interactions).map(
    (e) => `${e.id}: a paged list that pins no empty page`,
  ),
];
