import type { Server } from 'node:http';
import { userErrorOf } from '../messages/messageKind.js';
import { portInUse, portNeedsRights, type ServeCommand } from '../messages/serveMessages.js';

/**
 * Starts `server` listening on `host`:`port`; a port taken or reserved to the administrator is
 * refused with what to do instead, told for `command` (`site serve` or `site dev`).
 */
export function listenOn(server: Server, port: number, host: string, command: ServeCommand): Promise<void> {
  return new Promise<void>((resolve, reject) => {
    server.once('error', (error: NodeJS.ErrnoException) => {
      if (error.code === 'EADDRINUSE') reject(userErrorOf(portInUse, { port, command }));
      else if (error.code === 'EACCES') reject(userErrorOf(portNeedsRights, { port, command }));
      else reject(error);
    });
    server.listen(port, host, () => resolve());
  });
}
