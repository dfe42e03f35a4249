import {
  buyHref,
  coinDescriptor,
  defaultMarketSort,
  formatChange,
  formatDecimal,
  formatLargeAmount,
  formatPrice,
  loadCoinArticle,
  marketFiat,
  marketRows,
  sortMarketRows,
  changeTone,
  type CoinDescriptor,
  type Configuration,
  type FiatCurrency,
  type LocaleCode,
  type MarketCoinDetails,
  type MarketsTexts,
} from '@platform/core';
import { allLocaleResources } from '@platform/core/i18n/every-locale';
import type { FastifyInstance } from 'fastify';
import {
  brandPageBase,
  escapeHtml,
  fillText,
  type PublicPageContext,
  type PublicPageRenderer,
  type RenderedPublicPage,
} from '../../static/public-pages.js';
import { hostnameFromHost } from '../brands/index.js';
import { getMarketState } from './market-state.js';

/**
 * The markets pages server-rendered (issue 18: public pages return their main text without
 * JavaScript): `/prices` with the price table of every market coin, `/prices/{id}` with the coin's
 * figures, market summary and article, both with the risk line, from the rates module's market
 * state in the page's fiat (`?currency=`, else the brand's default). The members app renders the
 * interactive page over it (sorting, search, chart, converter); the markup uses the app's classes
 * so the first paint looks like the page it becomes.
 */

function textsIn(locale: LocaleCode): MarketsTexts {
  return allLocaleResources()[locale].markets;
}

function pageFiat(context: PublicPageContext, configuration: Configuration): FiatCurrency {
  const query = context.request.query as Record<string, unknown> | undefined;
  const currency = typeof query?.currency === 'string' ? query.currency : '';
  return marketFiat(new URLSearchParams({ currency }), configuration.default_currency as FiatCurrency);
}

const missingHtml = (texts: MarketsTexts) => `<span class="muted">${escapeHtml(texts.unavailable)}</span>`;

function changeHtml(percent: string | null, texts: MarketsTexts, locale: LocaleCode): string {
  if (percent === null) return missingHtml(texts);
  return `<span class="market-change market-change--${changeTone(percent)}">${escapeHtml(formatChange(percent, locale))}</span>`;
}

function riskHtml(texts: MarketsTexts, testMode: boolean): string {
  const test = testMode ? `<p>${escapeHtml(texts.testPrices)}</p>` : '';
  return `<div class="markets-risk" role="note"><p>${escapeHtml(texts.risk)}</p>${test}</div>`;
}

interface MarketPageOptions {
  configuration: Configuration;
  locale: LocaleCode;
  fiat: FiatCurrency;
  testMode: boolean;
}

