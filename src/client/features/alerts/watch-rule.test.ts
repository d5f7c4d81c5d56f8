import { describe, expect, it } from 'vitest';
import { describeRule, dollarsToCents, formFromRule, ruleFromForm, EMPTY_WATCH_RULE } from './watch-rule';
import { defaultSearchName, describeSearchAlert, searchAlertFromForm, searchAlertForm } from './search-alert';

describe('watch rule', () => {
  it('reads dollar amounts into cents, a price per round to a tenth of a cent', () => {
    expect(dollarsToCents('0.295', 3)).toBe(29.5);
    expect(dollarsToCents('$19.99', 2)).toBe(1999);
    expect(dollarsToCents('19.999', 2)).toBeNull();
    expect(dollarsToCents('0', 3)).toBeNull();
    expect(dollarsToCents('-1', 2)).toBeNull();
    expect(dollarsToCents('abc', 2)).toBeNull();
  });

  it('round-trips a rule through the form and says it in words', () => {
    const rule = {
      anyDrop: true,
      targetPricePerRoundCents: 29.5,
      targetPriceCents: 1999,
      dropPercent: 10,
      backInStock: true,
    };
    const back = ruleFromForm(formFromRule(rule));
    expect(back).toEqual({ ok: true, rule });
    expect(describeRule(rule)).toBe(
      'Any price drop · at or under $0.295/rd · box at or under $19.99 · drops 10 % or more · back in stock',
    );
    expect(ruleFromForm({ ...EMPTY_WATCH_RULE, anyDrop: false })).toMatchObject({ ok: false, field: 'anyDrop' });
  });
});

describe('saved search alert', () => {
  it('needs a name and one alert, and names a search after its words', () => {
    expect(searchAlertFromForm(searchAlertForm(''))).toMatchObject({ ok: false, field: 'name' });
    const none = { ...searchAlertForm('9mm'), newListings: false };
    expect(searchAlertFromForm(none)).toMatchObject({ ok: false, field: 'newListings' });
    expect(searchAlertFromForm({ ...none, perRoundOn: true, perRound: '0.30' })).toEqual({
      ok: true,
      name: '9mm',
      alert: { newListings: false, targetPricePerRoundCents: 30, backInStock: false },
    });
    expect(defaultSearchName('q=blazer+brass&calibre=9mm&stock=in_stock')).toBe('blazer brass, 9mm');
    expect(defaultSearchName('')).toBe('My search');
    expect(describeSearchAlert({ newListings: true, targetPricePerRoundCents: 30, backInStock: true })).toBe(
      'New listings · something at or under $0.300/rd · something back in stock',
    );
  });
});
