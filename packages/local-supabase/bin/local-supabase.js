#!/usr/bin/env node
// The package ships TypeScript: tsx compiles it as it loads.
import { register } from 'tsx/esm/api';

register();
const { runCli } = await import('../src/index.ts');
await runCli(process.argv.slice(2));
