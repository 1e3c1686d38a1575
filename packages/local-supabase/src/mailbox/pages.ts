import { escapeHtml } from '../auth/html.js';
import type { MailMessage } from './mailbox.js';

const STYLE = `
  :root { color-scheme: light dark; --bg: #f5f6f8; --card: #fff; --text: #1c2024; --muted: #5c6670; --line: #d9dee3;
    --accent: #1d5bd8; --hover: #eef3fd; }
  @media (prefers-color-scheme: dark) { :root { --bg: #0f1216; --card: #171b21; --text: #e7ecf1; --muted: #9aa5b1;
    --line: #2b323b; --accent: #6ea0ff; --hover: #1d2531; } }
  * { box-sizing: border-box; }
  body { margin: 0; font: 15px/1.5 system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; background: var(--bg); color: var(--text); }
  header { display: flex; flex-wrap: wrap; gap: .75rem 1.5rem; align-items: center; justify-content: space-between;
    padding: 1rem 1.5rem; background: var(--card); border-bottom: 1px solid var(--line); }
  header h1 { font-size: 1.15rem; margin: 0; } header h1 a { color: inherit; text-decoration: none; }
  header p { margin: 0; color: var(--muted); font-size: .9rem; }
  main { max-width: 60rem; margin: 1.5rem auto; padding: 0 1rem; }
  form.tools { display: flex; flex-wrap: wrap; gap: .5rem; align-items: end; margin-bottom: 1rem; }
  label { display: grid; gap: .2rem; font-size: .85rem; font-weight: 600; }
  input { padding: .45rem .6rem; min-width: 16rem; border: 1px solid var(--line); border-radius: 6px; font: inherit;
    background: var(--card); color: inherit; }
  button, .button { padding: .45rem .9rem; border: 1px solid var(--line); border-radius: 6px; background: var(--card);
    color: inherit; font: inherit; cursor: pointer; text-decoration: none; }
  :focus-visible { outline: 3px solid var(--accent); outline-offset: 2px; }
  table { width: 100%; border-collapse: collapse; background: var(--card); border: 1px solid var(--line); border-radius: 8px; overflow: hidden; }
  th, td { text-align: left; padding: .6rem .8rem; border-bottom: 1px solid var(--line); vertical-align: top; }
  th { font-size: .8rem; text-transform: uppercase; letter-spacing: .04em; color: var(--muted); }
  tbody tr:hover { background: var(--hover); }
  td a { color: var(--accent); font-weight: 600; }
  td.time { white-space: nowrap; color: var(--muted); }
  .empty { padding: 2.5rem 1rem; text-align: center; color: var(--muted); background: var(--card);
    border: 1px dashed var(--line); border-radius: 8px; }
  article { background: var(--card); border: 1px solid var(--line); border-radius: 8px; padding: 1.25rem 1.5rem; }
  article h2 { margin: 0 0 .75rem; font-size: 1.3rem; }
  dl { display: grid; grid-template-columns: max-content 1fr; gap: .25rem 1rem; margin: 0 0 1rem; }
  dt { color: var(--muted); } dd { margin: 0; overflow-wrap: anywhere; }
  ul.links { padding-left: 1.2rem; } ul.links a { color: var(--accent); overflow-wrap: anywhere; }
  iframe { width: 100%; min-height: 20rem; border: 1px solid var(--line); border-radius: 6px; background: #fff; }
  pre { white-space: pre-wrap; overflow-wrap: anywhere; background: var(--bg); padding: .75rem; border-radius: 6px; }
  h3 { font-size: 1rem; margin: 1.25rem 0 .5rem; }
  .back { display: inline-block; margin-bottom: 1rem; color: var(--accent); }
`;

// Shows times in the reader's zone; without JavaScript the UTC text stays.
const LOCAL_TIME_SCRIPT = `
for (const el of document.querySelectorAll('time[datetime]')) {
  el.textContent = new Date(el.getAttribute('datetime')).toLocaleString();
}`;

// Reloads the list when new mail arrives (compares the newest id), so the page follows along.
const AUTO_REFRESH_SCRIPT = `
const newest = document.body.dataset.newest || '';
const query = new URLSearchParams(location.search).get('to') || '';
setInterval(async () => {
  try {
    const res = await fetch('/api/messages?to=' + encodeURIComponent(query), { cache: 'no-store' });
    const list = await res.json();
    if ((list[0] ? list[0].id : '') !== newest) location.reload();
  } catch { /* the backend may be restarting */ }
}, 2000);`;

function utcText(iso: string): string {
  return `${iso.slice(0, 19).replace('T', ' ')} UTC`;
}

/** The heading of every mailbox page: the project's name when it has one. */
export function mailboxHeading(projectName: string | null): string {
  return projectName ? `${projectName} local mailbox` : 'Local mailbox';
}

