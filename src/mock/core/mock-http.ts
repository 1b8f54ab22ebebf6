/** A call as the mock backend sees it, whatever carried it (in-page fetch or Node HTTP). */
export interface MockRequest {
  readonly method: string;
  /** Path, possibly with a query string: `/api/v1/user/zhiList?page=1&page_size=10`. */
  readonly path: string;
  /** Header names in lower case. */
  readonly headers: Readonly<Record<string, string>>;
  readonly body: string | null;
}

/** An HTTP answer, or `{drop: true}`: the connection is cut without an answer. */
export type MockResponse =
  | { readonly status: number; readonly headers: Readonly<Record<string, string>>; readonly body: string }
  | { readonly drop: true };

export const JSON_HEADERS: Readonly<Record<string, string>> = {
  'content-type': 'application/json; charset=utf-8',
};

/** A JSON answer. */
export const jsonResponse = (status: number, body: unknown): MockResponse => ({
  status,
  headers: JSON_HEADERS,
  body: JSON.stringify(body),
});

/** The `{code, msg}` answer of a failure. */
export const errorResponse = (status: number, code: number, msg: string): MockResponse =>
  jsonResponse(status, { code, msg });

export const isDrop = (response: MockResponse): response is { readonly drop: true } => 'drop' in response;
