import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { EmulatorContext } from '../http/types.js';

export interface MailboxServer {
  url: string;
  close(): Promise<void>;
}

export async function startMailboxServer(context: EmulatorContext, host: string, port: number): Promise<MailboxServer> {
  const server = createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(JSON.stringify(context.mailbox.list()));
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      resolve();
    });
  });
  const actual = (server.address() as AddressInfo).port;
  return {
    url: `http://${host}:${String(actual)}`,
    close: () =>
      new Promise((resolve) => {
        server.close(() => {
          resolve();
        });
        server.closeAllConnections();
      }),
  };
}