function layout(
  heading: string,
  title: string,
  body: string,
  options: { newest?: string; autoRefresh?: boolean } = {},
): string {
  const newest = options.newest === undefined ? '' : ` data-newest="${escapeHtml(options.newest)}"`;
  const scripts = options.autoRefresh ? LOCAL_TIME_SCRIPT + AUTO_REFRESH_SCRIPT : LOCAL_TIME_SCRIPT;
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>${STYLE}</style>
</head>
<body${newest}>
<header>
  <h1><a href="/">${escapeHtml(heading)}</a></h1>
  <p>Mail, SMS and WhatsApp messages the local backend "sent" (auth mail, the messaging API stand-ins). Nothing leaves this machine.</p>
</header>
<main>
${body}
</main>
<script>${scripts}</script>
</body>
</html>`;
}

const CHANNEL_NAMES: Record<MailMessage['channel'], string> = { email: 'E-mail', sms: 'SMS', whatsapp: 'WhatsApp' };

/** The subject of a mail; a text message's first words. */
function titleOf(message: MailMessage): string {
  if (message.channel === 'email') return message.subject || '(no subject)';
  const text = message.text.replace(/\s+/g, ' ').trim();
  return text.length > 80 ? `${text.slice(0, 79)}…` : text || '(empty message)';
}

export function renderInbox(heading: string, messages: MailMessage[], to: string): string {
  const rows = messages
    .map(
      (message) => `<tr>
  <td class="time"><time datetime="${escapeHtml(message.sentAt)}">${escapeHtml(utcText(message.sentAt))}</time></td>
  <td>${CHANNEL_NAMES[message.channel]}</td>
  <td>${escapeHtml(message.to)}</td>
  <td><a href="/messages/${encodeURIComponent(message.id)}">${escapeHtml(titleOf(message))}</a></td>
</tr>`,
    )
    .join('\n');
  const list =
    messages.length === 0
      ? `<p class="empty">${to ? `Nothing sent to ${escapeHtml(to)} yet.` : 'Nothing sent yet.'} This page refreshes by itself.</p>`
      : `<table>
<thead><tr><th scope="col">Sent</th><th scope="col">Channel</th><th scope="col">To</th><th scope="col">Subject or text</th></tr></thead>
<tbody>
${rows}
</tbody>
</table>`;
  const body = `<form class="tools" method="get" action="/" role="search">
  <label>Recipient<input type="search" name="to" value="${escapeHtml(to)}" placeholder="someone@example.test or +91…"></label>
  <button type="submit">Filter</button>
  ${to ? '<a class="button" href="/">Show all</a>' : ''}
</form>
<form class="tools" method="post" action="/clear"><button type="submit">Delete all messages</button></form>
<p aria-live="polite">${messages.length} message${messages.length === 1 ? '' : 's'}, newest first.</p>
${list}`;
  return layout(heading, 'Mailbox', body, {
    newest: messages[0]?.id ?? '',
    autoRefresh: true,
  });
}

export function renderMessage(heading: string, message: MailMessage): string {
  const links =
    message.links.length === 0
      ? '<p>No links in this message.</p>'
      : `<ul class="links">${message.links
          .map((link) => `<li><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></li>`)
          .join('')}</ul>`;
  // The mail's own HTML runs in a sandbox (no scripts); its links open at the top level, like a mail client.
  const frame = `<base target="_top">${message.html}`;
  const htmlPart = message.html
    ? `<h3>Message</h3>
  <iframe title="Message body" sandbox="allow-top-navigation-by-user-activation allow-popups" srcdoc="${escapeHtml(frame)}"></iframe>`
    : '';
  const from = message.from ? `<dt>From</dt><dd>${escapeHtml(message.from)}</dd>` : '';
  const body = `<a class="back" href="/">← All messages</a>
<article>
  <h2>${escapeHtml(titleOf(message))}</h2>
  <dl>
    <dt>Channel</dt><dd>${CHANNEL_NAMES[message.channel]}</dd>
    ${from}
    <dt>To</dt><dd>${escapeHtml(message.to)}</dd>
    <dt>Sent</dt><dd><time datetime="${escapeHtml(message.sentAt)}">${escapeHtml(utcText(message.sentAt))}</time></dd>
  </dl>
  <h3>Links</h3>
  ${links}
  ${htmlPart}
  <h3>${message.channel === 'email' ? 'Plain text' : 'Text'}</h3>
  <pre>${escapeHtml(message.text)}</pre>
</article>`;
  return layout(heading, titleOf(message), body);
}

export function renderNotFound(heading: string): string {
  return layout(
    heading,
    'Not found',
    '<a class="back" href="/">← All messages</a><p class="empty">This message is gone (the mailbox keeps messages in memory only).</p>',
  );
}
