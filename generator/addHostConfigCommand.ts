import { Argument, CommanderError, type Command } from 'commander';
import path from 'node:path';
import { hostConfig, hostServers, type HostServer } from './host/hostConfig.js';

/** Adds `site host-config <nginx|apache>` to the program: the server configuration of the built site. */
export function addHostConfigCommand(program: Command, cwd: string): void {
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
}
