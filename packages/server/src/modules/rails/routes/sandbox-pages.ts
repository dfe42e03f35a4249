import { createHash } from 'node:crypto';
import { endpoints, type LocaleCode } from '@platform/core';
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { serve, type EndpointRequest } from '../../../http/serve.js';
import { answerOnlineBanking, amountText, onlineSession } from '../bank/bank-transfers.js';
import { completeChallenge } from '../card/card-authorization.js';
import { processingUrl } from '../rails-plugin.js';
import { railsLocale, railsTexts } from '../rails-texts.js';

const style = `body{font-family:system-ui,sans-serif;background:#f4f6f8;color:#1b1f24;margin:0;display:flex;min-height:100vh;align-items:center;justify-content:center}
main{background:#fff;border-radius:12px;box-shadow:0 2px 12px rgba(0,0,0,.12);padding:24px;max-width:420px;width:100%}
h1{font-size:1.25rem;margin:0 0 8px}.badge{display:inline-block;background:#fff3cd;color:#664d03;border-radius:4px;padding:2px 8px;font-size:.8rem}
dl{display:grid;grid-template-columns:auto 1fr;gap:4px 12px}dt{color:#57606a}dd{margin:0;font-weight:600}
.actions{display:flex;gap:8px;margin-top:16px}form{margin:0}button{font:inherit;padding:10px 18px;border-radius:8px;border:1px solid #1b1f24;background:#fff;cursor:pointer}
button.primary{background:#0b6e4f;border-color:#0b6e4f;color:#fff}button:focus-visible{outline:3px solid #0969da;outline-offset:2px}`;
const styleHash = createHash('sha256').update(style).digest('base64');
/** Test-mode pages of the sandbox PSP and bank: no script, this page's style only, forms to this origin. */
const pagePolicy = `default-src 'none'; style-src 'sha256-${styleHash}'; form-action 'self'; base-uri 'none'`;

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
}

interface Action {
  label: string;
  url: string;
  primary?: boolean;
}

function page(
  locale: LocaleCode,
  input: { title: string; intro: string; facts: [string, string][]; actions: Action[] },
): string {
  const texts = railsTexts[locale];
  const facts = input.facts
    .map(([name, value]) => `<dt>${escapeHtml(name)}</dt><dd>${escapeHtml(value)}</dd>`)
    .join('');
  const actions = input.actions
    .map(
      (action) =>
        `<form method="post" action="${escapeHtml(action.url)}"><button type="submit"${action.primary === true ? ' class="primary"' : ''}>${escapeHtml(action.label)}</button></form>`,
    )
    .join('');
  return `<!doctype html><html lang="${locale === 'cz' ? 'cs' : locale === 'no' ? 'nb' : locale}"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(input.title)}</title><style>${style}</style></head>
<body><main><span class="badge">${escapeHtml(texts.sandboxTitle)}</span><h1>${escapeHtml(input.title)}</h1><p>${escapeHtml(input.intro)}</p>
<dl>${facts}</dl><div class="actions">${actions}</div></main></body></html>`;
}

function sendPage(reply: FastifyReply, html: string, status = 200): FastifyReply {
  return reply
    .code(status)
    .header('content-security-policy', pagePolicy)
    .header('cache-control', 'no-store')
    .type('text/html; charset=utf-8')
    .send(html);
}

function answered(reply: FastifyReply, locale: LocaleCode, returnUrl: string): FastifyReply {
  const texts = railsTexts[locale];
  return sendPage(
    reply,
    page(locale, { title: texts.alreadyAnswered, intro: texts.alreadyAnswered, facts: [], actions: [] }).replace(
      '<div class="actions"></div>',
      `<p><a href="${escapeHtml(returnUrl)}">${escapeHtml(texts.backToCheckout)}</a></p>`,
    ),
    409,
  );
}

const notFound = (reply: FastifyReply) => reply.code(404).type('text/plain; charset=utf-8').send('Not found');

