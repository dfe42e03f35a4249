import { czLegal } from './cz-legal.js';
import type { LocaleDefaults } from './locale-defaults.js';

export const cz: LocaleDefaults = {
  neutral: {
    support_email: 'náš tým podpory (viz stránka Kontakt)',
    compliance_email: 'náš tým pro dodržování předpisů',
    phone: 'pouze e-mailem',
    address: 'adresa sídla na vyžádání',
  },
  pages: {
    ...czLegal,
    support: {
      title: 'Podpora',
      description: 'Jak získat pomoc s účtem {{brand}}, objednávkami, vklady a výběry.',
      markdown: `## Jsme tu, abychom pomohli

Napište na **{{support_email}}** z e-mailové adresy svého účtu. Týká-li se dotaz platby, uveďte číslo
objednávky nebo ID transakce: odpovíme rychleji.

## Než napíšete

- **Vklad nedorazil**: vklady kryptoměn se připisují po počtu potvrzení v síti, který je uveden na
  stránce vkladu. Otevřete *Transakce* a uvidíte dosavadní potvrzení.
- **Objednávka se zpracovává**: platby kartou a přes internetové bankovnictví se obvykle potvrdí během
  několika minut, bankovní převody ve chvíli, kdy je banka připíše, s údaji uvedenými u vaší objednávky.
- **Nemůžete se přihlásit**: použijte *Zapomněli jste heslo?* na přihlašovací stránce. Pokud jste ztratili
  druhý faktor, použijte jeden ze svých záložních kódů.

## Zabezpečení

Nikdy vás nebudeme žádat o heslo, kódy z ověřovací aplikace ani záložní kódy. Zkontrolujte, že každý náš
e-mail obsahuje váš antiphishingový kód.

Viz také [znalostní báze](/knowledge-base).
`,
    },
    'knowledge-base': {
      title: 'Znalostní báze',
      description: 'Odpovědi na časté otázky o nákupu, držení a odesílání kryptoaktiv na {{brand}}.',
      markdown: `## Začínáme

**Jak si založím účet?** Zvolte *Začít*, zadejte své údaje a potvrďte e-mailovou adresu a číslo mobilního
telefonu kódy, které vám pošleme. Poté ověřte svou totožnost (viz
[návody k ověření totožnosti](/identity-verification)).

**Které mince mohu držet?** Bitcoin (BTC), Litecoin (LTC), Ethereum (ETH), Bitcoin Cash (BCH),
Tether (USDT) a USD Coin (USDC) a vedle nich zůstatky v USD, GBP, EUR, AUD, CAD a CHF.

## Nákup a prodej

**Jak se stanoví cena?** Nabídka ukazuje kurz, poplatky a částku, kterou obdržíte; platí pevně po dobu,
kterou ukazuje odpočet.

**Kam jdou peníze z prodeje?** Výnos z prodeje se připíše do vaší peněženky v EUR.

## Vklady a výběry

**Jak dlouho trvá vklad kryptoměny?** Ihned se zobrazí jako čekající a připíše se po potvrzeních v síti,
která ukazuje stránka vkladu.

**Mohu vybírat na kartu nebo bankovní účet?** Ano, pokud žijete v Evropském hospodářském prostoru.

## Zabezpečení

Zapněte ověřovací aplikaci v *Nastavení zabezpečení*, záložní kódy uchovávejte offline a nastavte si
antiphishingový kód, abyste poznali naše e-maily.
`,
    },
    'identity-verification': {
      title: 'Návody k ověření totožnosti',
      description: 'Krok za krokem: ověřte e-mail, číslo mobilního telefonu a totožnost na {{brand}}.',
      markdown: `## Proč ověřujeme

Regulované platformy musí znát své klienty. Ověření chrání váš účet a zpřístupní vám všechny služby.

## 1. E-mail a číslo mobilního telefonu

Po registraci vám pošleme kód na e-mailovou adresu a další v SMS. Zadejte je na ověřovací stránce;
pokud některému kódu vypršela platnost, požádejte o nový.

## 2. Doklad totožnosti

1. V členské sekci otevřete *Ověření účtu*.
2. Vyberte zemi, která doklad vydala, a typ dokladu: cestovní pas, občanský průkaz nebo řidičský průkaz.
3. Vyfoťte doklad na rovné tmavé podložce při dobrém světle: všechny čtyři rohy viditelné, bez odlesků,
   každý řádek čitelný. U karty obě strany.
4. Nahrajte fotografie (JPEG, PNG nebo PDF).

## 3. Selfie a doklad o adrese (pokud o ně požádáme)

Pořiďte ostrou fotografii obličeje bez brýlí a pokrývky hlavy. Dokladem o adrese je výpis z účtu nebo
vyúčtování služeb za poslední tři měsíce s vaším jménem a adresou.

## Po odeslání

Náš tým doklady zkontroluje, obvykle do jednoho pracovního dne, a výsledek vám pošle e-mailem. Pokud je
doklad zamítnut, e-mail uvede důvod a můžete nahrát nový.
`,
    },
    blog: {
      title: 'Blog',
      description: 'Novinky, návody a aktuality o produktu {{brand}}.',
      markdown: 'Novinky, návody a aktuality o produktu od týmu {{brand}}.',
    },
    about: {
      title: 'O nás',
      description: '{{brand}}: regulovaná platforma pro nákup, držení a placení kryptoaktivy.',
      markdown: `## {{brand}}

{{brand}} umožňuje lidem nakupovat, prodávat, držet a posílat kryptoaktiva s péčí, jakou lze očekávat od
regulované finanční služby, a obchodníkům přijímat platby v kryptoměnách na vlastních webech.

## Co je pro nás důležité

- **Jasné ceny**: každý poplatek se zobrazí před potvrzením.
- **Vaše aktiva pečlivě zaúčtovaná**: každý zůstatek je podložen podvojným účetnictvím a průběžně odsouhlasován.
- **Bezpečnost na prvním místě**: dvoufázové přihlášení, ochrana výběrů a antiphishingové kódy.

## Kdo ji provozuje

{{brand}} provozuje společnost {{company}}, {{address}}.
`,
    },
    contact: {
      title: 'Kontakt',
      description: 'Jak kontaktovat {{brand}}: podpora, dodržování předpisů a poštovní adresa.',
      markdown: `## Zákaznická podpora

E-mail: **{{support_email}}**

Telefon: {{phone}}

## Dodržování předpisů

Dotazy k ověření totožnosti, sankcím nebo žádostem orgánů činných v trestním řízení: {{compliance_email}}.

## Poštovní adresa

{{company}}
{{address}}
`,
    },
  },
};
