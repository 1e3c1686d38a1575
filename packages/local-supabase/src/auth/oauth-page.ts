import { escapeHtml } from './html.js';
import type { OAuthIdentity } from '../config/auth-config.js';
import type { OAuthProvider } from './oauth-state.js';

export const PROVIDER_NAMES: Record<OAuthProvider, string> = { google: 'Google', github: 'GitHub' };

export interface SignInPage {
  provider: OAuthProvider;
  state: string;
  redirectTo: string;
  /** One-click identities and typed addresses taken as verified (`--oauth-test-identities`). */
  testIdentities: boolean;
  /** The one-click identities (`--oauth-identity`); they link to existing accounts by e-mail. */
  identities: OAuthIdentity[];
  /** `enable_confirmations`: a new account is signed in through its confirmation mail. */
  confirmations: boolean;
  error?: string;
  name?: string;
  email?: string;
}

const STYLE = `
  :root { color-scheme: light dark; --bg: #f4f5f7; --card: #fff; --text: #1b1f24; --muted: #57606a;
    --line: #d0d7de; --accent: #1a56db; --accent-text: #fff; --error: #b42318; }
  @media (prefers-color-scheme: dark) { :root { --bg: #0d1117; --card: #161b22; --text: #e6edf3;
    --muted: #9da7b3; --line: #30363d; --accent: #4c8dff; --accent-text: #0d1117; --error: #ff8a80; } }
  * { box-sizing: border-box; }
  body { margin: 0; min-height: 100vh; display: grid; place-items: center; padding: 1.5rem;
    font: 16px/1.5 system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; background: var(--bg); color: var(--text); }
  main { width: min(100%, 28rem); background: var(--card); border: 1px solid var(--line); border-radius: 12px; padding: 1.75rem; }
  h1 { font-size: 1.4rem; margin: 0 0 .25rem; }
  h2 { font-size: 1rem; margin: 1.5rem 0 .5rem; }
  p { margin: 0 0 .75rem; color: var(--muted); }
  .badge { display: inline-block; font-size: .75rem; font-weight: 600; letter-spacing: .04em; text-transform: uppercase;
    color: var(--muted); border: 1px solid var(--line); border-radius: 999px; padding: .1rem .6rem; margin-bottom: .75rem; }
  ul { list-style: none; margin: 0; padding: 0; display: grid; gap: .5rem; }
  form { margin: 0; }
  .identity { width: 100%; display: flex; gap: .75rem; align-items: center; text-align: left; padding: .6rem .75rem;
    background: transparent; color: inherit; border: 1px solid var(--line); border-radius: 8px; font: inherit; cursor: pointer; }
  .identity:hover { border-color: var(--accent); }
  .initials { flex: none; width: 2.25rem; height: 2.25rem; border-radius: 50%; display: grid; place-items: center;
    background: var(--accent); color: var(--accent-text); font-weight: 700; font-size: .9rem; }
  .who { display: grid; } .who small { color: var(--muted); }
  label { display: block; font-weight: 600; margin: .75rem 0 .25rem; }
  input { width: 100%; padding: .55rem .7rem; border: 1px solid var(--line); border-radius: 8px; font: inherit;
    background: transparent; color: inherit; }
  .primary { margin-top: 1rem; width: 100%; padding: .65rem; border: 0; border-radius: 8px; background: var(--accent);
    color: var(--accent-text); font: inherit; font-weight: 600; cursor: pointer; }
  .link { background: none; border: 0; padding: 0; color: var(--accent); font: inherit; text-decoration: underline; cursor: pointer; }
  :focus-visible { outline: 3px solid var(--accent); outline-offset: 2px; }
  .error { color: var(--error); border: 1px solid currentColor; border-radius: 8px; padding: .5rem .75rem; }
  .warning { border: 1px solid var(--line); border-left: 4px solid var(--error); border-radius: 8px; padding: .5rem .75rem; }
  footer { margin-top: 1.5rem; font-size: .85rem; color: var(--muted); overflow-wrap: anywhere; }
`;

function initials(name: string): string {
  const letters = name
    .split(/\s+/)
    .filter(Boolean)
    .map((part) => part.charAt(0).toUpperCase());
  return (letters.slice(0, 2).join('') || '?').slice(0, 2);
}

