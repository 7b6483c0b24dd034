import { mkdtemp, rm } from 'node:fs/promises';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { buildSite } from '../../generator/build.js';
import { createMemoryLogger } from '../../generator/log.js';
import { serveSite } from '../../generator/serve/serveSite.js';
import { startChatStub } from '../helpers/chatStub.js';
import { repoRoot } from '../helpers/tempSite.js';
import { departementOf, townSample, type SampledTown } from './townSample.js';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    outDir: string;
    /** The pages every gate (axe, html-validate, typography, page checks) visits: the hand-written ones and a sample of the generated ones. */
    routes: { path: string; file: string; title: string }[];
    /** The sample of pages generated from content/local/towns.csv among `routes` (see townSample). */
    townSample: SampledTown[];
    /** The département files that pages are generated from, to check that the sample covers each. */
    townDepartements: string[];
    /** EmailJS settings the test build was made with. */
    emailjs: { publicKey: string; serviceId: string; quoteTemplate: string; demoTemplate: string };
    /** The stub chat webhook the test build points to. */
    chatWebhookUrl: string;
  }
}

/** EmailJS settings of the test build: the API itself is intercepted by the tests. */
export const testEmailjs = {
  publicKey: 'test-public-key',
  serviceId: 'service_test',
  quoteTemplate: 'template_quote',
  demoTemplate: 'template_demo',
};

let server: Server | undefined;
let chatServer: Server | undefined;
let outDir = '';

/** Builds the real site once into a temporary folder and serves it for every browser test. */
export async function setup(project: TestProject): Promise<void> {
  outDir = path.join(await mkdtemp(path.join(tmpdir(), 'site-browser-')), 'out');
  const chat = await startChatStub();
  chatServer = chat.server;
  const env = {
    SITE_CHAT_WEBHOOK_URL: chat.url,
    SITE_EMAILJS_PUBLIC_KEY: testEmailjs.publicKey,
    SITE_EMAILJS_SERVICE_ID: testEmailjs.serviceId,
    SITE_EMAILJS_TEMPLATE_QUOTE: testEmailjs.quoteTemplate,
    SITE_EMAILJS_TEMPLATE_DEMO: testEmailjs.demoTemplate,
  };
  const result = await buildSite({ root: repoRoot, toolRoot: repoRoot, outDir, env, logger: createMemoryLogger() });
  server = await serveSite(outDir, 0);
  const { port } = server.address() as AddressInfo;
  project.provide('baseUrl', `http://127.0.0.1:${port}`);
  project.provide('outDir', outDir);
  project.provide('emailjs', testEmailjs);
  project.provide('chatWebhookUrl', chat.url);
  // Thousands of pages come from content/local/towns.csv, a few templates filled with a row
  // each: the gates visit every hand-written page and a few generated ones per département.
  const summary = (route: (typeof result.routes)[number]) => ({
    path: route.path,
    file: route.file,
    title: route.title,
  });
  const generated = result.routes.filter((route) => route.sources[0] === 'content/local/towns.csv');
  const sample = townSample(result.routes);
  project.provide('routes', [
    ...result.routes.filter((route) => route.sources[0] !== 'content/local/towns.csv').map(summary),
    ...sample.map(({ path, file, title }) => ({ path, file, title })),
  ]);
  project.provide('townSample', sample);
  project.provide('townDepartements', [...new Set(generated.map(departementOf))].sort());
}

export async function teardown(): Promise<void> {
  await new Promise((resolve) => server?.close(resolve));
  await new Promise((resolve) => chatServer?.close(resolve));
  await rm(path.dirname(outDir), { recursive: true, force: true });
}
