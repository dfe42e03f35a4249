import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { renderApp } from '../../../testing/render-app.js';
import { brandDetails } from '../../../testing/brand-details.js';
import { failure, installFakeApi, success } from '../../../testing/fake-api.js';
import { useSessionStore } from '../../../stores/session-store.js';

afterEach(() => {
  cleanup();
  useSessionStore.getState().reset();
});

const message = (id: string, recipient: string, body: string, channel: 'email' | 'sms' = 'email') => ({
  id,
  brand_id: 'brd_demo',
  channel,
  recipient,
  locale: 'en',
  template: 'verification_code',
  subject: channel === 'sms' ? '' : 'Your code',
  text_body: body,
  html_body: null,
  status: 'sent',
  attempts: 1,
  last_error: null,
  delivered_via: 'outbox',
  created_at: '2026-11-22T10:00:00.000Z',
  sent_at: null,
});

describe('test-mode outbox page', () => {
  it('lists the queued messages as text, and filters by recipient', async () => {
    const api = installFakeApi({
      'GET /users/me': () => failure(401, 'unauthorized', { session_key: 'unauthorized' }),
      'GET /test-mode/outbox': ({ query }) =>
        success({
          messages:
            query.get('to') === 'ada@example.com'
              ? [message('ntf_2', 'ada@example.com', 'Your code is 123456')]
              : [
                  message('ntf_2', 'ada@example.com', 'Your code is 123456'),
                  message('ntf_1', 'bob@example.com', '<b>not markup</b>'),
                ],
        }),
    });
    await renderApp('/test-mode/outbox', { details: brandDetails() });
    expect(await screen.findByRole('heading', { name: 'Test-mode outbox' })).toBeTruthy();
    expect(await screen.findByText('Your code is 123456')).toBeTruthy();
    // Bodies are text: markup in a message is shown, never rendered.
    expect(screen.getByText('<b>not markup</b>')).toBeTruthy();

    fireEvent.change(screen.getByLabelText('Recipient (email or mobile)'), { target: { value: ' ada@example.com ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Show' }));
    await screen.findByText('Your code is 123456');
    expect(await screen.findAllByText('ada@example.com')).toHaveLength(1);
    expect(screen.queryByText('<b>not markup</b>')).toBeNull();
    const queried = api.calls.filter((call) => call.route === 'GET /test-mode/outbox');
    expect(queried.length).toBeGreaterThanOrEqual(2);
  });

  it('shows an SMS as a message, with no subject (issue 15: the SMS text stood under "Subject")', async () => {
    installFakeApi({
      'GET /users/me': () => failure(401, 'unauthorized', { session_key: 'unauthorized' }),
      'GET /test-mode/outbox': () =>
        success({
          messages: [
            message('ntf_2', '+447700900123', 'Demo Exchange: your code is 222222', 'sms'),
            message('ntf_1', 'ada@example.com', 'Your code is 123456'),
          ],
        }),
    });
    await renderApp('/test-mode/outbox', { details: brandDetails() });
    await screen.findByText('Your code is 123456');
    const [sms, email] = [...document.querySelectorAll<HTMLElement>('.test-outbox__message')];
    const terms = (item: HTMLElement) => [...item.querySelectorAll('dt')].map((term) => term.textContent);
    expect(terms(sms!)).toEqual(['Queued', 'Channel', 'To', 'Message']);
    expect([...sms!.querySelectorAll('dd')].at(-1)?.textContent).toBe('Demo Exchange: your code is 222222');
    expect(terms(email!)).toEqual(['Queued', 'Channel', 'To', 'Subject']);
    expect(email!.textContent).toContain('Your code is 123456');
  });

  it('says the outbox exists in test mode only when the API has no such path', async () => {
    installFakeApi({
      'GET /users/me': () => failure(401, 'unauthorized', { session_key: 'unauthorized' }),
    });
    await renderApp('/test-mode/outbox', { details: brandDetails() });
    expect((await screen.findByRole('alert')).textContent).toBe('The outbox exists in test mode only.');
  });
});