async function challengePage(request: EndpointRequest<typeof endpoints.sandboxChallengePage>, reply: FastifyReply) {
  const sandbox = request.server.rails.sandbox;
  const locale = railsLocale(request);
  const challenge = sandbox === null ? null : await sandbox.challenge(request.params.id);
  if (challenge === null) return notFound(reply);
  if (challenge.status !== 'requires_action') return answered(reply, locale, challenge.returnUrl);
  const texts = railsTexts[locale];
  const action = (outcome: string) => `${request.url.split('?')[0]}?outcome=${outcome}&lang=${locale}`;
  return sendPage(
    reply,
    page(locale, {
      title: challenge.threeDs === '3ds2' ? texts.challengeTitle2 : texts.challengeTitle,
      intro: texts.challengeIntro,
      facts: [[texts.amountLabel, `${amountText(challenge.currency, challenge.amountMinor)} ${challenge.currency}`]],
      actions: [
        { label: texts.approve, url: action('approve'), primary: true },
        { label: texts.fail, url: action('fail') },
      ],
    }),
  );
}

/** The buyer's answer goes to the sandbox PSP; the server then asks the PSP how it ended (never trusting the browser). */
async function challengeAnswer(request: EndpointRequest<typeof endpoints.sandboxChallengeAnswer>, reply: FastifyReply) {
  const app = request.server;
  const sandbox = app.rails.sandbox;
  const context = app.rails.cardContext();
  if (sandbox === null || context === null) return notFound(reply);
  const state = await sandbox.answerChallenge(request.params.id, request.query.outcome);
  if (state === null) return notFound(reply);
  const payment = await completeChallenge(context, request.params.id);
  const challenge = (await sandbox.challenge(request.params.id))!;
  const outcome =
    payment?.status === 'declined'
      ? `&payment=declined&code=${payment.declineCode ?? 'generic_decline'}`
      : '&payment=authorized';
  return reply.redirect(`${challenge.returnUrl}${outcome}`, 303);
}

async function bankPage(request: EndpointRequest<typeof endpoints.sandboxBankPage>, reply: FastifyReply) {
  const session = await onlineSession(request.server, request.params.id);
  const locale = railsLocale(request);
  if (session === undefined) return notFound(reply);
  if (session.status !== 'redirected') return answered(reply, locale, processingUrl(session.order_id));
  const texts = railsTexts[locale];
  const action = (outcome: string) => `${request.url.split('?')[0]}?outcome=${outcome}&lang=${locale}`;
  return sendPage(
    reply,
    page(locale, {
      title: `${texts.bankTitle} · ${session.method}`,
      intro: texts.bankIntro,
      facts: [[texts.amountLabel, `${amountText(session.currency, BigInt(session.amount_minor))} ${session.currency}`]],
      actions: [
        { label: texts.approve, url: action('approve'), primary: true },
        { label: texts.cancel, url: action('cancel') },
        { label: texts.fail, url: action('fail') },
      ],
    }),
  );
}

async function bankAnswer(request: EndpointRequest<typeof endpoints.sandboxBankAnswer>, reply: FastifyReply) {
  const answered = await answerOnlineBanking(request.server, request.params.id, request.query.outcome);
  if (answered === undefined) return notFound(reply);
  const session = (await onlineSession(request.server, request.params.id))!;
  return reply.redirect(`${processingUrl(answered.orderId)}&payment=${session.status}`, 303);
}

/**
 * Test mode only: the sandbox PSP's hosted 3-D Secure challenge and the sandbox online bank, each a
 * small page in the buyer's language with Approve / Fail (/ Cancel) buttons that return the buyer
 * to /flow/processing. The buttons are plain forms (no script); the empty form body is accepted here only.
 */
export const sandboxPageRoutes: FastifyPluginAsync = async (app) => {
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 1024 },
    (_request, _body, done) => done(null, undefined),
  );
  serve(app, endpoints.sandboxChallengePage, challengePage);
  serve(app, endpoints.sandboxChallengeAnswer, challengeAnswer);
  serve(app, endpoints.sandboxBankPage, bankPage);
  serve(app, endpoints.sandboxBankAnswer, bankAnswer);
};
