import http from 'node:http';

/**
 * A round-robin proxy in front of apps on 127.0.0.1 (each answer names its app's port in `x-upstream`), as a
 * load balancer would be: each app's GET /api/ready is polled every `pollMs`, and an app that answers
 * anything but 200 (starting, stopping, gone) gets no new requests until it is ready again. With no app
 * ready, requests still go round (and get whatever the apps answer).
 */
export function roundRobin(ports: readonly number[], options: { pollMs?: number } = {}): http.Server {
  const ready = new Map(ports.map((port) => [port, true]));
  let next = 0;
  const poll = setInterval(() => {
    for (const port of ports) {
      fetch(`http://127.0.0.1:${port}/api/ready`, { signal: AbortSignal.timeout(1000) }).then(
        async (res) => {
          await res.arrayBuffer();
          ready.set(port, res.status === 200);
        },
        // Refused or reset: the app is gone. A slow answer (a loaded machine) changes nothing: the
        // specs on two instances count on requests alternating.
        (error: unknown) => {
          if (!(error instanceof Error && error.name === 'TimeoutError')) ready.set(port, false);
        },
      );
    }
  }, options.pollMs ?? 250);
  const server = http.createServer((request, response) => {
    const candidates = ports.filter((port) => ready.get(port));
    const pool = candidates.length > 0 ? candidates : ports;
    const port = pool[next++ % pool.length]!;
    const upstream = http.request(
      { host: '127.0.0.1', port, method: request.method, path: request.url, headers: request.headers },
      (answer) => {
        response.writeHead(answer.statusCode ?? 502, { ...answer.headers, 'x-upstream': String(port) });
        answer.pipe(response);
      },
    );
    upstream.on('error', () => {
      if (!response.headersSent) response.writeHead(502);
      response.end();
    });
    request.pipe(upstream);
  });
  server.on('close', () => clearInterval(poll));
  return server;
}