/** The prices list's main text: heading, intro, the table of every coin (by market capitalisation), the risk line. */
export function renderPricesMain(
  state: Parameters<typeof marketRows>[0],
  options: MarketPageOptions,
): Pick<RenderedPublicPage, 'title' | 'description' | 'mainHtml'> {
  const { configuration, locale, fiat } = options;
  const texts = textsIn(locale);
  const rows = sortMarketRows(marketRows(state), defaultMarketSort);
  const priced = rows.filter((row) => row.details !== undefined).length;
  const intro = fillText(texts.prices.intro, { count: priced || rows.length, currency: fiat });
  const columns = texts.prices.columns;
  const headers = [columns.coin, columns.price, columns.change24h, columns.change7d, columns.volume, columns.marketCap];
  const cells = (details: MarketCoinDetails | undefined): string[] => {
    if (details === undefined) return Array.from({ length: 5 }, () => missingHtml(texts));
    const large = (amount: string | null) =>
      amount ? escapeHtml(formatLargeAmount(amount, fiat, locale)) : missingHtml(texts);
    return [
      escapeHtml(formatPrice(details.price, fiat, locale)),
      changeHtml(details.change_24h_percent, texts, locale),
      changeHtml(details.change_7d_percent, texts, locale),
      large(details.volume_24h),
      large(details.market_cap),
    ];
  };
  const query = fiat === configuration.default_currency ? '' : `?currency=${fiat}`;
  const body = rows
    .map((row) => {
      const buy = row.coin.tradable
        ? `<a class="button button--primary button--small" href="${escapeHtml(buyHref(configuration, row.coin.iso, fiat))}">${escapeHtml(fillText(texts.prices.buyCoin, { name: row.coin.name }))}</a>`
        : '';
      const coin = `<a class="market-coin" href="/prices/${row.coin.id}${query}"><span class="market-coin__name">${escapeHtml(row.coin.name)}</span> <span class="market-coin__iso">${row.coin.iso}</span></a>`;
      const numeric = cells(row.details).map((cell) => `<td class="data-table__numeric">${cell}</td>`);
      return `<tr><th scope="row">${coin}</th>${numeric.join('')}<td>${buy}</td></tr>`;
    })
    .join('');
  const head = headers
    .map(
      (header, index) =>
        `<th scope="col"${index === 0 ? '' : ' class="data-table__numeric"'}>${escapeHtml(header)}</th>`,
    )
    .join('');
  const mainHtml =
    `<section class="markets-page page-container"><h1>${escapeHtml(texts.prices.title)}</h1><p class="muted">${escapeHtml(intro)}</p>` +
    `<div class="table-wrap"><table class="data-table"><caption class="visually-hidden">${escapeHtml(texts.prices.caption)}</caption>` +
    `<thead><tr>${head}<th scope="col"><span class="visually-hidden">${escapeHtml(columns.actions)}</span></th></tr></thead><tbody>${body}</tbody></table></div>` +
    `${riskHtml(texts, options.testMode)}</section>`;
  return {
    title: `${texts.prices.title} – ${configuration.label_name}`,
    description: intro,
    mainHtml,
  };
}

