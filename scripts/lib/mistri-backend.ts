import type { OAuthIdentity, ProjectConfigOverrides, StartOptions } from 'local-supabase';
import { paths } from './paths.js';

/** What local-supabase is told about Mistri: the project folder and the name on its pages. */
export const MISTRI_PROJECT = { workdir: paths.root, projectName: 'Mistri' } satisfies StartOptions;

/** One-click identities of the local Google/GitHub page (`--oauth-test-identities`): two demo accounts and a new person. */
export const OAUTH_IDENTITIES: OAuthIdentity[] = [
  { name: 'Asha Menon', email: 'customer@mistri.test' },
  { name: 'Rajan Pillai', email: 'electrician@mistri.test' },
  { name: 'Priya Das', email: 'priya.das@example.test' },
];

/** config.toml overrides an in-process Mistri backend starts with. */
export const MISTRI_CONFIG: ProjectConfigOverrides = { auth: { oauthIdentities: OAUTH_IDENTITIES } };

/** The same for the `local-supabase` command line (`npm run backend`); arguments given after these win. */
export const MISTRI_CLI_ARGS = [
  '--workdir',
  MISTRI_PROJECT.workdir,
  '--project-name',
  MISTRI_PROJECT.projectName,
  ...OAUTH_IDENTITIES.flatMap((identity) => ['--oauth-identity', `${identity.name} <${identity.email}>`]),
];
