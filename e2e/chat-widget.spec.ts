import { createServer, type Server } from 'node:http';
import { expect, test } from '@playwright/test';
import { demoSignIns } from './support/demo-secrets.js';
import { freeLoopbackPort } from './free-port.js';
import { startOwnServer, type OwnServer } from './support/own-server.js';

/**
 * Spec §7 "Other": the brand's chat widget scripts run about 1 s after start with the user's id and
 * names, under a CSP that names their origin (no inline script, no eval). The chat script is a fake
 * served from a second loopback origin; when it runs it reports what it was given to that origin.
 */
interface ChatReport {
  id: string;
  firstName: string;
  lastName: string;
  dataUserId: string;
  ranAtMs: number;
}

const fakeChatScript = (origin: string) => `(function () {
  var script = document.currentScript;
  var user = window.platformChatUser;
  var report = new URLSearchParams({
    id: user ? user.id : '',
    firstName: user ? user.firstName : '',
    lastName: user ? user.lastName : '',
    dataUserId: (script && script.dataset.userId) || '',
    ranAtMs: String(Math.round(performance.now())),
  });
  fetch('${origin}/ran?' + report.toString(), { mode: 'no-cors' });
  var box = document.createElement('div');
  box.id = 'fake-chat';
  box.textContent = 'Chat for ' + (user ? user.firstName : 'visitor');
  document.body.append(box);
})();`;

function startChatOrigin(port: number, reports: ChatReport[]): Promise<Server> {
  const origin = `http://127.0.0.1:${port}`;
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', origin);
    if (url.pathname === '/chat.js') {
      response.writeHead(200, { 'content-type': 'text/javascript' }).end(fakeChatScript(origin));
    } else if (url.pathname === '/ran') {
      const field = (name: string) => url.searchParams.get(name) ?? '';
      reports.push({
        id: field('id'),
        firstName: field('firstName'),
        lastName: field('lastName'),
        dataUserId: field('dataUserId'),
        ranAtMs: Number(field('ranAtMs')),
      });
      response.writeHead(204).end();
    } else {
      response.writeHead(404).end();
    }
  });
  return new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve(server)));
}

test.describe('chat widget scripts of the brand', () => {
  let platform: OwnServer;
  let chatOrigin: Server;
  let chatUrl: string;
  const reports: ChatReport[] = [];

  test.beforeAll(async () => {
    test.setTimeout(180_000);
    const chatPort = await freeLoopbackPort();
    chatUrl = `http://127.0.0.1:${chatPort}/chat.js`;
    chatOrigin = await startChatOrigin(chatPort, reports);
    platform = await startOwnServer({});
    await platform.editDatabase(
      `update brands set configuration = configuration || '{"chat_scripts": ["${chatUrl}"]}'::jsonb where id = 'brd_demo';`,
    );
  });
  test.afterAll(async () => {
    await platform?.close();
    await new Promise((done) => chatOrigin?.close(done));
  });

  test("runs the configured script about 1 s after start with the signed-in user's id and names", async ({ page }) => {
    const violations: string[] = [];
    page.on('console', (message) => {
      if (message.text().includes('Content Security Policy')) violations.push(message.text());
    });
    const retail = demoSignIns(platform.demoSecrets()).retail;
    await page.goto(`${platform.origin}/login`);
    await page.getByLabel('Email').fill(retail.email);
    await page.getByLabel('Password').fill(retail.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(/\/wallets$/);
    const me = (await page.evaluate(() => fetch('/api/users/me').then((answer) => answer.json()))) as {
      request_details: { user_info: { user_id?: string | number; firstName: string; lastName: string } };
    };
    const user = me.request_details.user_info;
    reports.length = 0;

    const response = await page.goto(`${platform.origin}/wallets`);
    expect(response?.headers()['content-security-policy']).toContain(`script-src 'self' http://127.0.0.1:`);
    expect(response?.headers()['content-security-policy']).not.toMatch(/unsafe-eval|unsafe-inline/);
    await expect(page.locator('#fake-chat')).toHaveText(`Chat for ${user.firstName}`);
    await expect.poll(() => reports.length).toBe(1);
    expect(reports[0]).toMatchObject({
      id: String(user.user_id),
      dataUserId: String(user.user_id),
      firstName: user.firstName,
      lastName: user.lastName,
    });
    // About 1 s after start: not before the delay, and not long after the page became usable.
    expect(reports[0]?.ranAtMs).toBeGreaterThanOrEqual(1000);
    expect(await page.locator(`script[src="${chatUrl}"]`).count()).toBe(1);
    expect(violations).toEqual([]);
  });
});
