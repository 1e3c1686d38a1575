import type { EmulatorContext, EmuRequest, EmuResponse, Service } from '../http/types.js';
import { json } from '../http/types.js';
import { checkParams } from './body.js';
import { AuthError, errorResponse, notFound } from './errors.js';
import { bucketFor, createAuthGuards, type AuthContext } from './guards.js';
import {
  handleCreateUser,
  handleDeleteAdminUser,
  handleDeleteUserFactor,
  handleGetAdminUser,
  handleListUserFactors,
  handleListUsers,
  handleUpdateAdminUser,
} from './admin.js';
import { handleGenerateLink, handleInvite } from './admin-links.js';
import {
  handleCreateOAuthClient,
  handleDeleteOAuthClient,
  handleGetOAuthClient,
  handleListOAuthClients,
  handleRegenerateOAuthSecret,
  handleUpdateOAuthClient,
} from './oauth-clients.js';
import {
  handleAdminDeletePasskey,
  handleAdminListPasskeys,
  handleDeletePasskey,
  handleListPasskeys,
  handlePasskeyAuthenticationOptions,
  handlePasskeyAuthenticationVerify,
  handlePasskeyRegistrationOptions,
  handlePasskeyRegistrationVerify,
  handleUpdatePasskey,
} from './passkeys.js';
import { handleIdentityLinking, handleSso } from './disabled.js';
import { handleOtp, handleReauthenticate, handleResend } from './email-otp.js';
import { handleLogout } from './logout.js';
import { handleChallenge, handleEnroll, handleUnenroll } from './mfa.js';
import { handleVerifyFactor } from './mfa-verify.js';
import { handleAuthorize, handleAvatar, handleCallback } from './oauth.js';
import { handleRecover } from './recover.js';
import { handleSignup } from './signup.js';
import { handleToken } from './token.js';
import { handleGetUser, handleUpdateUser } from './user.js';
import { handleVerifyGet, handleVerifyPost } from './verify.js';

type Handler = (context: AuthContext, request: EmuRequest, params: string[]) => Promise<EmuResponse>;

interface Route {
  method: string;
  pattern: RegExp;
  handler: Handler;
}

const route = (method: string, pattern: RegExp, handler: Handler): Route => ({ method, pattern, handler });

const HEALTH = {
  version: 'local',
  name: 'GoTrue',
  description: 'GoTrue is a user registration and authentication API',
};

const OFF_PROVIDERS = [
  'apple',
  'azure',
  'bitbucket',
  'discord',
  'facebook',
  'snapchat',
  'figma',
  'fly',
  'gitlab',
  'keycloak',
  'kakao',
  'linkedin',
  'linkedin_oidc',
  'notion',
  'spotify',
  'slack',
  'slack_oidc',
  'workos',
  'twitch',
  'twitter',
  'zoom',
];

const SETTINGS = {
  external: {
    anonymous_users: false,
    ...Object.fromEntries(OFF_PROVIDERS.map((provider) => [provider, false])),
    email: true,
    phone: false,
    github: true,
    google: true,
  },
  disable_signup: false,
  mailer_autoconfirm: true,
  phone_autoconfirm: false,
  sms_provider: '',
  saml_enabled: false,
  saml_private_key_next_configured: false,
  passkeys_enabled: false,
};

function settings(context: EmulatorContext): typeof SETTINGS {
  const auth = context.config.project.auth;
  return {
    ...SETTINGS,
    external: {
      ...SETTINGS.external,
      anonymous_users: auth.enableAnonymousSignIns,
      google: auth.external.google,
      github: auth.external.github,
    },
    disable_signup: !auth.enableSignup,
    mailer_autoconfirm: !auth.email.enableConfirmations,
  };
}

