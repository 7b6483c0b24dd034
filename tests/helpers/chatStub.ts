import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A request the stub webhook received. */
export interface ChatCall {
  action: string;
  body: Record<string, unknown>;
}

/**
 * Plays the chat workflow's webhook on 127.0.0.1: `loadPreviousSession` gets `{"data":[]}`,
 * `sendMessage` gets `{"output": "Réponse de test à : <text>"}`. `GET /calls` lists what it received.
 */
export async function startChatStub(): Promise<{ url: string; server: Server }> {
  const calls: ChatCall[] = [];
  const server = createServer((request, response) => {
    response.setHeader('Access-Control-Allow-Origin', '*');
    response.setHeader('Access-Control-Allow-Headers', 'content-type, authorization');
    response.setHeader('Access-Control-Allow-Methods', 'GET, POST, OPTIONS');
    if (request.method === 'OPTIONS') return void response.writeHead(204).end();
    if (request.method === 'GET' && request.url === '/calls') {
      response.setHeader('Content-Type', 'application/json');
      return void response.end(JSON.stringify(calls));
    }
    let raw = '';
    request.on('data', (chunk) => (raw += chunk));
    request.on('end', () => {
      const body = raw ? (JSON.parse(raw) as Record<string, unknown>) : {};
      const action = String(body.action ?? '');
      calls.push({ action, body });
      response.setHeader('Content-Type', 'application/json');
      response.end(
        JSON.stringify(
          action === 'sendMessage' ? { output: `Réponse de test à : ${String(body.chatInput)}` } : { data: [] },
        ),
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}/webhook/chat`, server };
}
