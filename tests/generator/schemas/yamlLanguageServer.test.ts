import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { repoRoot } from '../../helpers/tempSite.js';

// What an editor shows, without an editor: the YAML language server behind VS Code's YAML
// extension, driven over stdio with the committed .vscode/settings.json, on a content file with
// the two mistakes the issue names. It proves the schemas and their mapping work where it matters.

type Message = { id?: number; method?: string; params?: any; result?: any };

class LanguageServer {
  private buffer = Buffer.alloc(0);
  private nextId = 1;
  private waiting = new Map<number, (result: unknown) => void>();
  private listeners: ((message: Message) => void)[] = [];
  constructor(
    private child: ChildProcessWithoutNullStreams,
    private settings: unknown,
  ) {
    child.stdout.on('data', (chunk: Buffer) => this.receive(chunk));
  }
  send(message: object): void {
    const body = Buffer.from(JSON.stringify({ jsonrpc: '2.0', ...message }));
    this.child.stdin.write(Buffer.concat([Buffer.from(`Content-Length: ${body.length}\r\n\r\n`), body]));
  }
  request(method: string, params: unknown): Promise<any> {
    const id = this.nextId++;
    this.send({ id, method, params });
    return new Promise((resolve) => this.waiting.set(id, resolve));
  }
  notification(method: string, until: (params: any) => boolean): Promise<any> {
    return new Promise((resolve) =>
      this.listeners.push((message) => message.method === method && until(message.params) && resolve(message.params)),
    );
  }
  private receive(chunk: Buffer): void {
    this.buffer = Buffer.concat([this.buffer, chunk]);
    for (;;) {
      const header = this.buffer.indexOf('\r\n\r\n');
      if (header < 0) return;
      const length = Number(/Content-Length: (\d+)/i.exec(this.buffer.subarray(0, header).toString())?.[1]);
      if (this.buffer.length < header + 4 + length) return;
      const message = JSON.parse(this.buffer.subarray(header + 4, header + 4 + length).toString()) as Message;
      this.buffer = this.buffer.subarray(header + 4 + length);
      this.handle(message);
    }
  }
  private handle(message: Message): void {
    if (message.id !== undefined && message.method === 'workspace/configuration') {
      this.send({
        id: message.id,
        result: message.params.items.map((item: { section?: string }) =>
          item.section === 'yaml' ? this.settings : null,
        ),
      });
    } else if (message.id !== undefined && message.method) {
      this.send({ id: message.id, result: null });
    } else if (message.id !== undefined) {
      this.waiting.get(message.id)?.(message.result);
    } else {
      for (const listener of this.listeners) listener(message);
    }
  }
}

describe('the YAML language server with the committed settings', () => {
  let child: ChildProcessWithoutNullStreams;
  let server: LanguageServer;
  const uri = pathToFileURL(path.join(repoRoot, 'content/local/metz.yaml')).href;
  let text = '';

  beforeAll(async () => {
    const settings = JSON.parse(await readFile(path.join(repoRoot, '.vscode/settings.json'), 'utf8'));
    const yaml = {
      schemas: settings['yaml.schemas'],
      validate: true,
      completion: true,
      hover: true,
      schemaStore: { enable: false },
    };
    child = spawn(
      process.execPath,
      [path.join(repoRoot, 'node_modules/yaml-language-server/bin/yaml-language-server'), '--stdio'],
      { cwd: repoRoot },
    );
    server = new LanguageServer(child, yaml);
    const root = pathToFileURL(repoRoot).href.replace(/\/$/, '');
    await server.request('initialize', {
      processId: process.pid,
      rootUri: root,
      workspaceFolders: [{ uri: root, name: 'site' }],
      capabilities: {
        workspace: { configuration: true, workspaceFolders: true },
        textDocument: {
          completion: { completionItem: { snippetSupport: false } },
          hover: { contentFormat: ['markdown', 'plaintext'] },
        },
      },
    });
    server.send({ method: 'initialized', params: {} });
    server.send({ method: 'workspace/didChangeConfiguration', params: { settings: { yaml } } });
    text = (await readFile(path.join(repoRoot, 'content/local/metz.yaml'), 'utf8'))
      .replace(/^title:/m, 'titel:')
      .replace(/replyHours: \d+/, 'replyHours: deux');
  }, 60_000); // the server takes seconds to start on a loaded machine
  afterAll(() => child?.kill());

  it('underlines `titel:` and `replyHours: deux` as soon as the file is opened', async () => {
    const published = server.notification(
      'textDocument/publishDiagnostics',
      (params) => params.uri === uri && params.diagnostics.length > 0,
    );
    server.send({
      method: 'textDocument/didOpen',
      params: { textDocument: { uri, languageId: 'yaml', version: 1, text } },
    });
    const { diagnostics } = await published;
    const lines = text.split('\n');
    const found = diagnostics.map(
      (diagnostic: any) => `${lines[diagnostic.range.start.line]?.trim()} → ${diagnostic.message}`,
    );
    expect(found).toContain(`titel: ${/^titel: (.*)$/m.exec(text)![1]} → Property titel is not allowed.`);
    expect(found).toContain('replyHours: deux → Incorrect type. Expected "integer".');
  });

  it('completes field names and shows the French description on hover', async () => {
    const lines = text.split('\n');
    const kindLine = lines.findIndex((line) => line.startsWith('kind:'));
    const hover = await server.request('textDocument/hover', {
      textDocument: { uri },
      position: { line: kindLine, character: 1 },
    });
    expect(hover.contents.value).toContain(
      'Ville (`city`) ou département (`department`).\n\nAllowed Values:\n\n* `city`\n* `department`',
    );

    // A new line at the top level: the fields still missing are offered (`title`, renamed `titel`), not those present.
    server.send({
      method: 'textDocument/didChange',
      params: {
        textDocument: { uri, version: 2 },
        contentChanges: [{ text: [...lines.slice(0, kindLine + 1), '', ...lines.slice(kindLine + 1)].join('\n') }],
      },
    });
    const completion = await server.request('textDocument/completion', {
      textDocument: { uri },
      position: { line: kindLine + 1, character: 0 },
    });
    const labels = (completion.items ?? completion).map((item: { label: string }) => item.label);
    expect(labels).toContain('title');
    expect(labels).not.toContain('kind');
  });
});
