import type { WatchRule } from '../../../shared/schemas/alerts';

/**
 * The watch rule as the dialog edits it (strings straight from the inputs, dollars not cents) and its conversion
 * to and from the call's fields. A watch may combine several conditions; at least one is required.
 */

export interface WatchRuleForm {
  anyDrop: boolean;
  perRoundOn: boolean;
  perRound: string;
  perBoxOn: boolean;
  perBox: string;
  percentOn: boolean;
  percent: string;
  backInStock: boolean;
}

export const EMPTY_WATCH_RULE: WatchRuleForm = {
  anyDrop: true,
  perRoundOn: false,
  perRound: '',
  perBoxOn: false,
  perBox: '',
  percentOn: false,
  percent: '',
  backInStock: false,
};

export type RuleResult = { ok: true; rule: WatchRule } | { ok: false; field: keyof WatchRuleForm; error: string };

const DOLLARS = /^\$?\s*(\d{1,6})(?:\.(\d{1,3}))?$/;

/** '$0.30' or '0.295' → cents (a price per round may carry a tenth of a cent); null when not a positive amount. */
export function dollarsToCents(text: string, decimals: 2 | 3): number | null {
  const match = DOLLARS.exec(text.trim());
  if (!match) return null;
  const fraction = match[2] ?? '';
  if (fraction.length > decimals) return null;
  const thousandths = Number(match[1]) * 1000 + Number(fraction.padEnd(3, '0'));
  return thousandths > 0 ? thousandths / 10 : null;
}

export function centsToDollarText(cents: number, decimals: 2 | 3): string {
  return (cents / 100).toFixed(decimals);
}

/** The form → the call's fields, or the first field in error with its message. */
export function ruleFromForm(form: WatchRuleForm): RuleResult {
  const rule: WatchRule = {
    anyDrop: form.anyDrop,
    targetPricePerRoundCents: null,
    targetPriceCents: null,
    dropPercent: null,
    backInStock: form.backInStock,
  };
  if (form.perRoundOn) {
    const cents = dollarsToCents(form.perRound, 3);
    if (cents === null) return { ok: false, field: 'perRound', error: 'Enter a price per round, e.g. 0.30' };
    rule.targetPricePerRoundCents = cents;
  }
  if (form.perBoxOn) {
    const cents = dollarsToCents(form.perBox, 2);
    if (cents === null || !Number.isInteger(cents)) {
      return { ok: false, field: 'perBox', error: 'Enter a box price, e.g. 19.99' };
    }
    rule.targetPriceCents = cents;
  }
  if (form.percentOn) {
    const percent = Number(form.percent.trim().replace(/%$/, ''));
    if (!Number.isInteger(percent) || percent < 1 || percent > 90) {
      return { ok: false, field: 'percent', error: 'Enter a whole percentage from 1 to 90' };
    }
    rule.dropPercent = percent;
  }
  const none = !rule.anyDrop && !rule.backInStock && !form.perRoundOn && !form.perBoxOn && !form.percentOn;
  if (none) return { ok: false, field: 'anyDrop', error: 'Choose at least one alert' };
  return { ok: true, rule };
}

/** A stored rule back into the form (editing from the watchlist). */
export function formFromRule(rule: WatchRule): WatchRuleForm {
  return {
    anyDrop: Boolean(rule.anyDrop),
    perRoundOn: rule.targetPricePerRoundCents != null,
    perRound: rule.targetPricePerRoundCents != null ? centsToDollarText(rule.targetPricePerRoundCents, 3) : '',
    perBoxOn: rule.targetPriceCents != null,
    perBox: rule.targetPriceCents != null ? centsToDollarText(rule.targetPriceCents, 2) : '',
    percentOn: rule.dropPercent != null,
    percent: rule.dropPercent != null ? String(rule.dropPercent) : '',
    backInStock: Boolean(rule.backInStock),
  };
}

/** 'Any drop · at or under $0.300/rd · back in stock': how the watchlist and the confirmation say a rule. */
export function describeRule(rule: WatchRule): string {
  const parts: string[] = [];
  if (rule.anyDrop) parts.push('any price drop');
  if (rule.targetPricePerRoundCents != null) {
    parts.push(`at or under $${centsToDollarText(rule.targetPricePerRoundCents, 3)}/rd`);
  }
  if (rule.targetPriceCents != null) parts.push(`box at or under $${centsToDollarText(rule.targetPriceCents, 2)}`);
  if (rule.dropPercent != null) parts.push(`drops ${rule.dropPercent} % or more`);
  if (rule.backInStock) parts.push('back in stock');
  const text = parts.join(' · ');
  return text ? text[0]!.toUpperCase() + text.slice(1) : 'No alert';
}