function hidden(name: string, value: string): string {
  return `<input type="hidden" name="${name}" value="${escapeHtml(value)}">`;
}

function identityButton(page: SignInPage, identity: OAuthIdentity): string {
  return `<li><form method="post" action="callback">
      ${hidden('state', page.state)}${hidden('name', identity.name)}${hidden('email', identity.email)}
      <button class="identity" type="submit">
        <span class="initials" aria-hidden="true">${escapeHtml(initials(identity.name))}</span>
        <span class="who"><span>Continue as ${escapeHtml(identity.name)}</span><small>${escapeHtml(identity.email)}</small></span>
      </button>
    </form></li>`;
}

function explanation(page: SignInPage, providerName: string): string {
  if (page.testIdentities) {
    const pick = page.identities.length > 0 ? 'Pick a test identity or type one.' : 'Type a test identity.';
    return `<p>This page stands in for ${providerName} on your machine: nothing is sent to ${providerName}.
     ${pick}</p>
  <p class="warning">Development mode (--oauth-test-identities): an address typed here signs into the account
     that has it, with no password. Never run a backend that others can reach this way.</p>`;
  }
  const after = page.confirmations
    ? 'it is signed in once the confirmation mail sent to that address is followed.'
    : 'it is signed in at once.';
  return `<p>This page stands in for ${providerName} on your machine: nothing is sent to ${providerName}.</p>
  <p>Each sign-in here makes a new account, never one that already exists; ${after}
     If another account already has the address, the new one gets no e-mail address.</p>`;
}

function testIdentityList(page: SignInPage): string {
  if (!page.testIdentities || page.identities.length === 0) return '';
  return `<section aria-labelledby="pick-heading">
    <h2 id="pick-heading">Test identities</h2>
    <ul>${page.identities.map((identity) => identityButton(page, identity)).join('\n')}</ul>
  </section>`;
}

/** The local stand-in for the provider's consent screen. */
export function renderSignInPage(page: SignInPage): string {
  const providerName = PROVIDER_NAMES[page.provider];
  const error = page.error
    ? `<p class="error" role="alert" id="form-error">${escapeHtml(page.error)}</p>`
    : '<div role="alert" id="form-error"></div>';
  const describedBy = page.error ? ' aria-describedby="form-error" aria-invalid="true"' : '';
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>Sign in with ${providerName} (local)</title>
<style>${STYLE}</style>
</head>
<body>
<main>
  <span class="badge">Local test sign-in</span>
  <h1>Sign in with ${providerName}</h1>
  ${explanation(page, providerName)}
  ${error}
  ${testIdentityList(page)}
  <section aria-labelledby="custom-heading">
    <h2 id="custom-heading">${page.testIdentities && page.identities.length > 0 ? 'Another identity' : 'Your identity'}</h2>
    <form method="post" action="callback">
      ${hidden('state', page.state)}
      <label for="name">Full name</label>
      <input id="name" name="name" autocomplete="name" value="${escapeHtml(page.name ?? '')}" required>
      <label for="email">E-mail</label>
      <input id="email" name="email" type="email" autocomplete="email" value="${escapeHtml(page.email ?? '')}"
        required${describedBy}>
      <button class="primary" type="submit">Continue with ${providerName}</button>
    </form>
  </section>
  <footer>
    <form method="post" action="callback">
      ${hidden('state', page.state)}${hidden('cancel', '1')}
      <button class="link" type="submit">Cancel and go back</button>
    </form>
    <p>Returns to <code>${escapeHtml(page.redirectTo)}</code></p>
  </footer>
</main>
</body>
</html>`;
}

/** A round initials avatar, so OAuth users get a working `avatar_url` without any outside request. */
export function renderAvatarSvg(name: string, seed: string): string {
  let hash = 0;
  for (const char of seed) hash = (hash * 31 + char.charCodeAt(0)) % 360;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="128" height="128" viewBox="0 0 128 128" role="img" aria-label="${escapeHtml(name)}">
<circle cx="64" cy="64" r="64" fill="hsl(${hash} 55% 42%)"/>
<text x="64" y="64" dy=".35em" text-anchor="middle" font-family="system-ui, sans-serif" font-size="52" font-weight="600" fill="#fff">${escapeHtml(initials(name))}</text>
</svg>`;
}
