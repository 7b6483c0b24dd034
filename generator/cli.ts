import { Argument, Command, CommanderError, InvalidArgumentError, Option } from 'commander';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { buildSite } from './build.js';
import { checkSite } from './check.js';
import { formatError, formatProblemIn, isUserError, problemCountFr } from './errors.js';
import { langOf, langs, type Lang } from './messages/lang.js';
import { createLogger } from './log.js';
import { startDev } from './dev/devSession.js';
import { serveSite } from './serve/serveSite.js';
import { hostName } from './serve/allowedHost.js';
import { hostConfig, hostServers, type HostServer } from './host/hostConfig.js';
import { urlFormats, type UrlFormat } from './host/hostRules.js';
import { writeEditorFiles } from './schemas/editorFiles.js';

/** Where the CLI runs: the generator's own folder and the folder the user is in. */
export interface CliEnvironment {
  toolRoot: string;
  cwd: string;
}

/** Runs the `site` command line; returns the exit code (0 ok, 1 failed, 2 bad usage). */
export async function main(argv: string[], environment: CliEnvironment): Promise<number> {
  const program = createProgram(environment);
  try {
    await program.parseAsync(argv, { from: 'user' });
    return Number(process.exitCode ?? 0);
  } catch (error) {
    if (error instanceof CommanderError) return usageError(error, program, argv);
    console.error(formatError(error, langOf(process.env, program.opts<{ lang?: Lang }>().lang)));
    return isUserError(error) ? error.exitCode : 1;
  }
}