const ROUTES: Route[] = [
  route('GET', /^\/health$/, () => Promise.resolve(json(200, HEALTH))),
  route('GET', /^\/settings$/, (context) => Promise.resolve(json(200, settings(context)))),
  // The public keys of [auth] signing_keys_path; with HS256 only there is none to publish (as in GoTrue).
  route('GET', /^\/\.well-known\/jwks\.json$/, (context) =>
    Promise.resolve(json(200, { keys: context.config.jwtKeys.jwks })),
  ),
  route('POST', /^\/signup$/, handleSignup),
  route('POST', /^\/otp$/, handleOtp),
  route('POST', /^\/magiclink$/, handleOtp),
  route('POST', /^\/resend$/, handleResend),
  route('GET', /^\/reauthenticate$/, handleReauthenticate),
  route('POST', /^\/invite$/, handleInvite),
  route('POST', /^\/sso$/, handleSso),
  route('GET', /^\/user\/identities\/authorize$/, handleIdentityLinking),
  route('DELETE', /^\/user\/identities\/([^/]+)$/, handleIdentityLinking),
  route('GET', /^\/admin\/users$/, handleListUsers),
  route('POST', /^\/admin\/users$/, handleCreateUser),
  route('GET', /^\/admin\/users\/([^/]+)$/, handleGetAdminUser),
  route('PUT', /^\/admin\/users\/([^/]+)$/, handleUpdateAdminUser),
  route('DELETE', /^\/admin\/users\/([^/]+)$/, handleDeleteAdminUser),
  route('GET', /^\/admin\/users\/([^/]+)\/factors$/, handleListUserFactors),
  route('DELETE', /^\/admin\/users\/([^/]+)\/factors\/([^/]+)$/, handleDeleteUserFactor),
  route('GET', /^\/admin\/users\/([^/]+)\/passkeys$/, handleAdminListPasskeys),
  route('DELETE', /^\/admin\/users\/([^/]+)\/passkeys\/([^/]+)$/, handleAdminDeletePasskey),
  route('POST', /^\/admin\/generate_link$/, handleGenerateLink),
  route('POST', /^\/passkeys\/registration\/options$/, handlePasskeyRegistrationOptions),
  route('POST', /^\/passkeys\/registration\/verify$/, handlePasskeyRegistrationVerify),
  route('POST', /^\/passkeys\/authentication\/options$/, handlePasskeyAuthenticationOptions),
  route('POST', /^\/passkeys\/authentication\/verify$/, handlePasskeyAuthenticationVerify),
  route('GET', /^\/passkeys$/, handleListPasskeys),
  route('PATCH', /^\/passkeys\/([^/]+)$/, handleUpdatePasskey),
  route('DELETE', /^\/passkeys\/([^/]+)$/, handleDeletePasskey),
  route('GET', /^\/admin\/oauth\/clients$/, handleListOAuthClients),
  route('POST', /^\/admin\/oauth\/clients$/, handleCreateOAuthClient),
  route('GET', /^\/admin\/oauth\/clients\/([^/]+)$/, handleGetOAuthClient),
  route('PUT', /^\/admin\/oauth\/clients\/([^/]+)$/, handleUpdateOAuthClient),
  route('DELETE', /^\/admin\/oauth\/clients\/([^/]+)$/, handleDeleteOAuthClient),
  route('POST', /^\/admin\/oauth\/clients\/([^/]+)\/regenerate_secret$/, handleRegenerateOAuthSecret),
  route('POST', /^\/token$/, handleToken),
  route('GET', /^\/user$/, handleGetUser),
  route('PUT', /^\/user$/, handleUpdateUser),
  route('POST', /^\/logout$/, handleLogout),
  route('POST', /^\/recover$/, handleRecover),
  route('GET', /^\/verify$/, handleVerifyGet),
  route('POST', /^\/verify$/, handleVerifyPost),
  route('GET', /^\/authorize$/, handleAuthorize),
  route('GET', /^\/callback$/, handleCallback),
  route('POST', /^\/callback$/, handleCallback),
  route('POST', /^\/factors$/, handleEnroll),
  route('POST', /^\/factors\/([^/]+)\/challenge$/, handleChallenge),
  route('POST', /^\/factors\/([^/]+)\/verify$/, handleVerifyFactor),
  route('DELETE', /^\/factors\/([^/]+)$/, handleUnenroll),
  route('GET', /^\/local-avatar\/([0-9]{1,32})\.svg$/, handleAvatar),
];

/** Drops trailing slashes (a loop, not a regex, so a long run of slashes costs linear time). */
function trimTrailingSlashes(path: string): string {
  let end = path.length;
  while (end > 1 && path.charAt(end - 1) === '/') end -= 1;
  return path.slice(0, end);
}

async function dispatch(context: AuthContext, request: EmuRequest): Promise<EmuResponse> {
  checkParams(request.url.searchParams, 'query');
  const path = trimTrailingSlashes(request.path);
  let pathMatched = false;
  for (const candidate of ROUTES) {
    const match = candidate.pattern.exec(path);
    if (!match) continue;
    pathMatched = true;
    const method = request.method === 'HEAD' ? 'GET' : request.method;
    if (candidate.method !== method) continue;
    const bucket = bucketFor(method, path, request.url.searchParams.get('grant_type'));
    if (bucket) context.guards.request(bucket, request);
    return candidate.handler(context, request, match.slice(1));
  }
  if (pathMatched) throw new AuthError(405, 'method_not_allowed', `Method ${request.method} is not allowed here`);
  throw notFound('not_found', `No auth route for ${request.path}`);
}

export function createAuthService(emulator: EmulatorContext): Service {
  const context: AuthContext = { ...emulator, guards: createAuthGuards(emulator.config.project.auth) };
  return {
    prefix: '/auth/v1',
    async handle(request) {
      try {
        return await dispatch(context, request);
      } catch (error) {
        if (error instanceof AuthError) return errorResponse(error);
        throw error;
      }
    },
  };
}
