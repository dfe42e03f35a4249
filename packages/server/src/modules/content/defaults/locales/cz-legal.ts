import type { TranslatedPage } from './locale-defaults.js';

const notice =
  '> **Šablona – před spuštěním zkontrolujte.** Toto je výchozí text platformy, nikoli právní poradenství. ' +
  'Provozovatel {{brand}} jej musí nechat zkontrolovat kvalifikovaným právním poradcem s ohledem na své licence a ' +
  'jurisdikce a nahradit jej v editoru obsahu.';

export const czLegal: Record<'terms' | 'privacy' | 'refund-policy' | 'aml-kyc', TranslatedPage> = {
  terms: {
    title: 'Obchodní podmínky',
    description: 'Podmínky používání {{brand}}: účty, nákup a prodej kryptoaktiv, poplatky a rizika.',
    markdown: `${notice}

## 1. Kdo jsme

Tyto podmínky jsou dohodou mezi vámi a společností {{company}} („my“) o používání {{brand}}: webových
stránek, členské sekce, peněženek a platebních služeb, které jsou jejich prostřednictvím nabízeny.

## 2. Podmínky a váš účet

- Musí vám být alespoň 18 let a musíte být způsobilí uzavřít závaznou smlouvu.
- Musíte uvádět pravdivé a úplné údaje a udržovat je aktuální. Než zpřístupníme některé služby, ověříme
  vaši totožnost (kontroly „poznej svého klienta“).
- Jeden účet na osobu. Heslo a druhý faktor uchovávejte v tajnosti; odpovídáte za to, co se s nimi
  provede. Máte-li podezření na zneužití, okamžitě nám napište na {{support_email}}.
- Své služby neposkytujeme ve všech regionech. Účet můžeme odmítnout nebo zrušit, vyžaduje-li to zákon
  nebo naše politika řízení rizik.

## 3. Služby

Můžete nakupovat, prodávat a směňovat kryptoaktiva za fiat peníze, držet je v peněženkách, které pro vás
vedeme, posílat je na jiné adresy a jako obchodník přijímat platby. Nabídky kurzu platí po zobrazenou
dobu; objednávka je konečná, jakmile ji potvrdíme. Převody kryptoaktiv nelze vrátit: před odesláním
zkontrolujte každou adresu.

## 4. Poplatky a limity

Platné poplatky a limity se zobrazí před potvrzením každé objednávky. Síťové poplatky stanovuje síť, ne my.

## 5. Rizika

Kryptoaktiva jsou volatilní a mohou ztratit celou svou hodnotu. Minulé ceny nejsou vodítkem pro budoucí
ceny. Kryptoaktiva nejsou zákonným platidlem a jejich držba obvykle není kryta systémy pojištění vkladů
ani systémy odškodnění investorů. Používejte jen peníze, jejichž ztrátu si můžete dovolit.

## 6. Pozastavení a zrušení

Účet můžeme pozastavit nebo zrušit, případně zadržet transakci, vyžaduje-li to zákon, máme-li podezření
na podvod, praní peněz nebo porušení těchto podmínek, nebo abychom vás ochránili. Svůj účet můžete
kdykoli zrušit poté, co vyberete své zůstatky.

## 7. Odpovědnost

Nic v těchto podmínkách neomezuje odpovědnost, kterou nelze ze zákona omezit. Jinak neodpovídáme za
ztráty způsobené pohyby na trhu, událostmi mimo naši přiměřenou kontrolu nebo tím, že jste své přihlašovací
údaje neuchovali v bezpečí.

## 8. Stížnosti a změny

Stížnosti zasílejte na {{support_email}}; odpovíme do 15 pracovních dnů. O změnách těchto podmínek vás
budeme informovat předtím, než nabudou účinnosti. Rozhodným právem je právo země, v níž je společnost
{{company}} usazena.

## 9. Kontakt

{{company}}, {{address}}. E-mail: {{support_email}}.
`,
  },
  privacy: {
    title: 'Zásady ochrany osobních údajů',
    description: 'Jaké osobní údaje {{brand}} shromažďuje, proč, jak dlouho je uchovává a jaká máte práva.',
    markdown: `${notice}

## Správce

Správcem vašich osobních údajů je {{company}} ({{address}}). Kontakt: {{support_email}}.

## Jaké údaje shromažďujeme

- **Identifikační a kontaktní údaje**: jméno, datum narození, adresa, e-mailová adresa, číslo mobilního telefonu.
- **Ověřovací údaje**: doklady totožnosti a výsledky jejich kontrol.
- **Finanční údaje**: objednávky, transakce, adresy peněženek, bankovní a kartové reference (čísla karet
  zpracovává náš zpracovatel plateb, my je neukládáme).
- **Technické údaje**: IP adresa, zařízení a prohlížeč, historie přihlášení, soubory cookie nezbytné k
  tomu, abyste zůstali přihlášeni a aby se zapamatoval váš jazyk.

## Proč je používáme (právní základy)

- Abychom vám založili a vedli účet a prováděli vaše objednávky (**smlouva**).
- Abychom ověřili vaši totožnost, předcházeli praní peněz a podvodům a vedli záznamy (**právní povinnost**).
- Abychom službu zabezpečili a zlepšovali (**oprávněné zájmy**).
- Abychom vám posílali novinky, jen pokud jste souhlasili (**souhlas**, který můžete kdykoli odvolat).

## Kdo je dostává

Poskytovatelé ověření totožnosti a plateb, banky, naši poskytovatelé hostingu a orgány veřejné moci,
vyžaduje-li to zákon. Předávání mimo vaši zemi probíhá se zárukami, které zákon uznává.

## Jak dlouho je uchováváme

Záznamy o ověření a transakcích uchováváme po dobu, kterou vyžadují předpisy proti praní peněz (obvykle
pět let od skončení vztahu); ostatní údaje ne déle, než je nutné.

## Vaše práva

Můžete požádat o přístup, opravu, výmaz, omezení zpracování a přenositelnost a vznést námitku proti
zpracování, a to napsáním na {{support_email}}. Můžete také podat stížnost u svého dozorového úřadu pro
ochranu osobních údajů.
`,
  },
  'refund-policy': {
    title: 'Zásady vracení peněz',
    description: 'Kdy lze objednávky na {{brand}} zrušit nebo refundovat a jak se refundace vyplácejí.',
    markdown: `${notice}

## Doručené objednávky

Nákup kryptoaktiv se provede za cenu, kterou jste potvrdili, a mince se odešlou na adresu, kterou jste
zadali. Protože se ceny mění a převody na blockchainu nelze vrátit, doručenou objednávku nelze zrušit ani
refundovat.

## Nedoručené objednávky

Pokud vaši platbu obdržíme, ale mince nemůžeme doručit (například proto, že ověření vaší totožnosti
neprojde nebo objednávka vyprší), vrátíme vám zaplacenou částku stejným způsobem, po odečtení případného
poplatku, který si ponechá poskytovatel plateb. Refundace na kartu se obvykle objeví do 5–10 pracovních dnů.

## Platby, které nesouhlasí

Bankovní převod bez variabilního symbolu či zprávy pro příjemce nebo s chybnými údaji, případně s částkou
odlišnou od objednávky, zadržíme, dokud jej náš tým nepřiřadí; nelze-li jej přiřadit, vrátíme jej na
odesílající účet.

## Jak o ni požádat

Napište na {{support_email}} a uveďte číslo objednávky. Odpovíme do 5 pracovních dnů.
`,
  },
  'aml-kyc': {
    title: 'Zásady AML a KYC',
    description: 'Jak {{brand}} ověřuje své klienty a předchází praní peněz a financování terorismu.',
    markdown: `${notice}

## Náš závazek

{{company}} nepřijímá prostředky pocházející z trestné činnosti a nedovoluje, aby byly její služby
využívány k praní peněz, financování terorismu nebo obcházení sankcí.

## Poznej svého klienta (KYC)

- Každý klient je identifikován dříve, než začne využívat služby, jimiž se pohybují peníze: jméno, datum
  narození, adresa a platný doklad totožnosti, ověřený proti dokladu a tam, kde je to vyžadováno, i
  proti živé selfie fotografii.
- Firemní klienti identifikují také své skutečné majitele.
- Můžeme požádat o doložení původu prostředků nebo majetku a o aktualizované doklady.

## Monitorování

Transakce prověřujeme proti sankčním seznamům a sledujeme, zda nevykazují neobvyklé vzorce. Adresy na
blockchainu prověřujeme na vazby na nezákonnou činnost.

## Oznamování a záznamy

Podezřelé obchody oznamujeme příslušným orgánům, jak vyžaduje zákon, aniž bychom o tom klienta
informovali. Záznamy uchováváme po dobu, kterou vyžaduje zákon.

## Kontakt

Dotazy k dodržování předpisů: {{compliance_email}}.
`,
  },
};