function createProgram({ toolRoot, cwd }: CliEnvironment): Command {
  const { version } = JSON.parse(readFileSync(path.join(toolRoot, 'package.json'), 'utf8')) as { version: string };
  const program = new Command('site')
    .description('Builds the French telephony marketing site from content/ into static HTML.')
    .version(version, '-v, --version', 'print the version')
    .helpOption('-h, --help', 'show this help')
    .addOption(
      new Option(
        '--lang <lang>',
        'language of content problems: fr or en (default: French when LC_ALL, LC_MESSAGES or LANG starts with fr)',
      ).choices(langs),
    )
    .showSuggestionAfterError(true)
    .exitOverride()
    .configureOutput({ writeErr: () => undefined });

  program
    .command('build')
    .description('write the whole site into the output folder (replaced only when the build succeeds)')
    .option('--out <dir>', 'output folder', 'out')
    .option('--base-url <url>', 'public address of the site (overrides SITE_BASE_URL and content/site.yaml)', parseUrl)
    .option('--drafts', 'also build the pages marked draft: true (marked as drafts, not indexed)')
    .addOption(
      new Option(
        '--format <format>',
        'URL layout: file writes /cgv as cgv.html, directory as cgv/index.html at /cgv/ (for S3, GCS and servers without rewrites)',
      )
        .choices(urlFormats)
        .default('file'),
    )
    .option('--precompress', 'also write .gz and .br files beside each HTML, CSS, JS, SVG and XML file')
    .option('--production', productionHelp)
    .option('--quiet', 'print only warnings and errors')
    .option('--verbose', 'also list each page with its size and time')
    .action(
      async (options: {
        out: string;
        baseUrl?: string;
        drafts?: boolean;
        format: UrlFormat;
        precompress?: boolean;
        production?: boolean;
        quiet?: boolean;
        verbose?: boolean;
      }) => {
        if (options.quiet && options.verbose)
          throw new CommanderError(2, 'commander.conflictingOption', '--quiet and --verbose cannot be used together');
        const lang = langOf(process.env, program.opts<{ lang?: Lang }>().lang);
        const logger = createLogger({ quiet: options.quiet, verbose: options.verbose, lang });
        await buildSite({
          root: cwd,
          toolRoot,
          outDir: options.out,
          baseUrl: options.baseUrl,
          drafts: options.drafts,
          format: options.format,
          precompress: options.precompress,
          production: options.production,
          logger,
        });
      },
    );

  program
    .command('check')
    .description('check all content, cross references and internal links without writing anything')
    .option('--production', productionHelp)
    .action(async (options: { production?: boolean }) => {
      const lang = langOf(process.env, program.opts<{ lang?: Lang }>().lang);
      const { problems, pages, warnings } = await checkSite({ root: cwd, lang, production: options.production });
      for (const warning of warnings)
        console.error(`${lang === 'fr' ? 'avertissement\u00a0:' : 'warning:'} ${warning}`);
      if (problems.length === 0) {
        console.log(
          lang === 'fr'
            ? `Aucun problème\u00a0: ${pages} pages, chaque lien mène quelque part.`
            : `No problem found: ${pages} pages, every link leads somewhere.`,
        );
        return;
      }
      console.error(problems.map((problem) => formatProblemIn(problem, lang)).join('\n'));
      console.error(
        `\n${lang === 'fr' ? `${problemCountFr(problems.length)}.` : `${problems.length === 1 ? '1 problem' : `${problems.length} problems`} found.`}`,
      );
      process.exitCode = 1;
    });

  program
    .command('serve')
    .description('serve the built site (clean URLs, 404.html for unknown paths)')
    .addOption(new Option('--port <number>', 'port to listen on').default(3000).argParser(parsePort))
    .option('--dir <dir>', 'folder to serve', 'out')
    .option('--allowed-host <name>', allowedHostHelp, collectHost, [])
    .action(async (options: { port: number; dir: string; allowedHost: string[] }) => {
      await serveSite(path.resolve(cwd, options.dir), options.port, { allowedHosts: options.allowedHost });
      console.log(`Serving ${options.dir}/ at http://localhost:${options.port} (Ctrl-C to stop)`);
      await new Promise<never>(() => undefined);
    });

  program
    .command('host-config')
    .description(
      'print the nginx server block or Apache .htaccess that serves the built site as its _headers and _redirects say',
    )
    .addArgument(new Argument('<server>', 'nginx or apache').choices(hostServers))
    .option('--dir <dir>', 'built folder', 'out')
    .option('--root <path>', 'where that folder lies on the server (nginx root; default: the folder here)')
    .option('--listen <port>', 'nginx listen: a port or address:port', '80')
    .option('--output <file>', 'write the configuration to this file (outside the built folder) instead of printing it')
    .option(
      '--tls-cert <file>',
      'nginx: serve HTTPS with this certificate (with --tls-key); --listen then redirects to it',
    )
    .option('--tls-key <file>', 'nginx: the private key of --tls-cert')
    .option('--tls-listen <port>', 'nginx listen of the HTTPS server: a port or address:port', '443')
    .action(
      async (
        server: HostServer,
        options: {
          dir: string;
          root?: string;
          listen: string;
          output?: string;
          tlsCert?: string;
          tlsKey?: string;
          tlsListen: string;
        },
      ) => {
        if (!options.tlsCert !== !options.tlsKey)
          throw new CommanderError(
            2,
            'commander.conflictingOption',
            '--tls-cert and --tls-key go together: give both, or neither',
          );
        if (options.tlsCert && server !== 'nginx')
          throw new CommanderError(
            2,
            'commander.conflictingOption',
            '--tls-cert is for nginx: Apache takes its certificate in the virtual host, not in .htaccess',
          );
        const tls =
          options.tlsCert && options.tlsKey
            ? {
                certificate: path.resolve(cwd, options.tlsCert),
                key: path.resolve(cwd, options.tlsKey),
                listen: options.tlsListen,
              }
            : undefined;
        const text = await hostConfig({
          server,
          dir: path.resolve(cwd, options.dir),
          root: options.root,
          listen: options.listen,
          output: options.output && path.resolve(cwd, options.output),
          tls,
        });
        if (text === undefined) console.error(`Wrote ${options.output}.`);
        else process.stdout.write(text);
      },
    );

  program
    .command('dev')
    .description(
      'build, serve and rebuild on every save in content/, templates/, client/ and public/, reloading the browser',
    )
    .addOption(new Option('--port <number>', 'port to listen on').default(3000).argParser(parsePort))
    .option('--open', 'open the site in the default browser')
    .option('--allowed-host <name>', allowedHostHelp, collectHost, [])
    .action(async (options: { port: number; open?: boolean; allowedHost: string[] }) => {
      const lang = langOf(process.env, program.opts<{ lang?: Lang }>().lang);
      const logger = createLogger({ lang });
      const session = await startDev({
        root: cwd,
        toolRoot,
        port: options.port,
        open: options.open,
        logger,
        lang,
        allowedHosts: options.allowedHost,
      });
      await new Promise<void>((resolve) => {
        const stop = () => {
          process.off('SIGINT', stop);
          process.off('SIGTERM', stop);
          void session.stop().then(() => {
            console.log('\nStopped.');
            resolve();
          });
        };
        process.on('SIGINT', stop);
        process.on('SIGTERM', stop);
      });
    });

  program
    .command('schemas')
    .description('write the JSON Schemas of the content, the editor settings that use them and the field reference')
    .action(async () => {
      const changed = await writeEditorFiles(cwd);
      console.log(
        changed.length === 0
          ? 'Schemas, editor settings and field reference are up to date.'
          : `Updated ${changed.join(', ')}.`,
      );
    });

  for (const command of program.commands)
    command
      .exitOverride()
      .configureOutput({ writeErr: () => undefined })
      .helpOption('-h, --help', 'show this help');
  return program;
}

