import type { Command, CommanderError } from 'commander';

/** Prints a plain sentence and the usage for a command-line mistake; help and version exit cleanly. */
export function usageError(error: CommanderError, program: Command, argv: string[]): number {
  if (['commander.helpDisplayed', 'commander.version', 'commander.help'].includes(error.code)) return 0;
  const sentence = plainSentence(error);
  console.error(`${sentence}\n`);
  const command = program.commands.find((candidate) => argv.includes(candidate.name()));
  console.error((command ?? program).helpInformation());
  return 2;
}

/**
 * The sentence of a command-line mistake, in plain English. Commander's suggestion for a
 * misspelt name (`\n(Did you mean build?)`) becomes a sentence of its own on the same line.
 */
function plainSentence(error: CommanderError): string {
  const [detail = '', suggestion] = error.message.replace(/^error: /, '').split(/\n\((Did you mean .+\?)\)$/);
  const guess = suggestion ? ` ${suggestion}` : '';
  switch (error.code) {
    case 'commander.unknownCommand':
      return `Unknown command: ${detail.replace(/^unknown command /, '')}.${guess} The commands are build, check, dev, serve, host-config and schemas.`;
    case 'commander.unknownOption':
      return `Unknown option: ${detail.replace(/^unknown option /, '')}.${guess}`;
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
