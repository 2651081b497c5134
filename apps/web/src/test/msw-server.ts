import { http, type PathParams } from 'msw';
import { setupServer } from 'msw/node';

/**
 * The web tests' one mock API (MSW). `src/test/setup.ts` starts it for every file, fails any call no
 * handler answers, and drops each test's handlers after it: a test answers the calls it expects with
 * `server.use(http.get('/api/…', …))`, or with `answerApi` for a fake server kept in memory.
 */
export const server = setupServer();

/** A call as a test sees it: method, path without `/api`, query, JSON body and headers. */
export type ApiCall = {
  method: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
  headers: Record<string, string>;
};

/** Reads a request the mock API received as an `ApiCall` (a handler records what it saw with it). */
export async function readCall(request: Request): Promise<ApiCall> {
  const address = new URL(request.url);
  const text = await request.text();
  return {
    method: request.method,
    path: address.pathname.replace(/^\/api/, ''),
    query: address.searchParams,
    body: text ? JSON.parse(text) : undefined,
    headers: Object.fromEntries(request.headers.entries()),
  };
}

/**
 * A route's answer that first records the call in `calls`: `server.use(http.get('/api/x', recorded(calls,
 * (call) => HttpResponse.json(…))))`. `Call` may name only the parts (and body type) a test reads; the
 * answer also gets the route's parameters (`:id`).
 */
export function recorded<Call = ApiCall>(
  calls: Call[],
  answer: (call: Call, params: PathParams) => Response | Promise<Response>,
) {
  return async ({ request, params }: { request: Request; params: PathParams }) => {
    const call = (await readCall(request)) as unknown as Call;
    calls.push(call);
    return answer(call, params);
  };
}

/** Answers every call of this test with `answer` (a fake server in memory), through MSW. */
export function answerApi(answer: (call: ApiCall) => Response | Promise<Response>) {
  server.use(http.all('*', async ({ request }) => answer(await readCall(request))));
}
