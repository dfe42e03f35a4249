import { describe, expect, it } from 'vitest';
import { isDomainError } from '../../errors/domain-error.js';
import { checkBankDestination, checkCryptoDestination, fiatRefusal } from './destination-checks.js';
import { mainnetBtcAddress, regtestLtcAddress } from './testing.js';

const user = { firstName: 'Anna Lena', lastName: 'Müller' };
const refusal = async (run: () => unknown): Promise<string> => {
  try {
    await run();
  } catch (error) {
    if (isDomainError(error)) return JSON.stringify(error.messages);
    throw error;
  }
  throw new Error('not refused');
};

describe('withdrawal destinations', () => {
  it('checks a bank account with ibantools and the holder against the verified name', async () => {
    expect(
      checkBankDestination(
        { iban: 'de89 3704 0044 0532 0130 00', bic: 'cobadeff xxx', accountHolder: 'MULLER ANNA LENA' },
        user,
      ),
    ).toEqual({ iban: 'DE89370400440532013000', bic: 'COBADEFFXXX', accountHolder: 'MULLER ANNA LENA' });
    expect(
      await refusal(() =>
        checkBankDestination({ iban: 'DE88370400440532013000', accountHolder: 'Anna Lena Müller' }, user),
      ),
    ).toContain('check digits');
    // Right length and check digits, but a letter where Germany's national structure has digits only.
    expect(
      await refusal(() =>
        checkBankDestination({ iban: 'DE85A70400440532013000', accountHolder: 'Anna Lena Müller' }, user),
      ),
    ).toContain('An IBAN is a country code');
    expect(
      await refusal(() =>
        checkBankDestination(
          { iban: 'DE89370400440532013000', bic: 'COBADE', accountHolder: 'Anna Lena Müller' },
          user,
        ),
      ),
    ).toContain('BIC');
    expect(
      await refusal(() => checkBankDestination({ iban: 'DE89370400440532013000', accountHolder: 'Anna Müller' }, user)),
    ).toContain('account holder must be you');
  });

  it('checks a crypto address for the coin and the network, and refuses a tag no supported coin takes', async () => {
    const context = { network: 'regtest' as const };
    const address = regtestLtcAddress();
    await expect(checkCryptoDestination({ currency: 'LTC', address: address.toUpperCase() }, context)).resolves.toEqual(
      {
        address,
        destinationTag: null,
      },
    );
    expect(
      await refusal(() => checkCryptoDestination({ currency: 'BTC', address: mainnetBtcAddress() }, context)),
    ).toContain('another network');
    expect(await refusal(() => checkCryptoDestination({ currency: 'BTC', address }, context))).toContain(
      'another coin',
    );
    expect(
      await refusal(() => checkCryptoDestination({ currency: 'LTC', address, destinationTag: '12' }, context)),
    ).toContain('no destination tag');
  });

  it('allows fiat to verified EEA residents only, by the KYC country', () => {
    expect(fiatRefusal({ country: 'DE', complianceVerification: 'successful' })).toBeNull();
    expect(fiatRefusal({ country: 'GB', complianceVerification: 'successful' })).toContain('European Economic Area');
    expect(fiatRefusal({ country: 'DE', complianceVerification: 'review' })).toContain('verified identity');
  });
});
