// Loaded by the local Edge Functions runtime before each function's own module (deno run --preload).
// An uncaught error in a function's handler answers as Supabase's edge runtime answers it: a 500
// WORKER_ERROR marked as a relay error, so supabase-js reports a FunctionsRelayError. A function
// that passes its own onError keeps it.

const serve = Deno.serve.bind(Deno);

function workerError() {
  const body = JSON.stringify({
    code: 'WORKER_ERROR',
    message: 'Function exited due to an error (please check logs)',
  });
  return new Response(body, {
    status: 500,
    headers: { 'content-type': 'application/json', 'x-relay-error': 'true' },
  });
}

function guarded(handler) {
  return async (request, info) => {
    try {
      return await handler(request, info);
    } catch (error) {
      console.error(error);
      return workerError();
    }
  };
}

// The runtime keeps this process's stdin open: when the backend goes away without stopping it,
// stdin ends and the function exits instead of being left behind.
let watchingParent = false;
function exitWithParent() {
  if (watchingParent) return;
  watchingParent = true;
  (async () => {
    for await (const _chunk of Deno.stdin.readable) {
      // nothing is ever written; the loop ends when the backend's side closes
    }
    Deno.exit(0);
  })();
}

Deno.serve = (first, second) => {
  exitWithParent();
  if (typeof first === 'function') return serve(guarded(first));
  if (typeof second === 'function') {
    return serve(first, first && typeof first.onError === 'function' ? second : guarded(second));
  }
  if (first && typeof first.handler === 'function' && typeof first.onError !== 'function') {
    return serve({ ...first, handler: guarded(first.handler) });
  }
  return serve(first, second);
};
