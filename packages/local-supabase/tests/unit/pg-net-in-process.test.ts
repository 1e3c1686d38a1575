import { describe, expect, it } from 'vitest';
import type { EmuRequest, EmuResponse, Service } from '../../src/http/types.js';
import { functionsInProcess } from '../../src/pg-net/in-process.js';

const API = 'http://127.0.0.1:54321';

function recorder(answer: (request: EmuRequest) => Promise<EmuResponse>) {
  const seen: EmuRequest[] = [];
  const lines: string[] = [];
  const functions: Service = {
    prefix: '/functions/v1',
    handle(request) {
      seen.push(request);
      return answer(request);
    },
  };
  const rest: Service = {
    prefix: '/rest/v1',
    handle: () => Promise.reject(new Error('REST is never called in process')),
  };
  const target = functionsInProcess([rest, functions], API, (line) => lines.push(line));
  return { seen, lines, target };
}

const request = (url: string) => ({
  method: 'post',
  url: new URL(url),
  headers: { 'Content-Type': 'application/json', 'X-Webhook-Secret': 's' },
  body: Buffer.from('{"a":1}'),
});

describe('pg_net in process', () => {
  it('hands requests for this backend’s functions to the functions service as the HTTP server would', async () => {
    const { seen, lines, target } = recorder(() => Promise.resolve({ status: 202, body: 'ok' }));
    const answer = await target(request(`${API}/functions/v1/notify/sub?x=1`));
    expect(answer).toEqual({ status: 202, body: 'ok' });
    expect(seen).toHaveLength(1);
    expect(seen[0]).toMatchObject({
      method: 'POST',
      path: '/notify/sub',
      headers: { 'content-type': 'application/json', 'x-webhook-secret': 's', host: '127.0.0.1:54321' },
      remoteAddress: '127.0.0.1',
    });
    expect(seen[0]?.url.search).toBe('?x=1');
    expect(seen[0]?.body.toString()).toBe('{"a":1}');
    expect(lines).toEqual([expect.stringMatching(/^POST \/functions\/v1\/notify\/sub 202 \d+\.\dms \(pg_net\)$/)]);
  });

  it.each([
    ['another host', 'http://127.0.0.2:54321/functions/v1/notify'],
    ['another port', 'http://127.0.0.1:54322/functions/v1/notify'],
    ['another scheme', 'https://127.0.0.1:54321/functions/v1/notify'],
    ['another API of this backend', `${API}/rest/v1/rpc/x`],
    ['a path that only starts like it', `${API}/functions/v10/notify`],
  ])('leaves %s to the network', (_, url) => {
    const { seen, target } = recorder(() => Promise.resolve({ status: 200 }));
    expect(target(request(url))).toBeNull();
    expect(seen).toHaveLength(0);
  });

  it('answers 500, as the HTTP server does, when the service throws, and logs why', async () => {
    const { lines, target } = recorder(() => Promise.reject(new Error('boom')));
    const answer = await target(request(`${API}/functions/v1/notify`));
    expect(answer?.status).toBe(500);
    expect(JSON.parse(String(answer?.body))).toEqual({
      code: 'internal_error',
      message: 'Internal error in the local backend',
    });
    expect(lines[0]).toMatch(/^internal error on POST \/functions\/v1\/notify \(pg_net\): Error: boom/);
  });

  it('leaves everything to the network when functions are turned off', () => {
    const target = functionsInProcess([], API, () => undefined);
    expect(target(request(`${API}/functions/v1/notify`))).toBeNull();
  });
});
