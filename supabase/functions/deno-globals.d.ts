// The part of the Deno runtime these functions use, for type-checking them with the project's tsc
// (Deno itself never reads this file).
declare namespace Deno {
  function serve(handler: (request: Request) => Response | Promise<Response>): unknown;
  const env: { get(name: string): string | undefined };
}
