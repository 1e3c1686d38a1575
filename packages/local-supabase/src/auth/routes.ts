import type { RouteEntry } from '../http/route-table.js';
import { on, type AuthRoute } from './route.js';
import { handleHealth, handleJwks, handleSettings } from './settings.js';
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

const ADMIN = { admin: true } as const;

/** GoTrue's routes, each with the limiter and the admin check its router wires to it. */
export const AUTH_ROUTES: RouteEntry<AuthRoute>[] = [
  on('GET', '/health', handleHealth),
  on('GET', '/settings', handleSettings),
  on('GET', '/.well-known/jwks.json', handleJwks),
  on('POST', '/signup', handleSignup, { limit: 'signInSignUps' }),
  on('POST', '/otp', handleOtp, { limit: 'signInSignUps' }),
  on('POST', '/magiclink', handleOtp, { limit: 'signInSignUps' }),
  on('POST', '/resend', handleResend),
  on('GET', '/reauthenticate', handleReauthenticate),
  on('POST', '/invite', handleInvite, ADMIN),
  on('POST', '/sso', handleSso),
  on('GET', '/user/identities/authorize', handleIdentityLinking),
  on('DELETE', '/user/identities/:identity', handleIdentityLinking),
  on('GET', '/admin/users', handleListUsers, ADMIN),
  on('POST', '/admin/users', handleCreateUser, ADMIN),
  on('GET', '/admin/users/:user', handleGetAdminUser, ADMIN),
  on('PUT', '/admin/users/:user', handleUpdateAdminUser, ADMIN),
  on('DELETE', '/admin/users/:user', handleDeleteAdminUser, ADMIN),
  on('GET', '/admin/users/:user/factors', handleListUserFactors, ADMIN),
  on('DELETE', '/admin/users/:user/factors/:factor', handleDeleteUserFactor, ADMIN),
  on('GET', '/admin/users/:user/passkeys', handleAdminListPasskeys, ADMIN),
  on('DELETE', '/admin/users/:user/passkeys/:passkey', handleAdminDeletePasskey, ADMIN),
  on('POST', '/admin/generate_link', handleGenerateLink, ADMIN),
  on('POST', '/passkeys/registration/options', handlePasskeyRegistrationOptions),
  on('POST', '/passkeys/registration/verify', handlePasskeyRegistrationVerify),
  on('POST', '/passkeys/authentication/options', handlePasskeyAuthenticationOptions, { limit: 'signInSignUps' }),
  on('POST', '/passkeys/authentication/verify', handlePasskeyAuthenticationVerify),
  on('GET', '/passkeys', handleListPasskeys),
  on('PATCH', '/passkeys/:passkey', handleUpdatePasskey),
  on('DELETE', '/passkeys/:passkey', handleDeletePasskey),
  on('GET', '/admin/oauth/clients', handleListOAuthClients, ADMIN),
  on('POST', '/admin/oauth/clients', handleCreateOAuthClient, ADMIN),
  on('GET', '/admin/oauth/clients/:client', handleGetOAuthClient, ADMIN),
  on('PUT', '/admin/oauth/clients/:client', handleUpdateOAuthClient, ADMIN),
  on('DELETE', '/admin/oauth/clients/:client', handleDeleteOAuthClient, ADMIN),
  on('POST', '/admin/oauth/clients/:client/regenerate_secret', handleRegenerateOAuthSecret, ADMIN),
  on('POST', '/token', handleToken, {
    limit: (request) =>
      request.url.searchParams.get('grant_type') === 'refresh_token' ? 'tokenRefresh' : 'signInSignUps',
  }),
  on('GET', '/user', handleGetUser),
  on('PUT', '/user', handleUpdateUser),
  on('POST', '/logout', handleLogout),
  on('POST', '/recover', handleRecover, { limit: 'signInSignUps' }),
  on('GET', '/verify', handleVerifyGet, { limit: 'tokenVerifications' }),
  on('POST', '/verify', handleVerifyPost, { limit: 'tokenVerifications' }),
  on('GET', '/authorize', handleAuthorize),
  on(['GET', 'POST'], '/callback', handleCallback),
  on('POST', '/factors', handleEnroll),
  on('POST', '/factors/:factor/challenge', handleChallenge),
  on('POST', '/factors/:factor/verify', handleVerifyFactor, { limit: 'tokenVerifications' }),
  on('DELETE', '/factors/:factor', handleUnenroll),
  on('GET', '/local-avatar/:seed(^[0-9]{1,32}$).svg', handleAvatar),
];
