import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** How the stub answers the next requests: 200, 500, never, or by cutting the connection. */
export type WebhookAnswer = 'ok' | 'error' | 'silent' | 'cut';

/** The business's requests webhook played on 127.0.0.1, as an n8n webhook node with CORS open to any origin. */
export interface RequestsWebhookStub {
  url: string;
  /** The JSON bodies of the POSTs received, in order. */
  bodies: Record<string, string>[];
  answer: WebhookAnswer;
  close(): Promise<void>;
}

/**
 * Starts the stub on a free port. Preflights (`OPTIONS`) are always answered, so that what a test
 * chooses with `answer` is the fate of the request itself.
 */
export async function startRequestsWebhook(): Promise<RequestsWebhookStub> {
  const server: Server = createServer((request, response) => {
    response.setHeader('Access-Control-Allow-Origin', '*');
    response.setHeader('Access-Control-Allow-Headers', 'content-type');
    response.setHeader('Access-Control-Allow-Methods', 'POST, OPTIONS');
    if (request.method === 'OPTIONS') return void response.writeHead(204).end();
    let raw = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => (raw += chunk));
    request.on('end', () => {
      stub.bodies.push(JSON.parse(raw) as Record<string, string>);
      if (stub.answer === 'cut') return void request.socket.destroy();
      if (stub.answer === 'silent') return;
      response.setHeader('Content-Type', 'application/json');
      if (stub.answer === 'error') return void response.writeHead(500).end('{"message":"Workflow failed"}');
      response.end('{"message":"Workflow was started"}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const stub: RequestsWebhookStub = {
    url: `http://127.0.0.1:${port}/webhook/demandes`,
    bodies: [],
    answer: 'ok',
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
  return stub;
}
