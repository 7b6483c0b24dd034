import { Command, CommanderError, Option } from 'commander';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { buildSite } from './build.js';
import { checkSite } from './check.js';
import { formatError, formatProblemIn, isUserError } from './errors.js';
import { inLang, sentenceOf } from './messages/messageKind.js';
import { checkPassed, problemsFound, warningLine } from './messages/runMessages.js';
import { langOf, langs, type Lang } from './shared/lang.js';
import { printable } from './shared/printable.js';
import { createLogger } from './log.js';
import { startDev } from './dev/devSession.js';
import { serveSite } from './serve/serveSite.js';
import { allowedHostHelp, collectHost, parsePort, parseUrl, productionHelp } from './cliOptions.js';
import { usageError } from './usageError.js';
import { addHostConfigCommand } from './addHostConfigCommand.js';
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
        console.error(printable(inLang(sentenceOf(warningLine, { text: warning }), lang)));
      if (problems.length === 0) {
        console.log(inLang(sentenceOf(checkPassed, { pages }), lang));
        return;
      }
      console.error(problems.map((problem) => formatProblemIn(problem, lang)).join('\n'));
      console.error(`\n${inLang(sentenceOf(problemsFound, { count: problems.length }), lang)}.`);
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

  addHostConfigCommand(program, cwd);

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