/** A coin page's main text: heading, Buy, figures, market summary, article (or "coming soon"), the risk line. */
export async function renderCoinMain(
  coin: CoinDescriptor,
  details: MarketCoinDetails | undefined,
  options: MarketPageOptions,
): Promise<Pick<RenderedPublicPage, 'title' | 'description' | 'mainHtml'>> {
  const { configuration, locale, fiat } = options;
  const texts = textsIn(locale);
  const title = fillText(texts.coin.title, { name: coin.name, iso: coin.iso });
  const buy = coin.tradable
    ? `<a class="button button--primary" href="${escapeHtml(buyHref(configuration, coin.iso, fiat))}">${escapeHtml(fillText(texts.prices.buyCoin, { name: coin.name }))}</a>`
    : `<p class="muted">${escapeHtml(fillText(texts.coin.notTradable, { name: coin.name }))}</p>`;
  const figure = (label: string, value: string) => `<div><dt>${escapeHtml(label)}</dt><dd>${value}</dd></div>`;
  const large = (amount: string | null | undefined) =>
    amount ? escapeHtml(formatLargeAmount(amount, fiat, locale)) : missingHtml(texts);
  const figures =
    details === undefined
      ? ''
      : `<dl class="coin-figures">${[
          figure(texts.coin.figures.price, escapeHtml(formatPrice(details.price, fiat, locale))),
          figure(texts.coin.figures.change24h, changeHtml(details.change_24h_percent, texts, locale)),
          figure(texts.coin.figures.change7d, changeHtml(details.change_7d_percent, texts, locale)),
          figure(texts.coin.figures.volume, large(details.volume_24h)),
          figure(texts.coin.figures.marketCap, large(details.market_cap)),
        ].join('')}</dl>`;
  const summary = texts.coin.summary;
  const fact = (label: string, value: string) => `<dt>${escapeHtml(label)}</dt><dd>${escapeHtml(value)}</dd>`;
  const facts = [
    fact(summary.category, texts.coin.categories[coin.category]),
    fact(summary.consensus, texts.coin.consensus[coin.consensus]),
    coin.network === undefined ? '' : fact(summary.network, coin.network),
    fact(summary.launched, String(coin.launched)),
    coin.maxSupply === undefined
      ? ''
      : fact(
          summary.maxSupply,
          coin.maxSupply === null ? summary.noMaxSupply : `${formatDecimal(coin.maxSupply, 0, locale)} ${coin.iso}`,
        ),
  ].join('');
  const article = await loadCoinArticle(coin.id);
  const articleTitle = fillText(texts.coin.article.title, { name: coin.name });
  const articleBody =
    article.sections.length === 0
      ? `<p>${escapeHtml(fillText(texts.coin.article.comingSoon, { name: coin.name }))}</p>`
      : `${locale === 'en' ? '' : `<p class="muted">${escapeHtml(texts.coin.article.englishOnly)}</p>`}<div lang="en">${article.sections
          .map(
            (section) =>
              `<section><h3>${escapeHtml(section.heading)}</h3>${section.p.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`).join('')}${
                section.ul === undefined
                  ? ''
                  : `<h4>${escapeHtml(section.ul.heading)}</h4><ul>${section.ul.text.map((item) => `<li>${escapeHtml(item)}</li>`).join('')}</ul>`
              }</section>`,
          )
          .join('')}</div>`;
  const mainHtml =
    `<section class="markets-page coin-page page-container"><p><a href="/prices">${escapeHtml(texts.coin.allPrices)}</a></p>` +
    `<div class="coin-page__heading"><h1>${escapeHtml(title)}</h1>${buy}</div>${figures}` +
    `<div class="coin-page__columns"><section class="card markets-section"><h2>${escapeHtml(summary.title)}</h2><p>${escapeHtml(coin.summary)}</p><dl class="coin-facts">${facts}</dl></section></div>` +
    `<section class="card markets-section coin-article"><h2>${escapeHtml(articleTitle)}</h2>${articleBody}</section>` +
    `${riskHtml(texts, options.testMode)}</section>`;
  return { title: `${title} – ${configuration.label_name}`, description: coin.summary, mainHtml };
}

const coinPath = /^\/prices\/([a-z0-9]{1,20})\/?$/;

/** `/prices` and `/prices/{id}` for `app.publicPages`, in the host brand's configuration. */
export function marketPageRenderers(app: FastifyInstance, options: { testMode: boolean }): PublicPageRenderer[] {
  const setup = async (context: PublicPageContext) => {
    const brand = await app.brands.resolver.resolve(hostnameFromHost(context.request.host));
    const fiat = pageFiat(context, brand.configuration);
    const state = await getMarketState({
      database: app.database,
      fiat,
      now: app.rates.now(),
      maxAgeMs: app.rates.displayMaxAgeMs,
    });
    const pageOptions: MarketPageOptions = {
      configuration: brand.configuration,
      locale: context.locale,
      fiat,
      testMode: options.testMode,
    };
    return { base: brandPageBase(brand.configuration), state, pageOptions };
  };
  return [
    {
      name: 'prices',
      matches: (pathname) => pathname === '/prices' || pathname === '/prices/',
      render: async (context) => {
        const { base, state, pageOptions } = await setup(context);
        return { ...base, ...renderPricesMain(state, pageOptions) };
      },
    },
    {
      name: 'coin',
      matches: (pathname) => coinPath.test(pathname),
      render: async (context) => {
        const coin = coinDescriptor(coinPath.exec(context.pathname)?.[1] ?? '');
        // An unknown id: the plain index.html, the app shows its 404 page.
        if (coin === undefined) return undefined;
        const { base, state, pageOptions } = await setup(context);
        return { ...base, ...(await renderCoinMain(coin, state?.details[coin.iso], pageOptions)), ogType: 'article' };
      },
    },
  ];
}
