import { answerApi } from '../../../test/msw-server';

type TutoringCall = { method: string; path: string; query: URLSearchParams; body: unknown };
type Answer = { status?: number; body: unknown };
type Route = (call: TutoringCall) => Answer | undefined;

/** An error answer as the server sends it: the code, its message and the values its text names. */
export const refusal = (status: number, code: string, params?: Record<string, unknown>): Answer => ({
  status,
  body: { code, message: code, ...(params ? { params } : {}) },
});

/**
 * Answers (through the mock API) the tutoring calls a test answers (the first route that answers wins; anything else
 * is a 404), and records every call with its path (without /api), query and JSON body.
 */
export function fakeTutoringServer(route: Route) {
  const calls: TutoringCall[] = [];
  answerApi(({ method, path, query, body }) => {
    const call: TutoringCall = { method, path, query, body };
    calls.push(call);
    const answer = route(call) ?? refusal(404, 'system.not-found');
    return new Response(JSON.stringify(answer.body), { status: answer.status ?? 200 });
  });
  return { calls };
}
