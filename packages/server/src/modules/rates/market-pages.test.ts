import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app.js';
import { builtMembersApp } from '../../testing/built-members-app.js';
import { buildTestApp } from '../../testing/test-app.js';
import { forEachDatabase } from '../../testing/test-databases.js';

/** The markets pages as a crawler without JavaScript reads them (issue 18: curl test). */
forEachDatabase('markets pages as HTML without JavaScript (curl test)', ({ openTestDatabase }) => {
  let app: App;
  beforeAll(async () => {
    app = await buildTestApp({ database: await openTestDatabase(), env: { APPS_DIR: builtMembersApp() } });
    // Test mode's deterministic prices, stored as the newest history point of every market coin.
    await app.rates.refresher.refreshNow();
  });
  afterAll(async () => {
    await app.close();
  });
  const curl = (url: string, host = 'localhost') =>
    app.inject({ method: 'GET', url, headers: { host, accept: 'text/html' } });

  describe('/prices', () => {
    it('lists every market coin with its price, a link to its page, Buy on tradable coins and the risk line', async () => {
      const response = await curl('/prices');
      expect(response.statusCode).toBe(200);
      const html = response.body;
      expect(html).toContain('<title>Cryptocurrency prices – ');
      expect(html).toContain('<h1>Cryptocurrency prices</h1>');
      expect(html).toMatch(/<meta name="description" content="31 coins priced in EUR/);
      expect(html.match(/class="market-coin__name"/g)).toHaveLength(31);
      // Largest market capitalisation first, as the app opens; a price in euros.
      expect(html.indexOf('>Bitcoin<')).toBeLessThan(html.indexOf('>Tezos<'));
      expect(html).toMatch(
        /<a class="market-coin" href="\/prices\/btc">.*?<\/a><\/th><td class="data-table__numeric">€\d/,
      );
      expect(html).toMatch(/href="\/(flow\/|buy)\?crypto=LTC&#38;currency=EUR">Buy Litecoin<\/a>/);
      expect(html).not.toContain('>Buy Tezos<');
      expect(html).toContain('Past prices do not indicate future results');
      expect(html).toContain('Test mode: these prices are simulated');
      expect(html).toContain('<link rel="canonical" href="http://localhost/prices" />');
    });

    it('prices in the asked fiat and writes the page in the visitor’s locale', async () => {
      const html = (await curl('/prices?currency=usd&lang=de')).body;
      expect(html).toContain('<html lang="de">');
      expect(html).toMatch(
        /<a class="market-coin" href="\/prices\/btc\?currency=USD">.*?<\/a><\/th><td class="data-table__numeric">\$\d/,
      );
      expect(html).toContain('<link rel="alternate" hreflang="en" href="http://localhost/prices" />');
    });
  });

  describe('/prices/{id}', () => {
    it('shows the coin’s heading, figures, market summary and article', async () => {
      const html = (await curl('/prices/btc')).body;
      expect(html).toContain('<h1>Bitcoin (BTC) price</h1>');
      expect(html).toMatch(/<dt>Price<\/dt><dd>€\d/);
      expect(html).toContain('<h2>Market summary</h2>');
      expect(html).toContain('<dd>Proof of work</dd>');
      expect(html).toContain('<h2>About Bitcoin</h2>');
      expect(html).toContain('<h3>What is Bitcoin?</h3>');
      expect(html).toMatch(/href="\/(flow\/|buy)\?crypto=BTC&#38;currency=EUR">Buy Bitcoin<\/a>/);
      expect(html).toContain('<meta property="og:type" content="article" />');
      expect(html).toContain('Past prices do not indicate future results');
    });

    it('says an article is coming for a coin without one, and leaves an unknown id to the app’s 404', async () => {
      expect((await curl('/prices/xtz')).body).toContain('An article about Tezos is coming soon.');
      const unknown = await curl('/prices/nocoin');
      expect(unknown.body).not.toContain('data-prerendered');
    });
  });
});
