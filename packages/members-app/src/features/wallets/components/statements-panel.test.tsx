import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import type { ConfigurationInput } from '@platform/core';
import { brandDetails } from '../../../testing/brand-details.js';
import { renderWithProviders } from '../../../testing/render-with-providers.js';
import { StatementsPanel } from './statements-panel.js';
import { utcToday } from '../utils/statement-range.js';

/**
 * The few parts of Node's http module this test uses. The app's tsconfig has no Node types (it is
 * browser code), so the module is imported by a non-literal name and typed here.
 */
interface IncomingMessage {
  url?: string;
  headers: Record<string, string | undefined>;
}
interface ServerResponse {
  writeHead: (status: number, headers: Record<string, string>) => void;
  end: (body: string) => void;
}
interface Server {
  listen: (port: number, host: string, done: () => void) => void;
  address: () => { port: number };
  close: (done: () => void) => void;
}
type NodeHttp = { createServer: (handler: (request: IncomingMessage, response: ServerResponse) => void) => Server };
const nodeHttpModule = 'node:http';

/**
 * The statement download goes over real HTTP to a local server (the page's origin is pointed at it),
 * answering as the wallets contract says: the file with Content-Disposition, or the JSON failure.
 */
let server: Server;
let answer: (request: IncomingMessage) => { status: number; type: string; body: string; disposition?: string };
const requests: { url: string; cookie: string | undefined }[] = [];
/** Files handed to the browser's download manager (the link click is caught before it navigates). */
const downloads: { fileName: string; href: string }[] = [];
let origin = '';

function catchDownload(event: MouseEvent) {
  const link = event.target;
  if (link instanceof HTMLAnchorElement && link.download) {
    event.preventDefault();
    downloads.push({ fileName: link.download, href: link.href });
  }
}

beforeAll(async () => {
  const { createServer } = (await import(/* @vite-ignore */ nodeHttpModule)) as NodeHttp;
  server = createServer((request, response) => {
    requests.push({ url: request.url ?? '', cookie: request.headers.cookie });
    const reply = answer(request);
    response.writeHead(reply.status, {
      'content-type': reply.type,
      ...(reply.disposition ? { 'content-disposition': reply.disposition } : {}),
    });
    response.end(reply.body);
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  origin = `http://127.0.0.1:${server.address().port}`;
});

beforeEach(() => {
  (window as unknown as { happyDOM: { setURL: (url: string) => void } }).happyDOM.setURL(`${origin}/profile`);
  document.addEventListener('click', catchDownload);
});

afterAll(() => new Promise<void>((done) => server.close(() => done())));

afterEach(() => {
  cleanup();
  document.removeEventListener('click', catchDownload);
  requests.length = 0;
  downloads.length = 0;
});

function renderPanel(module: Partial<ConfigurationInput> = { enable_statements: 1 }) {
  renderWithProviders(<StatementsPanel />, { details: brandDetails(module) });
  return within(screen.getByRole('region', { name: 'Account Statements' }));
}

describe('account statements (profile#statements)', () => {
  it('downloads the CSV of the chosen range with the session cookie', async () => {
    document.cookie = 'token=session-token-1; Path=/';
    answer = () => ({
      status: 200,
      type: 'text/csv; charset=utf-8',
      disposition: 'attachment; filename="statement-2026-11-01-2026-11-20.csv"',
      body: 'Currency,Opening balance,Money in,Money out,Closing balance\r\nBTC,0.00000000,0.50000000,0.00000000,0.50000000\r\n',
    });
    const panel = renderPanel();
    fireEvent.change(panel.getByLabelText('From'), { target: { value: '2026-11-01' } });
    fireEvent.change(panel.getByLabelText('To'), { target: { value: '2026-11-20' } });
    fireEvent.click(panel.getByRole('button', { name: 'Download CSV' }));
    expect((await panel.findByText(/^Downloaded/)).textContent).toBe('Downloaded statement-2026-11-01-2026-11-20.csv.');
    expect(requests).toHaveLength(1);
    expect(requests[0]?.url).toBe('/api/users/statements?from=2026-11-01&to=2026-11-20&format=csv&lang=en');
    expect(requests[0]?.cookie).toContain('token=session-token-1');
    expect(downloads).toHaveLength(1);
    expect(downloads[0]?.fileName).toBe('statement-2026-11-01-2026-11-20.csv');
    expect(downloads[0]?.href).toMatch(/^blob:/);
    document.cookie = 'token=; Max-Age=0; Path=/';
  });

  it('asks for the PDF with format=pdf', async () => {
    answer = () => ({
      status: 200,
      type: 'application/pdf',
      disposition: 'attachment; filename="statement.pdf"',
      body: '%PDF-1.4\n%%EOF\n',
    });
    const panel = renderPanel();
    fireEvent.click(panel.getByRole('button', { name: 'Download PDF' }));
    expect(await panel.findByText('Downloaded statement.pdf.')).toBeTruthy();
    expect(requests[0]?.url).toMatch(/format=pdf/);
    expect(downloads.map((file) => file.fileName)).toEqual(['statement.pdf']);
  });

  it('checks the range before asking: order, future end and the 366-day limit', async () => {
    answer = () => ({ status: 500, type: 'text/plain', body: 'should not be called' });
    const panel = renderPanel();
    const tryRange = async (from: string, to: string) => {
      fireEvent.change(panel.getByLabelText('From'), { target: { value: from } });
      fireEvent.change(panel.getByLabelText('To'), { target: { value: to } });
      fireEvent.click(panel.getByRole('button', { name: 'Download CSV' }));
      return (await panel.findByRole('alert')).textContent;
    };
    expect(await tryRange('2026-11-20', '2026-11-01')).toBe('The start date must not be after the end date.');
    expect(await tryRange('2024-01-01', '2025-01-01')).toBe('A statement covers at most 366 days.');
    expect(await tryRange('2024-01-01', '2099-01-01')).toBe('The end date cannot be in the future.');
    expect(requests).toHaveLength(0);
  });

  it('shows the failure when the server refuses', async () => {
    answer = () => ({
      status: 503,
      type: 'application/json',
      body: JSON.stringify({ request_status: 0, error_code: 'service_unavailable', error_message: {} }),
    });
    const panel = renderPanel();
    fireEvent.change(panel.getByLabelText('From'), { target: { value: utcToday() } });
    fireEvent.click(panel.getByRole('button', { name: 'Download CSV' }));
    expect((await panel.findByRole('alert')).textContent).toBe(
      'The statement could not be downloaded. Please try again.',
    );
  });

  it('is not offered when the brand switch enable_statements is off', () => {
    renderWithProviders(<StatementsPanel />, { details: brandDetails({ enable_statements: 0 }) });
    expect(screen.getByRole('status').textContent).toBe('Account statements are not offered on this platform.');
    expect(screen.queryByRole('button', { name: 'Download CSV' })).toBeNull();
  });
});