/** Prints a plain sentence and the usage for a command-line mistake; help and version exit cleanly. */
function usageError(error: CommanderError, program: Command, argv: string[]): number {
  if (['commander.helpDisplayed', 'commander.version', 'commander.help'].includes(error.code)) return 0;
  const sentence = plainSentence(error);
  console.error(`${sentence}\n`);
  const command = program.commands.find((candidate) => argv.includes(candidate.name()));
  console.error((command ?? program).helpInformation());
  return 2;
}

function plainSentence(error: CommanderError): string {
  const detail = error.message.replace(/^error: /, '');
  switch (error.code) {
    case 'commander.unknownCommand':
      return `Unknown command: ${detail.replace(/^unknown command /, '')}. The commands are build, check, dev, serve, host-config and schemas.`;
    case 'commander.unknownOption':
      return `Unknown option: ${detail.replace(/^unknown option /, '')}.`;
    case 'commander.excessArguments':
      return `Too many arguments: ${detail}.`;
    case 'commander.missingArgument':
    case 'commander.optionMissingArgument':
      return `Missing value: ${detail}.`;
    case 'commander.invalidArgument':
      return `Invalid value: ${detail}`;
    case 'commander.conflictingOption':
      return `Conflicting options: ${detail}.`;
    default:
      return detail.charAt(0).toUpperCase() + detail.slice(1);
  }
}

function parsePort(value: string): number {
  const port = Number(value);
  if (!/^\d+$/.test(value) || port < 1 || port > 65535)
    throw new InvalidArgumentError(`the port must be a whole number from 1 to 65535, not "${value}".`);
  return port;
}

const productionHelp =
  'also refuse a site not ready to publish: quote and demo requests that reach nobody (no requests webhook and no EmailJS keys)';

const allowedHostHelp =
  'also answer requests for this host name (repeatable); only localhost, 127.0.0.1 and [::1] are answered otherwise, against DNS rebinding';

/** Adds one `--allowed-host` to those given before it. */
function collectHost(value: string, previous: string[]): string[] {
  const name = hostName(value);
  if (!name)
    throw new InvalidArgumentError(
      `--allowed-host takes a host name such as site.test or 192.168.1.20, not "${value}".`,
    );
  return [...previous, name];
}

function parseUrl(value: string): string {
  try {
    if (['http:', 'https:'].includes(new URL(value).protocol)) return value;
  } catch {
    // reported below
  }
  throw new InvalidArgumentError(`the base URL must be a full address such as https://www.example.fr, not "${value}".`);
}
