/** The project's REST API with the service role key: RPCs and row deletes. */
export class RestError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
  }
}

export interface Rest {
  rpc<T>(name: string, args: Record<string, unknown>): Promise<T>;
  delete(table: string, filter: string): Promise<void>;
}

export function restClient(supabaseUrl: string, serviceRoleKey: string): Rest {
  const headers = {
    apikey: serviceRoleKey,
    Authorization: `Bearer ${serviceRoleKey}`,
    'Content-Type': 'application/json',
  };
  const check = async (response: Response, what: string): Promise<Response> => {
    if (!response.ok) throw new RestError(`${what}: ${response.status} ${await response.text()}`, response.status);
    return response;
  };
  return {
    async rpc<T>(name: string, args: Record<string, unknown>): Promise<T> {
      const response = await fetch(`${supabaseUrl}/rest/v1/rpc/${name}`, {
        method: 'POST',
        headers,
        body: JSON.stringify(args),
      });
      const text = await (await check(response, name)).text();
      return (text ? JSON.parse(text) : null) as T;
    },
    async delete(table: string, filter: string): Promise<void> {
      await check(
        await fetch(`${supabaseUrl}/rest/v1/${table}?${filter}`, { method: 'DELETE', headers }),
        `delete ${table}`,
      );
    },
  };
}
